import { ErrorCode } from '@site/shared/contract';
import type { Db } from '../db/db';
import { toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import type { ClientInfo } from './client-info';
import { LOGIN_LIMITS, failureState, lockIfNeeded, nameKey } from './login-guard';
import { securityMessages } from '../messages/security';

export interface LoginAttempt {
  /** The 'pending' row in login_attempts this password check stands on. */
  id: number;
  /** Wrong (or still unchecked) passwords of the name before this one. */
  failuresBefore: number;
  /** Past the captcha threshold: only an image-captcha login may try. */
  limited: boolean;
}

export const lockedMessage = securityMessages.loginLocked;

/**
 * Reserves one password check of `name` BEFORE the slow hash (issue 10): the limits are
 * read and the 'pending' row written under a per-name transaction lock, so N parallel
 * guesses see each other and count as N. The counters live in the database, so this holds
 * across server processes too. @throws 6011 (cool-down / IP limit) or 6037 (lock reached).
 */
export async function reserveLoginAttempt(
  db: Db,
  name: string,
  memberId: number | null,
  client: ClientInfo,
): Promise<LoginAttempt> {
  const outcome = await db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`login:${nameKey(name)}`]);
    const state = await failureState(q, name, client.ip);
    if (state.ipFailures >= LOGIN_LIMITS.ipFailures)
      return { error: new ApiError(ErrorCode.FREQUENT_SUBMISSION, securityMessages.loginTooManyFromIp) };
    if (state.failures >= LOGIN_LIMITS.lockAfter) return { lock: true as const };
    const limited = state.failures >= LOGIN_LIMITS.captchaAfter;
    if (limited && state.secondsSinceLast < LOGIN_LIMITS.cooldownSeconds) {
      const retryIn = LOGIN_LIMITS.cooldownSeconds - state.secondsSinceLast;
      return {
        error: new ApiError(ErrorCode.FREQUENT_SUBMISSION, securityMessages.loginCoolDown(retryIn), {
          retryIn,
        }),
      };
    }
    const [row] = await q.query<{ id: unknown }>(
      `INSERT INTO login_attempts (name_key, member_id, ip, uuid, result) VALUES ($1, $2, $3, $4, 'pending') RETURNING id`,
      [nameKey(name), memberId, client.ip, client.uuid],
    );
    return { attempt: { id: toInt(row?.id), failuresBefore: state.failures, limited } };
  });
  if ('attempt' in outcome) return outcome.attempt;
  if ('error' in outcome) throw outcome.error;
  // The limit was reached by attempts still in flight: lock now, whatever this password is.
  if (memberId !== null) await lockIfNeeded(db, memberId, LOGIN_LIMITS.lockAfter);
  throw new ApiError(ErrorCode.AUTHENTICATION_LOCKED, lockedMessage(LOGIN_LIMITS.lockMinutes));
}

/** The password was wrong: the reservation becomes a counted failure. */
export async function failLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.query(`UPDATE login_attempts SET result = 'fail' WHERE id = $1`, [attempt.id]);
}

/** Drops a reservation that did not end in a wrong password (right one, bad captcha, ...). */
export async function releaseLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.query(`DELETE FROM login_attempts WHERE id = $1 AND result = 'pending'`, [attempt.id]);
}
