import { ErrorCode } from '@site/shared/contract';
import type { Db } from '../db/db';
import { toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import { securityMessages } from '../messages/security';

/** Second passwords (withdrawal password, the old password of a change): 5 wrong in a row lock 15 minutes. */
export const SECRET_LIMITS = { maxFailures: 5, lockMinutes: 15 } as const;

export type SecretKind = 'withdraw_password' | 'login_password';

const LABEL: Record<SecretKind, string> = securityMessages.secretLabel;

function locked(kind: SecretKind, minutes: number): ApiError {
  return new ApiError(ErrorCode.AUTHENTICATION_LOCKED, securityMessages.secretLocked(LABEL[kind], minutes), {
    retryIn: minutes * 60,
  });
}

async function lock(db: Db, memberId: number, kind: SecretKind): Promise<void> {
  await db.query(
    `UPDATE secret_attempts SET failures = 0, locked_until = now() + $3 * interval '1 minute' WHERE member_id = $1 AND kind = $2`,
    [memberId, kind, SECRET_LIMITS.lockMinutes],
  );
}

/**
 * Runs `verify` (the slow hash) as one counted attempt. The attempt is reserved with one
 * atomic upsert BEFORE the hash, so N parallel guesses are attempts 1..N and only the first
 * five are ever checked; a right password clears the count.
 * @throws 6037 while locked or when this attempt reaches the limit; 6100 `wrong` plus the tries left.
 */
export async function checkSecret(
  db: Db,
  memberId: number,
  kind: SecretKind,
  wrong: string,
  verify: () => Promise<boolean>,
): Promise<void> {
  const [row] = await db.query<{ failures: unknown; locked_minutes: unknown }>(
    `INSERT INTO secret_attempts AS s (member_id, kind, failures) VALUES ($1, $2, 1)
     ON CONFLICT (member_id, kind) DO UPDATE
       SET failures = CASE WHEN s.locked_until > now() THEN s.failures ELSE s.failures + 1 END
     RETURNING failures, greatest(0, ceil(extract(epoch FROM s.locked_until - now()) / 60))::int AS locked_minutes`,
    [memberId, kind],
  );
  const lockedMinutes = toInt(row?.locked_minutes ?? 0);
  if (lockedMinutes > 0) throw locked(kind, lockedMinutes);
  const attempt = toInt(row?.failures ?? 1);
  if (attempt > SECRET_LIMITS.maxFailures) {
    // Parallel guesses beyond the limit: not even checked.
    await lock(db, memberId, kind);
    throw locked(kind, SECRET_LIMITS.lockMinutes);
  }
  if (await verify()) {
    await db.query('UPDATE secret_attempts SET failures = 0 WHERE member_id = $1 AND kind = $2', [
      memberId,
      kind,
    ]);
    return;
  }
  if (attempt >= SECRET_LIMITS.maxFailures) {
    await lock(db, memberId, kind);
    throw locked(kind, SECRET_LIMITS.lockMinutes);
  }
  const left = SECRET_LIMITS.maxFailures - attempt;
  throw new ApiError(ErrorCode.PASSWORD_CHECK_FAILURE, securityMessages.secretWrong(wrong, left));
}
