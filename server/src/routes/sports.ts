import type { FastifyInstance } from 'fastify';
import { ErrorCode, fenToYuanText, sports } from '@site/shared/contract';
import type { Db } from '../db/db';
import { moneyCall, requestIdOf } from '../money/idempotency';
import { CENTER, balanceOf } from '../money/ledger';
import { ApiError } from '../http/api-error';
import { assertAdult } from '../auth/member-profile';
import { memberRoute, route } from '../http/route';
import { sportsMessages as text } from '../messages/sports';
import type { SessionStore } from '../session/sessions';
import { recordsOf, ticketBets } from '../sports/bets-store';
import { Sportsbook, type BookEvents } from '../sports/book';
import type { OddsFeed } from '../sports/odds-feed';
import { placeBets } from '../sports/placement';
import { memberTicket } from '../sports/tickets';
import { hotMatchesOf, matchView, moreMarketsOf, snapshotOf } from '../sports/view';
import type { WsHub } from '../ws/hub';
import { sportsDevRoutes } from './sports-dev';
import { sportsRecordRoutes } from './sports-records';

export interface SportsOptions {
  /** DEV_TOOLS: the /dev/sports/* routes. Unset: on when the dev tools' /dev/members exists. */
  devTools?: boolean;
  seed?: number;
  /**
   * Makes the odds feed from the seed: app.ts passes the simulator
   * (simulators/odds-feed); a real provider's client implements the same `OddsFeed`.
   */
  oddsFeed: (seed: number) => OddsFeed;
  betDelayMs?: number;
  /** The chat's match rooms: score and end-of-match events, and the book itself for match names. */
  events?: BookEvents;
  onBook?: (book: Sportsbook) => void;
  /** Several server processes: whether this one runs the pushes and settlement (realtime/leader.ts). */
  isLeader?: () => boolean;
  /**
   * The made-up in-play board of the board's render test (`?feed=synthetic`): allowed only
   * with the dev tools and SPORTS_SYNTHETIC_BOARD=1 (the e2e server sets it), never in
   * production, where the page ignores the parameter.
   */
  syntheticBoard?: boolean;
}

const envNumber = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) ? value : fallback;
};

/**
 * The CRTY sportsbook (issue 5): the odds feed `oddsFeed` makes, snapshot and live push, bet
 * placement, settlement, bet records. Returns a stop function for its timers.
 * SPORTS_FEED_SEED and SPORTS_BET_DELAY_MS override the seed and the in-play delay;
 * SPORTS_SYNTHETIC_BOARD=1 (with DEV_TOOLS) allows the page's synthetic test board.
 */
export function sportsRoutes(
  app: FastifyInstance,
  db: Db,
  sessions: SessionStore,
  hub: WsHub,
  options: SportsOptions,
): () => void {
  const book = new Sportsbook(db, hub, {
    createFeed: () => options.oddsFeed(options.seed ?? envNumber('SPORTS_FEED_SEED', 20260523)),
    betDelayMs: options.betDelayMs ?? envNumber('SPORTS_BET_DELAY_MS', 3000),
    tickMs: 1000,
    log: (err, what) => app.log.error({ err }, what),
    events: options.events,
    isLeader: options.isLeader,
  });
  options.onBook?.(book);
  app.addHook('onReady', () => book.warmStart());

  route(app, sports.snapshot, async (input) => snapshotOf(book.feed, input));

  route(app, sports.hotMatches, async ({ limit }) => ({
    simulated: true as const,
    version: book.feed.version,
    matches: hotMatchesOf(book.feed, limit),
  }));

  route(app, sports.matchDetail, async ({ gameId }) => {
    const feed = book.feed;
    const match = feed.matches.get(gameId);
    if (!match) throw new ApiError(ErrorCode.NOT_FOUND, text.matchGone);
    return {
      simulated: true as const,
      version: feed.version,
      match: matchView(match, feed.now()),
      moreMarkets: moreMarketsOf(match),
      timeline: match.timeline.slice(-50),
      liveUrl: null,
    };
  });

  memberRoute(app, sessions, sports.placeBet, async (input, m, request) => {
    await assertAdult(db, m.id);
    const feed = book.feed;
    const delayMs = book.options.betDelayMs;
    const result = await moneyCall(db, request, m.id, sports.placeBet.path, input, (q) =>
      placeBets(q, feed, input, { memberId: m.id, requestId: requestIdOf(request), delayMs }),
    );
    if (result.status === 'pending') book.decideAfter(result.delayMs);
    return result;
  });

  memberRoute(app, sessions, sports.ticketStatus, async ({ ticket_id }, m) => {
    const ticket = await memberTicket(db, ticket_id, m.id);
    if (!ticket) throw new ApiError(ErrorCode.NOT_FOUND, text.ticketUnknown);
    return {
      ticket_id,
      status: ticket.status,
      reason: ticket.reason,
      bets: await recordsOf(db, await ticketBets(db, ticket_id)),
      centerWalletBalance: fenToYuanText(await balanceOf(db, m.id, CENTER)),
    };
  });

  sportsRecordRoutes(app, db, sessions);
  sportsDevRoutes(app, book, options.devTools, {
    syntheticBoard: options.syntheticBoard ?? process.env.SPORTS_SYNTHETIC_BOARD === '1',
  });
  return () => book.stop();
}
