import { ErrorCode } from '@site/shared/contract';
import type { Db } from '../db/db';
import { toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import { securityMessages } from '../messages/security';
import { verifyPassword } from './passwords';

/** Second passwords (withdrawal password, the old password of a change): 5 wrong in a row lock 15 minutes. */
export const SECRET_LIMITS = { maxFailures: 5, lockMinutes: 15 } as const;

export type SecretKind = 'withdraw_password' | 'login_password';

const LABEL: Record<SecretKind, string> = securityMessages.secretLabel;

/** A reservation older than this belongs to a check that will never finish (its process died). */
const PENDING_LAPSE = "interval '30 seconds'";
/** How long a check waits for the checks ahead of it (a hash is ~50 ms), polling every POLL_MS. */
const WAIT_MS = 3_000;
const POLL_MS = 40;

function locked(kind: SecretKind, minutes: number): ApiError {
  return new ApiError(ErrorCode.AUTHENTICATION_LOCKED, securityMessages.secretLocked(LABEL[kind], minutes), {
    retryIn: minutes * 60,
  });
}

/**
 * Reserves one check: only while not locked and while the wrong answers so far plus the checks
 * in flight leave room under the limit. One conditional upsert, so parallel calls on any
 * process take the room one by one.
 */
async function reserve(db: Db, memberId: number, kind: SecretKind): Promise<boolean> {
  const live = `CASE WHEN s.pending_at < now() - ${PENDING_LAPSE} THEN 0 ELSE s.pending END`;
  const rows = await db.query(
    `INSERT INTO secret_attempts AS s (member_id, kind, failures, pending, pending_at) VALUES ($1, $2, 0, 1, now())
     ON CONFLICT (member_id, kind) DO UPDATE SET pending = ${live} + 1, pending_at = now()
       WHERE coalesce(s.locked_until <= now(), true) AND s.failures + ${live} < $3
     RETURNING 1`,
    [memberId, kind, SECRET_LIMITS.maxFailures],
  );
  return rows.length > 0;
}

async function lockedMinutes(db: Db, memberId: number, kind: SecretKind): Promise<number> {
  const [row] = await db.query<{ minutes: unknown }>(
    `SELECT greatest(0, ceil(extract(epoch FROM locked_until - now()) / 60))::int AS minutes
       FROM secret_attempts WHERE member_id = $1 AND kind = $2`,
    [memberId, kind],
  );
  return toInt(row?.minutes ?? 0);
}

/**
 * Runs `verify` (the slow hash) as one counted check. Only a wrong answer counts: a check
 * reserves its place before the hash (so N parallel guesses never get more than the limit's
 * worth of hashes), waits while the checks in flight fill the room, and releases its place
 * when done; a right answer clears the count, a wrong one adds to it and the fifth locks.
 * @throws 6037 while locked or when this wrong answer reaches the limit; 6100 `wrong` plus
 * the tries left; 6011 when the checks ahead of it do not finish within 3 s.
 */
export async function checkSecret(
  db: Db,
  memberId: number,
  kind: SecretKind,
  wrong: string,
  verify: () => Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await reserve(db, memberId, kind))) {
    const minutes = await lockedMinutes(db, memberId, kind);
    if (minutes > 0) throw locked(kind, minutes);
    if (Date.now() > deadline)
      throw new ApiError(ErrorCode.FREQUENT_SUBMISSION, securityMessages.secretBusy(LABEL[kind]));
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  let right: boolean;
  try {
    right = await verify();
  } catch (error) {
    await release(db, memberId, kind, 'failures');
    throw error;
  }
  const failures = await release(db, memberId, kind, right ? '0' : 'failures + 1');
  if (right) return;
  if (failures >= SECRET_LIMITS.maxFailures) {
    await db.query(
      `UPDATE secret_attempts SET failures = 0, locked_until = now() + $3 * interval '1 minute' WHERE member_id = $1 AND kind = $2`,
      [memberId, kind, SECRET_LIMITS.lockMinutes],
    );
    throw locked(kind, SECRET_LIMITS.lockMinutes);
  }
  const left = SECRET_LIMITS.maxFailures - failures;
  throw new ApiError(ErrorCode.PASSWORD_CHECK_FAILURE, securityMessages.secretWrong(wrong, left));
}

/** Gives the reserved place back and sets the count; returns the count of wrong answers. */
async function release(
  db: Db,
  memberId: number,
  kind: SecretKind,
  failures: '0' | 'failures' | 'failures + 1',
): Promise<number> {
  const [row] = await db.query<{ failures: unknown }>(
    `UPDATE secret_attempts SET failures = ${failures}, pending = greatest(pending - 1, 0)
      WHERE member_id = $1 AND kind = $2 RETURNING failures`,
    [memberId, kind],
  );
  return toInt(row?.failures ?? 0);
}

/**
 * The member's login password (md5, as the site sends it) as one counted check: a time-out or
 * self-exclusion and a password change ask for it, and 5 wrong in a row lock both for 15 minutes.
 * @throws as checkSecret, with `wrong` for a wrong password.
 */
export async function checkLoginPassword(
  db: Db,
  memberId: number,
  md5: string,
  wrong: string,
): Promise<void> {
  const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [
    memberId,
  ]);
  const stored = row?.password_hash ?? null;
  await checkSecret(db, memberId, 'login_password', wrong, async () =>
    stored !== null ? verifyPassword(md5, stored) : false,
  );
}
