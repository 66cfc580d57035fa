import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@site/shared/contract';
import { backoffice } from '@site/shared/backoffice-contract';
import { formatChinaTime, toInt, type Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { boMessages as text } from '../messages/backoffice';
import { hashPassword } from '../security/passwords';

/** Operators, their sessions and one-time passwords (migration 030). */

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = () => randomBytes(32).toString('hex');

/** Idle timeout and absolute lifetime of an operator session. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 12 * 3600_000;

export interface OperatorRow {
  id: unknown;
  name: string;
  role: backoffice.Role;
  password_hash: string;
  must_change_password: boolean;
  totp_secret: string | null;
  totp_enrolled: boolean;
  totp_last_step: unknown;
  status: 'active' | 'disabled';
  failed_count: number;
  locked_minutes: unknown;
  created_at: Date | string;
  last_login_at: Date | string | null;
}

export const OPERATOR_COLUMNS = `id, name, role, password_hash, must_change_password, totp_secret, totp_enrolled,
  totp_last_step, status, failed_count, created_at, last_login_at,
  CASE WHEN locked_until > now() THEN ceil(extract(epoch FROM locked_until - now()) / 60)::int ELSE 0 END AS locked_minutes`;

export function operatorView(r: OperatorRow): backoffice.OperatorView {
  return {
    id: toInt(r.id),
    name: r.name,
    role: r.role,
    permissions: [...backoffice.ROLE_PERMISSIONS[r.role]],
    status: r.status,
    totpEnrolled: r.totp_enrolled,
    createdAt: formatChinaTime(r.created_at),
    lastLoginAt: r.last_login_at ? formatChinaTime(r.last_login_at) : null,
  };
}

export async function findOperator(q: Queryable, by: { id: number } | { name: string }, lock = false) {
  const [row] = await q.query<OperatorRow>(
    `SELECT ${OPERATOR_COLUMNS} FROM operators WHERE ${'id' in by ? 'id = $1' : 'name = lower($1)'}${lock ? ' FOR UPDATE' : ''}`,
    ['id' in by ? by.id : by.name],
  );
  return row ?? null;
}

/** A one-time password: 20 characters of base32-like text, about 100 bits. */
export function oneTimePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return [...randomBytes(20)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** A new operator with a one-time password; TOTP is set up at the first login. */
export async function createOperator(
  q: Queryable,
  name: string,
  role: backoffice.Role,
  createdBy: number | null,
): Promise<{ row: OperatorRow; password: string }> {
  const password = oneTimePassword();
  const rows = await q.query<OperatorRow>(
    `INSERT INTO operators (name, role, password_hash, created_by) VALUES (lower($1), $2, $3, $4)
     ON CONFLICT (name) DO NOTHING RETURNING ${OPERATOR_COLUMNS}`,
    [name, role, await hashPassword(password), createdBy],
  );
  const row = rows[0];
  if (!row) throw new ApiError(ErrorCode.INVALID_PARAMETER, text.nameTaken);
  return { row, password };
}

/** A new one-time password and a new enrolment (lost phone); every session ends. */
export async function resetOperator(q: Queryable, id: number): Promise<string> {
  const password = oneTimePassword();
  await q.query(
    `UPDATE operators SET password_hash = $2, must_change_password = true, totp_secret = NULL,
       totp_enrolled = false, failed_count = 0, locked_until = NULL WHERE id = $1`,
    [id, await hashPassword(password)],
  );
  await q.query(
    `UPDATE operator_recovery_codes SET used_at = now() WHERE operator_id = $1 AND used_at IS NULL`,
    [id],
  );
  await revokeOperatorSessions(q, id);
  return password;
}

export async function revokeOperatorSessions(q: Queryable, id: number): Promise<void> {
  await q.query(
    `UPDATE operator_sessions SET revoked_at = now() WHERE operator_id = $1 AND revoked_at IS NULL`,
    [id],
  );
}

export async function createOperatorSession(q: Queryable, operatorId: number, ip: string): Promise<string> {
  const token = randomToken();
  await q.query(
    `INSERT INTO operator_sessions (token_hash, operator_id, ip, expires_at)
     VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
    [sha256(token), operatorId, ip, SESSION_MAX_MS],
  );
  await q.query(`UPDATE operators SET last_login_at = now() WHERE id = $1`, [operatorId]);
  return token;
}

/**
 * The operator of a live session, touching its idle clock: null when the token is unknown,
 * revoked, idle past SESSION_IDLE_MS, past its absolute end, or its operator is disabled.
 */
export async function operatorOfToken(q: Queryable, token: string): Promise<OperatorRow | null> {
  const [row] = await q.query<OperatorRow>(
    `WITH s AS (
       UPDATE operator_sessions SET last_seen_at = now()
        WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()
          AND last_seen_at > now() - $2 * interval '1 millisecond'
       RETURNING operator_id)
     SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = (SELECT operator_id FROM s) AND status = 'active'`,
    [sha256(token), SESSION_IDLE_MS],
  );
  return row ?? null;
}

export async function revokeToken(q: Queryable, token: string): Promise<void> {
  await q.query(
    `UPDATE operator_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL`,
    [sha256(token)],
  );
}

export async function listOperatorRows(q: Queryable): Promise<OperatorRow[]> {
  return q.query<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators ORDER BY id`);
}
