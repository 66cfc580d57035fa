import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/db';
import { toInt } from '../db/db';
import { openWallets } from '../money/ledger';
import { memberMessages } from '../messages/members';
import { hashPassword } from '../security/passwords';

export interface NewMember {
  name: string;
  /** The md5 of the password, as clients send it (SPEC §3). */
  passwordMd5: string;
  /** Its scrypt hash when the caller made it already, outside its transaction (0.5 s of work). */
  passwordHash?: string;
  phone?: string;
  email?: string;
  realName?: string;
  siteId?: string;
  /** Opening balance in fen; a new wallet is always created, empty by default. */
  balanceFen?: number;
  /** YYYY-MM-DD; members who register set it later on /mine/userinfo. */
  birthday?: string | null;
}

export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/** A member, its wallet and a welcome letter, in the caller's transaction. */
export async function createMember(q: Queryable, m: NewMember): Promise<number> {
  const passwordHash = m.passwordHash ?? (await hashPassword(m.passwordMd5));
  const [row] = await q.query<{ id: unknown }>(
    `INSERT INTO members (name, password_hash, phone, email, real_name, site_id, birthday)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date) RETURNING id`,
    [
      m.name,
      passwordHash,
      m.phone ?? '',
      m.email ?? '',
      m.realName ?? '',
      m.siteId ?? '1001',
      m.birthday ?? null,
    ],
  );
  if (!row) throw new Error('insert into members returned no row');
  const id = toInt(row.id);
  // Wallets live in the ledger; an opening balance is a ledger pair like any other money.
  await openWallets(q, id, m.balanceFen ?? 0);
  await q.query(`INSERT INTO letters (member_id, category, title, content) VALUES ($1, 'notice', $2, $3)`, [
    id,
    memberMessages.welcomeLetter.title,
    memberMessages.welcomeLetter.content,
  ]);
  return id;
}

/** A name that passes the register rule of SPEC §5: starts with a letter, letters + digits, 4-11. */
export function randomMemberName(): string {
  return `dv${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

export function randomMainlandPhone(): string {
  return `138${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/**
 * Binds the member's real name when none is bound yet (a bound name changes only through
 * customer service). Returns the name bound, or null when one was there already.
 */
export async function bindRealNameOnce(
  q: Queryable,
  memberId: number,
  realName: string,
): Promise<string | null> {
  const [row] = await q.query<{ real_name: string }>(
    `UPDATE members SET real_name = $2 WHERE id = $1 AND real_name = '' RETURNING real_name`,
    [memberId, realName],
  );
  return row ? row.real_name : null;
}

/** True when a member already has this name; names are unique without regard to case. */
export async function memberNameTaken(q: Queryable, name: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM members WHERE lower(name) = lower($1)', [name]);
  return rows.length > 0;
}
