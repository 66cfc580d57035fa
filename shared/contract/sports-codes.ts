/**
 * The sportsbook's codes as plain lists (sports-feed.ts builds its enums from them): a
 * deep link on the first screen reads them without zod (`@site/shared/contract-core`).
 */
/** SPEC §2 sport types; ALL only as a filter. FS = champion (outrights). */
export const SPORT_TYPES = ['FT', 'VF', 'BK', 'TN', 'OP', 'SK', 'FS', 'BS', 'VB', 'TT'] as const;
/** A match's state (`gameStatus` of its live fields). */
export const SCORE_STATUSES = ['notStarted', 'live', 'finished', 'cancelled'] as const;
/** SPEC §2 market types: FU early (later days), FT today, RB in-play, FSFT / FSFU champion today / early. */
export const MARKET_TYPES = ['FU', 'FT', 'RB', 'FSFT', 'FSFU'] as const;

/** WebSocket message ids of the sportsbook (range 20001-20099; SPEC §4's 0 / 60000 still apply). */
export const SportsMsg = {
  /** client → server: subscribe (replaces any earlier subscription); reply with the same id. */
  SUBSCRIBE: 20001,
  /** server → client: one batch of odds/market and score deltas per tick (about 1 s). */
  DELTA: 20002,
  /** client → server: stop the push. */
  UNSUBSCRIBE: 20003,
  /** server → the member's sockets: an in-play ticket ended (accepted or rejected). */
  TICKET: 20004,
  /** server → the member's sockets: a bet settled (refresh balance and records). */
  SETTLED: 20005,
} as const;
