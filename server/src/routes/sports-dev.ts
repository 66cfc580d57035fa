import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { describeIssues } from '../http/route';
import { sportsMessages as text } from '../messages/sports';
import type { Sportsbook } from '../sports/book';
import { matchView } from '../sports/view';

const settleBody = z.union([
  z
    .object({
      gameId: z.string().max(40),
      home: z.number().int().min(0).max(999),
      away: z.number().int().min(0).max(999),
      htHome: z.number().int().min(0).max(999).optional(),
      htAway: z.number().int().min(0).max(999).optional(),
      /** Football corners (角球 markets); unset: the corners the match has so far. */
      cornersHome: z.number().int().min(0).max(999).optional(),
      cornersAway: z.number().int().min(0).max(999).optional(),
      /** Cancel the match instead: every leg settles D with this reason. */
      cancelReason: z
        .string()
        .regex(/^D[0-9A-Z]$/)
        .optional(),
      /** Abandon the match instead: open legs restore (A), a played first half stands. */
      restored: z.boolean().optional(),
    })
    .strict(),
  z.object({ gameId: z.string().max(40), winner: z.string().regex(/^T\d{1,2}$/) }).strict(),
]);
const gameBody = z.object({ gameId: z.string().max(40) }).strict();
const scoreBody = z
  .object({
    gameId: z.string().max(40),
    home: z.number().int().min(0).max(999),
    away: z.number().int().min(0).max(999),
  })
  .strict();
const configBody = z.object({ betDelayMs: z.number().int().min(0).max(60_000) }).strict();

/**
 * Sportsbook dev tools (DEV_TOOLS only, plain JSON): finish a match now with a chosen
 * score (and settle its bets), kick one off now, set a live score, decide pending tickets, change the delay.
 * `devTools` unset: on exactly when the dev tools' /dev/members route exists (app.ts does
 * not pass the flag yet).
 */
export function sportsDevRoutes(
  app: FastifyInstance,
  book: Sportsbook,
  devTools: boolean | undefined,
  { syntheticBoard = false }: { syntheticBoard?: boolean } = {},
): void {
  if (devTools === false) return;
  const enabled = (): boolean => devTools ?? app.hasRoute({ method: 'POST', url: '/dev/members' });
  const guard = (reply: FastifyReply): boolean => {
    if (enabled()) return true;
    void reply.code(404).send({ error: 'not found' });
    return false;
  };

  app.post('/dev/sports/settle', async (request, reply) => {
    if (!guard(reply)) return reply;
    const parsed = settleBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error) });
    const { gameId, ...result } = parsed.data;
    const finished = book.feed.finishNow?.(gameId, result);
    if (!finished) return reply.code(404).send({ error: text.devMatchNotFinished(gameId) });
    book.flush();
    for (const done of finished) await book.enqueue(() => book.settle(done));
    return { gameId, finished };
  });

  app.post('/dev/sports/start', async (request, reply) => {
    if (!guard(reply)) return reply;
    const parsed = gameBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error) });
    const match = book.feed.startNow?.(parsed.data.gameId);
    if (!match) return reply.code(404).send({ error: text.devMatchUnknown(parsed.data.gameId) });
    book.flush();
    return matchView(match, book.feed.now());
  });

  app.post('/dev/sports/score', async (request, reply) => {
    if (!guard(reply)) return reply;
    const parsed = scoreBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error) });
    const { gameId, home, away } = parsed.data;
    const match = book.feed.scoreNow?.(gameId, home, away);
    if (!match) return reply.code(404).send({ error: text.devMatchUnknown(gameId) });
    book.flush();
    return matchView(match, book.feed.now());
  });

  // The page asks before it swaps the server's board for its made-up one (`?feed=synthetic`).
  app.get('/dev/sports/synthetic', async (_request, reply) => {
    if (!guard(reply)) return reply;
    if (!syntheticBoard) return reply.code(404).send({ error: 'not found' });
    return { synthetic: true };
  });

  app.post('/dev/sports/decide', async (_request, reply) => {
    if (!guard(reply)) return reply;
    await book.enqueue(() => book.decideTickets());
    return { ok: true };
  });

  app.post('/dev/sports/config', async (request, reply) => {
    if (!guard(reply)) return reply;
    const parsed = configBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error) });
    book.options.betDelayMs = parsed.data.betDelayMs;
    return { ...parsed.data };
  });
}
