import type { Queryable } from '../db/db';
import { toInt } from '../db/db';
import { LOGIN_LIMITS } from './login-guard';

/** What login and recovery need of a member. */
export interface AuthMember {
  id: number;
  name: string;
  passwordHash: string;
  phone: string;
  email: string;
  frozen: boolean;
  /** Minutes left of a brute-force lock, 0 when not locked. */
  lockedMinutes: number;
  inactive: boolean;
}

/** The member of a login name, case-insensitive (names are unique that way). */
export async function findMemberByName(q: Queryable, name: string): Promise<AuthMember | null> {
  const [row] = await q.query<{
    id: unknown;
    name: string;
    password_hash: string;
    phone: string;
    email: string;
    status: string;
    locked_minutes: unknown;
    inactive: boolean;
  }>(
    // An operator's login freeze (back office, migration 030) reads as a frozen account.
    `SELECT id, name, password_hash, phone, email,
            CASE WHEN EXISTS (SELECT 1 FROM member_restrictions r WHERE r.member_id = members.id
              AND r.kind = 'freeze_login' AND r.lifted_at IS NULL AND r.starts_at <= now()
              AND (r.ends_at IS NULL OR r.ends_at > now())) THEN 'frozen' ELSE status END AS status,
            CASE WHEN locked_until > now() THEN ceil(extract(epoch FROM locked_until - now()) / 60)::int ELSE 0 END AS locked_minutes,
            coalesce(last_login_at < now() - $2 * interval '1 day', false) AS inactive
       FROM members WHERE lower(name) = lower($1)`,
    [name.trim(), LOGIN_LIMITS.inactiveDays],
  );
  if (!row) return null;
  return {
    id: toInt(row.id),
    name: row.name,
    passwordHash: row.password_hash,
    phone: row.phone,
    email: row.email,
    frozen: row.status === 'frozen',
    lockedMinutes: toInt(row.locked_minutes),
    inactive: row.inactive,
  };
}

/** Ends every session of the member except `keepToken` (a password change keeps the current one). */
export async function revokeOtherSessions(
  q: Queryable,
  memberId: number,
  keepToken: string | null,
): Promise<void> {
  await q.query(
    `UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token <> $2)`,
    [memberId, keepToken],
  );
}

/** A new login password (recovery or change); a brute-force lock lifts with it. */
export async function setPasswordHash(q: Queryable, memberId: number, hash: string): Promise<void> {
  await q.query('UPDATE members SET password_hash = $2, locked_until = NULL WHERE id = $1', [memberId, hash]);
}

/** True when another member already has this phone / e-mail bound. */
export async function boundElsewhere(
  q: Queryable,
  field: 'phone' | 'email',
  target: string,
  memberId: number,
): Promise<boolean> {
  const column = field === 'phone' ? 'phone' : 'lower(email)';
  const [other] = await q.query(`SELECT id FROM members WHERE ${column} = $1 AND id <> $2 LIMIT 1`, [
    target,
    memberId,
  ]);
  return other !== undefined;
}

/** The open new-device challenge of the member on this device, or null. */
export async function openChallengeId(q: Queryable, memberId: number, uuid: string): Promise<number | null> {
  const [row] = await q.query<{ id: unknown }>(
    `SELECT id FROM login_challenges WHERE member_id = $1 AND uuid = $2 AND done_at IS NULL AND expires_at > now() ORDER BY id DESC LIMIT 1`,
    [memberId, uuid],
  );
  return row ? toInt(row.id) : null;
}
