import { ErrorCode } from '@site/shared/contract';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import type { CardRow } from './withdrawals';
import { fundsMessages } from '../messages/funds';

/** Minutes a passed e-mail check allows a reset without the old withdrawal password. */
export const EMAIL_CHECK_MINUTES = 10;

/** The withdrawal password and payout accounts: the data access of routes/funds-withdraw.ts. */
export async function withdrawPasswordHash(q: Queryable, memberId: number): Promise<string | null> {
  const [row] = await q.query<{ password_hash: string }>(
    'SELECT password_hash FROM withdraw_passwords WHERE member_id = $1',
    [memberId],
  );
  return row?.password_hash ?? null;
}

/** False when the member already has one. */
export async function insertWithdrawPassword(q: Queryable, memberId: number, hash: string): Promise<boolean> {
  const rows = await q.query(
    'INSERT INTO withdraw_passwords (member_id, password_hash) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING RETURNING member_id',
    [memberId, hash],
  );
  return rows.length === 1;
}

export async function withdrawPasswordState(
  q: Queryable,
  memberId: number,
): Promise<{ hash: string; emailChecked: boolean } | null> {
  const [row] = await q.query<{ password_hash: string; checked: boolean }>(
    'SELECT password_hash, coalesce(email_checked_until > now(), false) AS checked FROM withdraw_passwords WHERE member_id = $1',
    [memberId],
  );
  return row ? { hash: row.password_hash, emailChecked: row.checked } : null;
}

export async function replaceWithdrawPassword(q: Queryable, memberId: number, hash: string): Promise<void> {
  await q.query(
    'UPDATE withdraw_passwords SET password_hash = $2, email_checked_until = NULL, updated_at = now() WHERE member_id = $1',
    [memberId, hash],
  );
}

/** Opens the reset-by-e-mail window; false when no withdrawal password is set. */
export async function markEmailChecked(q: Queryable, memberId: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE withdraw_passwords SET email_checked_until = now() + $2 * interval '1 minute' WHERE member_id = $1 RETURNING member_id`,
    [memberId, EMAIL_CHECK_MINUTES],
  );
  return rows.length === 1;
}

/** Adds a payout account, at most `max` of a kind. @throws 6007 past the maximum, 6009 for the same account twice. */
export async function addPayoutAccount(
  db: Db,
  p: { memberId: number; kind: 'bank' | 'usdt'; values: [string, string, string, string]; max: number },
): Promise<CardRow> {
  return db.tx(async (q) => {
    const [count] = await q.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM bank_cards WHERE member_id = $1 AND kind = $2',
      [p.memberId, p.kind],
    );
    if (Number(count?.n ?? 0) >= p.max)
      throw new ApiError(ErrorCode.INVALID_PARAMETER, fundsMessages.withdrawAccountsMax(p.max));
    const [row] = await q.query<CardRow>(
      `INSERT INTO bank_cards (member_id, kind, bank_code, bank_name, account_no, holder_name) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (member_id, kind, account_no) DO NOTHING
       RETURNING id, member_id, kind, bank_code, bank_name, account_no, holder_name, created_at`,
      [p.memberId, p.kind, ...p.values],
    );
    if (!row) throw new ApiError(ErrorCode.DATA_EXISTS, fundsMessages.withdrawAccountBound);
    return row;
  });
}
