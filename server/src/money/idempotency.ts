import { hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, Header, isStatusCode } from '@site/shared/contract';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { headerValue } from '../http/api-guard';
import { LOCK_MEMBER_SQL, lockMember, noteLocked } from './ledger';
import { fundsMessages } from '../messages/funds';
import { errorOfRefusal } from './errors';
import { MoneyRefusedError, parseRefusal } from './refusal';

/**
 * What a money call answered the first time: replayed for a repeated request id. A money
 * policy's refusal is kept as the typed value (worded when answered); any other business
 * error as its code and words.
 */
type Outcome =
  | { ok: true; data: unknown }
  | { ok: false; code: number; message: string }
  | { ok: false; refusal: unknown };

/** The request id of a money call: required, since without it a retry could pay twice. */
export function requestIdOf(request: FastifyRequest): string {
  const id = headerValue(request.headers[Header.requestId]);
  if (!id) throw new ApiError(ErrorCode.INVALID_PARAMETER, fundsMessages.requestIdMissing);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id))
    throw new ApiError(ErrorCode.INVALID_PARAMETER, fundsMessages.requestIdFormat);
  return id;
}

/** The hash a request id's body is compared by (a repeat with another body is 6008). */
export function hashOf(body: unknown): string {
  // One-shot hash: the same sha256 hex as createHash().update().digest(), without the object.
  return hash('sha256', JSON.stringify(body ?? null), 'hex');
}

function replay<T>(outcome: Outcome): T {
  if (outcome.ok) return outcome.data as T;
  if ('refusal' in outcome) {
    const refusal = parseRefusal(outcome.refusal);
    throw new MoneyRefusedError(refusal, errorOfRefusal(refusal));
  }
  throw new ApiError(isStatusCode(outcome.code) ? outcome.code : ErrorCode.SERVER_ERROR, outcome.message);
}

/** Claims the key; `$1` member, `$2` request id, `$3` path, `$4` body hash. */
const CLAIM_SQL = `INSERT INTO idempotency_keys (member_id, request_id, path, body_hash) VALUES ($1, $2, $3, $4)
  ON CONFLICT (member_id, request_id) DO NOTHING RETURNING request_id`;

/**
 * The claim, then the member lock (ledger.ts `lockMember`), in ONE statement: init-plans run
 * in order, so this is the same order of locks as two statements, one round trip fewer.
 */
const CLAIM_AND_LOCK_SQL = `WITH claimed AS (${CLAIM_SQL}),
  locked AS (${LOCK_MEMBER_SQL})
  SELECT EXISTS (SELECT 1 FROM claimed) AS claimed, EXISTS (SELECT 1 FROM locked) AS locked`;

/**
 * Claims (member, request id) in the caller's transaction. Returns the stored outcome when
 * the id was used before; on PostgreSQL a concurrent first use holds the row, so this
 * waits for it to commit and then sees its outcome. With `lock`, a first use also takes
 * the member's lock: one member's money calls run one at a time (PostgreSQL; PGlite runs
 * everything so), so checks made before moving money, such as the 6413 activity rule,
 * stay true until commit.
 * @throws {ApiError} 6008 when the id was used for another call or another body.
 */
async function claim(
  q: Queryable,
  key: { memberId: number; requestId: string; path: string; bodyHash: string },
  lock: boolean,
): Promise<Outcome | null> {
  const params = [key.memberId, key.requestId, key.path, key.bodyHash];
  if (lock) {
    const [row] = await q.query<{ claimed: boolean; locked: boolean }>(CLAIM_AND_LOCK_SQL, params);
    if (row?.claimed) {
      // No center account yet (a member who never had money): lockMember opens the wallets.
      if (row.locked) noteLocked(q, key.memberId);
      else await lockMember(q, key.memberId);
      return null;
    }
  } else if ((await q.query(CLAIM_SQL, params)).length > 0) return null;
  const [row] = await q.query<{ path: string; body_hash: string; outcome: Outcome | string | null }>(
    'SELECT path, body_hash, outcome FROM idempotency_keys WHERE member_id = $1 AND request_id = $2',
    [key.memberId, key.requestId],
  );
  if (!row || row.outcome === null) throw new Error(`idempotency key ${key.requestId} has no outcome`);
  if (row.path !== key.path || row.body_hash !== key.bodyHash) {
    throw new ApiError(ErrorCode.ILLEGAL_PARAMETER, fundsMessages.requestIdReused);
  }
  return typeof row.outcome === 'string' ? (JSON.parse(row.outcome) as Outcome) : row.outcome;
}

async function store(q: Queryable, memberId: number, requestId: string, outcome: Outcome): Promise<void> {
  await q.query('UPDATE idempotency_keys SET outcome = $3 WHERE member_id = $1 AND request_id = $2', [
    memberId,
    requestId,
    JSON.stringify(outcome),
  ]);
}

export interface MoneyCall {
  memberId: number;
  requestId: string;
  path: string;
  body: unknown;
}

/**
 * Runs a money call once per (member, request id). `fn` runs in one transaction with the
 * idempotency record, so the movement and its stored answer commit together. A business
 * error rolls the work back and is stored too (in a second transaction, unless a repeat
 * got there first), so a repeat answers the same error and still moves nothing.
 */
export async function idempotent<T>(db: Db, call: MoneyCall, fn: (q: Queryable) => Promise<T>): Promise<T> {
  const key = keyOf(call);
  let failure: ApiError;
  try {
    const result = await db.tx(async (q) => {
      const previous = await claim(q, key, true);
      if (previous) return { previous };
      const data = await fn(q);
      await store(q, call.memberId, call.requestId, { ok: true, data });
      return { data };
    });
    return 'previous' in result ? replay<T>(result.previous) : result.data;
  } catch (error) {
    if (!(error instanceof ApiError) || error.code === ErrorCode.ILLEGAL_PARAMETER) throw error;
    failure = error;
  }
  return refused<T>(db, call, failure);
}

function keyOf(call: MoneyCall): { memberId: number; requestId: string; path: string; bodyHash: string } {
  return { memberId: call.memberId, requestId: call.requestId, path: call.path, bodyHash: hashOf(call.body) };
}

/**
 * A money call refused with a business error, its work rolled back (claim included): the
 * refusal is stored as the first outcome in a transaction of its own, unless a repeat got
 * there first (then that outcome is answered). Throws the stored refusal, or answers the
 * stored success.
 */
export async function refused<T>(db: Db, call: MoneyCall, failure: ApiError): Promise<T> {
  const key = keyOf(call);
  const outcome: Outcome =
    failure instanceof MoneyRefusedError
      ? { ok: false, refusal: failure.refusal }
      : { ok: false, code: failure.code, message: failure.message };
  const stored = await db.tx(async (q) => {
    const previous = await claim(q, key, false);
    if (previous) return previous;
    await store(q, call.memberId, call.requestId, outcome);
    return outcome;
  });
  return replay<T>(stored);
}

/** The answer of a stored outcome (venue-transfer.ts reads it in its own statement). */
export function replayOutcome<T>(outcome: unknown): T {
  return replay<T>((typeof outcome === 'string' ? JSON.parse(outcome) : outcome) as Outcome);
}

/** A money call of member `memberId`: once per request id (`request-id` header). */
export function moneyCall<T>(
  db: Db,
  request: FastifyRequest,
  memberId: number,
  path: string,
  body: unknown,
  fn: (q: Queryable) => Promise<T>,
): Promise<T> {
  return idempotent(db, { memberId, requestId: requestIdOf(request), path, body }, fn);
}
