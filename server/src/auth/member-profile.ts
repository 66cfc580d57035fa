import type { Queryable } from '../db/db';

/** The binding writes of the personal area (routes/account-bind.ts keeps no SQL). */
export async function setPhone(q: Queryable, memberId: number, phone: string, areaCode: string): Promise<void> {
  await q.query('UPDATE members SET phone = $2, area_code = $3 WHERE id = $1', [memberId, phone, areaCode]);
}

export async function setEmail(q: Queryable, memberId: number, email: string): Promise<void> {
  await q.query('UPDATE members SET email = $2 WHERE id = $1', [memberId, email]);
}

/** YYYY-MM-DD, or null when not set. */
export async function birthdayOf(q: Queryable, memberId: number): Promise<string | null> {
  const [row] = await q.query<{ birthday: string | null }>(`SELECT to_char(birthday, 'YYYY-MM-DD') AS birthday FROM members WHERE id = $1`, [memberId]);
  return row?.birthday ?? null;
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
