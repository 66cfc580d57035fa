import type { DeltaBatch } from './sports-bets';
import { SCORE_STATUSES } from './sports-codes';

// The odds push (20002, about once a second) checked without zod: the home page's hot
// matches take it before any schema loads (issue 31), and a hand check is cheaper than a
// jitless zod parse every second. It accepts what `deltaBatch` (sports-bets.ts) accepts:
// contract-core.test.ts runs both on the same valid and broken batches.

type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
const isInt: Check = (value) => Number.isSafeInteger(value);
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isNullableNumber: Check = (value) => value === null || isNumber(value);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object whose every field of `fields` passes its check (other fields are ignored). */
function shaped(fields: Record<string, Check>): Check {
  const entries = Object.entries(fields);
  return (value) => isRecord(value) && entries.every(([key, check]) => check(value[key]));
}

const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

const isMarketDelta = shaped({
  gameId: isString,
  marketId: isString,
  line: isNullableNumber,
  suspended: isBoolean,
  selections: listOf(shaped({ id: isString, odds: isNumber })),
});

const isScoreFields = shaped({
  gameId: isString,
  isLive: isBoolean,
  gameStatus: (value) => SCORE_STATUSES.includes(value as (typeof SCORE_STATUSES)[number]),
  re_time: isInt,
  se_now: isString,
  HalfTime: isBoolean,
  inningNum: isInt,
  sc_FT_H: isInt,
  sc_FT_C: isInt,
  sc_FT_A: isInt,
  sc_set_H: isInt,
  sc_set_A: isInt,
  sc_game_H: isInt,
  sc_game_A: isInt,
});

const isBatch = shaped({
  version: isInt,
  serverTime: isInt,
  markets: listOf(isMarketDelta),
  scores: listOf(isScoreFields),
  started: listOf(isString),
  closed: listOf(isString),
});

/** Whether a 20002 payload is a whole delta batch (a broken one is dropped: the snapshot stays right). */
export function isDeltaBatch(value: unknown): value is DeltaBatch {
  return isBatch(value);
}
