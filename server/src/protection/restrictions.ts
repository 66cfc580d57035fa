import { ErrorCode } from '@site/shared/contract';
import { formatChinaTime, toInt, type Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { protectionMessages as text } from '../messages/protection';

export type BreakKind = 'timeout' | 'self_exclusion';

/** How long each choice lasts (a SQL interval). Months and years are calendar ones. */
export const BREAK_INTERVALS = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6w': '42 days',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
} as const;
export type BreakDuration = keyof typeof BREAK_INTERVALS;

/** The member's own time-out or self-exclusion in force, the longest, or null (migration 028). */
export async function restrictionInForce(
  q: Queryable,
  memberId: number,
): Promise<{ kind: BreakKind; endsAt: string } | null> {
  const [row] = await q.query<{ kind: BreakKind; ends_at: Date }>(
    `SELECT kind, ends_at FROM member_restrictions
      WHERE member_id = $1 AND kind IN ('timeout', 'self_exclusion') AND lifted_at IS NULL
        AND starts_at <= now() AND ends_at > now()
      ORDER BY (kind = 'self_exclusion') DESC, ends_at DESC LIMIT 1`,
    [memberId],
  );
  return row ? { kind: row.kind, endsAt: formatChinaTime(row.ends_at) } : null;
}

/**
 * Starts a time-out or self-exclusion now (database time, as the play policy reads it) and ends
 * every session of the member, in the caller's transaction. Never replaces a longer one: a
 * shorter request adds a row that the longer one outlasts.
 */
export async function startBreak(
  q: Queryable,
  memberId: number,
  kind: BreakKind,
  duration: BreakDuration,
): Promise<{ kind: BreakKind; endsAt: string }> {
  const [row] = await q.query<{ ends_at: Date }>(
    `INSERT INTO member_restrictions (member_id, kind, ends_at, reason, created_by)
     VALUES ($1, $2, now() + $3::interval, $4, 'member') RETURNING ends_at`,
    [memberId, kind, BREAK_INTERVALS[duration], duration],
  );
  if (!row) throw new Error('insert into member_restrictions returned no row');
  await q.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL', [
    memberId,
  ]);
  return { kind, endsAt: formatChinaTime(row.ends_at) };
}

/**
 * Lifts a restriction (an operator's freeze, or any restriction after its end). The one place
 * that lifts: a member's time-out or self-exclusion is refused before its end, whoever asks
 * (issue 29: operators may see them, never shorten them).
 * @throws {ApiError} 6003 for a time-out or self-exclusion still in force; 6004 for no such row.
 */
export async function liftRestriction(q: Queryable, id: number, liftedBy: string): Promise<void> {
  const [row] = await q.query<{ kind: string; ends_at: Date | null; in_force: boolean }>(
    `SELECT kind, ends_at, (ends_at IS NULL OR ends_at > now()) AS in_force
       FROM member_restrictions WHERE id = $1 AND lifted_at IS NULL FOR UPDATE`,
    [id],
  );
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND);
  if ((row.kind === 'timeout' || row.kind === 'self_exclusion') && row.in_force)
    throw new ApiError(ErrorCode.ACCESS_DENIED, text.cannotLift(formatChinaTime(row.ends_at ?? new Date())));
  await q.query('UPDATE member_restrictions SET lifted_at = now(), lifted_by = $2 WHERE id = $1', [
    id,
    liftedBy,
  ]);
}

/** 6003 while the member is timed out or self-excluded (promotions, deposits). */
export async function refuseWhileRestricted(q: Queryable, memberId: number, message: string): Promise<void> {
  if (await restrictionInForce(q, memberId)) throw new ApiError(ErrorCode.ACCESS_DENIED, message);
}

/**
 * Refuses a phone, e-mail or real name that belongs to another member in self-exclusion now
 * (LCCP 3.5.3: no new account while excluded). Registration takes only a name and password on
 * this site; these identities arrive when bound, so the binding calls ask here.
 * @throws {ApiError} 6003 naming why.
 */
export async function refuseExcludedIdentity(
  q: Queryable,
  memberId: number,
  identity: { phone?: string | undefined; email?: string | undefined; realName?: string | undefined },
): Promise<void> {
  const [row] = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM members m
      WHERE m.id <> $1
        AND (($2::text <> '' AND m.phone = $2) OR ($3::text <> '' AND lower(m.email) = lower($3))
          OR ($4::text <> '' AND m.real_name = $4))
        AND EXISTS (SELECT 1 FROM member_restrictions r WHERE r.member_id = m.id AND r.kind = 'self_exclusion'
          AND r.lifted_at IS NULL AND r.starts_at <= now() AND r.ends_at > now())`,
    [memberId, identity.phone ?? '', identity.email ?? '', identity.realName ?? ''],
  );
  if (toInt(row?.n ?? 0) > 0) throw new ApiError(ErrorCode.ACCESS_DENIED, text.excludedIdentity);
}

/**
 * Refuses a registration from a device (the `uuid` header) that a member in self-exclusion now
 * has used (LCCP 3.5.3: no new account while excluded). Registration asks for no phone, e-mail
 * or real name, so the device is what a second account from the same person shares at once.
 * @throws {ApiError} 6003 naming why.
 */
export async function refuseExcludedDevice(q: Queryable, uuid: string): Promise<void> {
  if (!uuid) return;
  const [row] = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM trusted_devices d
      WHERE d.uuid = $1
        AND EXISTS (SELECT 1 FROM member_restrictions r WHERE r.member_id = d.member_id AND r.kind = 'self_exclusion'
          AND r.lifted_at IS NULL AND r.starts_at <= now() AND r.ends_at > now())`,
    [uuid],
  );
  if (toInt(row?.n ?? 0) > 0) throw new ApiError(ErrorCode.ACCESS_DENIED, text.excludedDevice);
}
