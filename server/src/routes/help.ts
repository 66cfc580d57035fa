import type { FastifyInstance } from 'fastify';
import { ErrorCode, help, type HelpArticle } from '@site/shared/contract';
import type { Db } from '../db/db';
import { PAGES_CONTENT_DIR, loadArticles } from '../help/content';
import { helpMessages } from '../help/messages';
import { optionalVoterOf, voterOf } from '../help/voter';
import { helpVotesRepository } from '../help/votes-repository';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import type { SessionStore } from '../session/sessions';

/** The help centre (issue 14): articles compiled from shared/content/help, and their votes. */
export function helpRoutes(
  app: FastifyInstance,
  db: Db,
  sessions: SessionStore,
  articles: readonly HelpArticle[] = loadArticles(),
  pages: readonly HelpArticle[] = loadArticles(PAGES_CONTENT_DIR),
): void {
  // `article` also serves the text pages; only help articles are listed and voted on.
  const byCode = new Map(articles.map((a) => [a.code, a]));
  const anyByCode = new Map([...pages, ...articles].map((a) => [a.code, a]));
  const votes = helpVotesRepository(db);
  const known = (code: string): HelpArticle => {
    const found = byCode.get(code);
    if (!found) throw new ApiError(ErrorCode.NOT_FOUND, helpMessages.notFound);
    return found;
  };

  route(app, help.articles, async () => [...articles]);
  route(app, help.article, async ({ code }) => {
    const found = anyByCode.get(code);
    if (!found) throw new ApiError(ErrorCode.NOT_FOUND, helpMessages.notFound);
    return found;
  });
  route(app, help.votes, async ({ code }, request) =>
    votes.summary(known(code).code, await optionalVoterOf(request, sessions)),
  );
  route(app, help.vote, async ({ code, vote }, request) =>
    votes.vote(known(code).code, await voterOf(request, sessions), vote),
  );
}
