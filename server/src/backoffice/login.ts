import type { z } from 'zod';
import { ErrorCode, type ResponseOf } from '@site/shared/contract';
import { type backoffice } from '@site/shared/backoffice-contract';
import type { Db } from '../db/db';
import { toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import { boMessages as text } from '../messages/backoffice';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../security/passwords';
import { writeAudit, type Actor } from './audit';
import {
  OPERATOR_COLUMNS,
  SESSION_IDLE_MS,
  createOperatorSession,
  findOperator,
  operatorView,
  randomToken,
  sha256,
  type OperatorRow,
} from './operators';
import { acceptedStep, newRecoveryCodes, newTotpSecret, totpOf } from './totp';

/** Wrong passwords or codes in a row before the account locks, and for how long. */
export const LOCKOUT = { failures: 5, minutes: 15 } as const;
const CHALLENGE_MS = 5 * 60_000;

type LoginAnswer = ResponseOf<typeof backoffice.login>;

/** One failure more; the fifth in a row locks the operator for LOCKOUT.minutes. */
async function countFailure(db: Db, operatorId: number): Promise<void> {
  await db.query(
    `UPDATE operators SET
       locked_until = CASE WHEN failed_count + 1 >= $2 THEN now() + $3 * interval '1 minute' ELSE locked_until END,
       failed_count = CASE WHEN failed_count + 1 >= $2 THEN 0 ELSE failed_count + 1 END
     WHERE id = $1`,
    [operatorId, LOCKOUT.failures, LOCKOUT.minutes],
  );
}

function refuseLocked(row: OperatorRow): void {
  const minutes = toInt(row.locked_minutes);
  if (minutes > 0) throw new ApiError(ErrorCode.ACCESS_DENIED, text.locked(minutes));
  if (row.status !== 'active') throw new ApiError(ErrorCode.ACCESS_DENIED, text.disabled);
}

/** Step 1: the password. Answers a challenge for the second factor (and, the first time, the TOTP set-up). */
export async function passwordStep(db: Db, name: string, password: string, ip: string): Promise<LoginAnswer> {
  const row = await findOperator(db, { name });
  const actor: Actor = { id: row ? toInt(row.id) : null, name: row?.name ?? name.slice(0, 32), ip };
  if (!row) {
    await burnPasswordCheck(password);
    await writeAudit(db, actor, {
      action: 'auth.password_failed',
      targetType: 'operator',
      targetId: name.slice(0, 32),
    });
    throw new ApiError(ErrorCode.INVALID_PARAMETER, text.badLogin);
  }
  refuseLocked(row);
  if (!(await verifyPassword(password, row.password_hash))) {
    await countFailure(db, toInt(row.id));
    await writeAudit(db, actor, {
      action: 'auth.password_failed',
      targetType: 'operator',
      targetId: actor.id ?? '',
    });
    throw new ApiError(ErrorCode.INVALID_PARAMETER, text.badLogin);
  }
  const challenge = randomToken();
  return db.tx(async (q) => {
    await q.query(
      `INSERT INTO operator_challenges (id_hash, operator_id, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')`,
      [sha256(challenge), row.id, CHALLENGE_MS],
    );
    let enrolment: LoginAnswer['enrolment'] = null;
    if (!row.totp_enrolled) {
      // A new secret at every enrolling login: one shown before and never confirmed is dropped.
      const secret = newTotpSecret();
      await q.query(`UPDATE operators SET totp_secret = $2 WHERE id = $1`, [row.id, secret]);
      enrolment = { secret, uri: totpOf(secret, row.name).toString() };
    }
    return {
      challengeId: challenge,
      step: row.totp_enrolled ? 'totp' : 'enrol',
      enrolment,
      mustChangePassword: row.must_change_password,
      expiresInSeconds: CHALLENGE_MS / 1000,
    } satisfies LoginAnswer;
  });
}

type VerifyInput = z.output<typeof backoffice.verify.request>;

/**
 * Step 2: a TOTP code (each time step accepted once) or a recovery code (each once) -> a session.
 * The first time, a code of the new app confirms the enrolment, the one-time password is
 * replaced, and ten recovery codes are answered (shown once, stored hashed).
 */
export async function codeStep(
  db: Db,
  input: VerifyInput,
  ip: string,
): Promise<ResponseOf<typeof backoffice.verify>> {
  const newHash = input.newPassword ? await hashPassword(input.newPassword) : null;
  const outcome = await db.tx(async (q) => {
    const [found] = await q.query<{ operator_id: unknown }>(
      `UPDATE operator_challenges SET attempts = attempts + 1
        WHERE id_hash = $1 AND used_at IS NULL AND expires_at > now() AND attempts < 5 RETURNING operator_id`,
      [sha256(input.challengeId)],
    );
    if (!found) throw new ApiError(ErrorCode.LOGIN_EXPIRED, text.challengeExpired);
    const [row] = await q.query<OperatorRow>(
      `SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = $1 FOR UPDATE`,
      [found.operator_id],
    );
    if (!row) throw new ApiError(ErrorCode.LOGIN_EXPIRED, text.challengeExpired);
    refuseLocked(row);
    const id = toInt(row.id);
    const enrolling = !row.totp_enrolled;
    if (enrolling && row.must_change_password && !newHash)
      throw new ApiError(ErrorCode.INVALID_PARAMETER, text.newPasswordRequired);
    let good = false;
    if (input.code !== undefined && row.totp_secret) {
      const step = acceptedStep(row.totp_secret, input.code);
      if (step !== null && step > toInt(row.totp_last_step)) {
        good = true;
        await q.query(`UPDATE operators SET totp_last_step = $2 WHERE id = $1`, [id, step]);
      }
    } else if (input.recoveryCode !== undefined && !enrolling) {
      const used = await q.query(
        `UPDATE operator_recovery_codes SET used_at = now() WHERE id = (
           SELECT id FROM operator_recovery_codes WHERE operator_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1)
         RETURNING id`,
        [id, sha256(input.recoveryCode)],
      );
      good = used.length > 0;
    }
    if (!good) return { ok: false as const, row };
    await q.query(`UPDATE operator_challenges SET used_at = now() WHERE id_hash = $1`, [
      sha256(input.challengeId),
    ]);
    let recoveryCodes: string[] | null = null;
    if (enrolling) {
      recoveryCodes = newRecoveryCodes();
      await q.query(
        `UPDATE operator_recovery_codes SET used_at = now() WHERE operator_id = $1 AND used_at IS NULL`,
        [id],
      );
      for (const code of recoveryCodes)
        await q.query(`INSERT INTO operator_recovery_codes (operator_id, code_hash) VALUES ($1, $2)`, [
          id,
          sha256(code),
        ]);
    }
    await q.query(
      `UPDATE operators SET totp_enrolled = true, failed_count = 0, locked_until = NULL,
         password_hash = coalesce($2, password_hash),
         must_change_password = CASE WHEN $2::text IS NULL THEN must_change_password ELSE false END
       WHERE id = $1`,
      [id, enrolling ? newHash : null],
    );
    const token = await createOperatorSession(q, id, ip);
    const actor = { id, name: row.name, ip };
    await writeAudit(q, actor, {
      action: enrolling ? 'auth.enrolled' : 'auth.login',
      targetType: 'operator',
      targetId: id,
      after: { factor: input.code !== undefined ? 'totp' : 'recovery_code' },
    });
    const fresh = await q.query<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = $1`, [id]);
    return { ok: true as const, token, row: fresh[0] ?? row, recoveryCodes };
  });
  if (!outcome.ok) {
    const id = toInt(outcome.row.id);
    await countFailure(db, id);
    await writeAudit(
      db,
      { id, name: outcome.row.name, ip },
      { action: 'auth.code_failed', targetType: 'operator', targetId: id },
    );
    throw new ApiError(ErrorCode.INVALID_PARAMETER, text.badCode);
  }
  return {
    token: outcome.token,
    operator: operatorView(outcome.row),
    idleTimeoutSeconds: SESSION_IDLE_MS / 1000,
    recoveryCodes: outcome.recoveryCodes,
  };
}
