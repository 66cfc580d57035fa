import { ErrorCode } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { chinaDate } from '../time/china';
import { memberMessages } from '../messages/members';

/** SPEC §5 / §9: players are 18 or older. */
export const ADULT_AGE = 18;

/** The binding writes of the personal area (routes/account-bind.ts keeps no SQL). */
export async function setPhone(
  q: Queryable,
  memberId: number,
  phone: string,
  areaCode: string,
): Promise<void> {
  await q.query('UPDATE members SET phone = $2, area_code = $3 WHERE id = $1', [memberId, phone, areaCode]);
}

export async function setEmail(q: Queryable, memberId: number, email: string): Promise<void> {
  await q.query('UPDATE members SET email = $2 WHERE id = $1', [memberId, email]);
}

/** YYYY-MM-DD, or null when not set. */
export async function birthdayOf(q: Queryable, memberId: number): Promise<string | null> {
  const [row] = await q.query<{ birthday: string | null }>(
    `SELECT to_char(birthday, 'YYYY-MM-DD') AS birthday FROM members WHERE id = $1`,
    [memberId],
  );
  return row?.birthday ?? null;
}

/** Whole years from a YYYY-MM-DD birthday to `today` (YYYY-MM-DD, China time). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * The age rule of SPEC §5, enforced before the first bet and every game launch: the
 * member has set a birthday and is 18 or older on today's date in China.
 * @throws {ApiError} 6035 asking for the birthday, or saying the member is under 18.
 */
export async function assertAdult(q: Queryable, memberId: number, now = new Date()): Promise<void> {
  const birthday = await birthdayOf(q, memberId);
  if (!birthday) throw new ApiError(ErrorCode.AUTHENTICATION_REQUIRED, memberMessages.birthdayRequired);
  const today = chinaDate(now);
  if (ageOn(birthday, today) < ADULT_AGE)
    throw new ApiError(ErrorCode.AUTHENTICATION_REQUIRED, memberMessages.underAge);
}

/** Sets the given fields, leaving the others as they are. */
export async function setProfile(
  q: Queryable,
  memberId: number,
  p: { realName?: string | undefined; gender?: number | undefined; birthday?: string | undefined },
): Promise<void> {
  await q.query(
    `UPDATE members SET real_name = coalesce($2, real_name), gender = coalesce($3, gender), birthday = coalesce($4::date, birthday) WHERE id = $1`,
    [memberId, p.realName ?? null, p.gender ?? null, p.birthday ?? null],
  );
}
