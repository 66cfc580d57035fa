import type { FastifyInstance } from 'fastify';
import { ErrorCode, help, type HelpArticle } from '@site/shared/contract';
import type { Db } from '../db/db';
import { PAGES_CONTENT_DIR, loadArticles } from '../help/content';
import { helpLibrary } from '../help/live-articles';
import { helpMessages } from '../messages/help';
import { optionalVoterOf, voterOf } from '../help/voter';
import { helpVotesRepository } from '../help/votes-repository';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import { requestLocale } from '../messages/locale';
import type { SessionStore } from '../session/sessions';

/**
 * The help centre (issue 14): the published revision of each article (seeded from
 * shared/content/help, edited in the back office: issue 30), and their votes.
 */
export function helpRoutes(
  app: FastifyInstance,
  db: Db,
  sessions: SessionStore,
  pages: readonly HelpArticle[] = loadArticles(PAGES_CONTENT_DIR),
): void {
  // `article` also serves the text pages; only help articles are listed and voted on.
  const library = helpLibrary(db);
  const pagesByCode = new Map(pages.map((a) => [a.code, a]));
  const votes = helpVotesRepository(db);
  const known = async (code: string): Promise<HelpArticle> => {
    const found = (await library.articles('zh-CN')).find((a) => a.code === code);
    if (!found) throw new ApiError(ErrorCode.NOT_FOUND, helpMessages.notFound);
    return found;
  };

  route(app, help.articles, async (_input, request) => library.articles(requestLocale(request)));
  route(app, help.article, async ({ code }, request) => {
    const found =
      (await library.articles(requestLocale(request))).find((a) => a.code === code) ?? pagesByCode.get(code);
    if (!found) throw new ApiError(ErrorCode.NOT_FOUND, helpMessages.notFound);
    return found;
  });
  route(app, help.votes, async ({ code }, request) =>
    votes.summary((await known(code)).code, await optionalVoterOf(request, sessions)),
  );
  route(app, help.vote, async ({ code, vote }, request) =>
    votes.vote((await known(code)).code, await voterOf(request, sessions), vote),
  );
}
