import type { Queryable } from '../db/db';

// A member's wallet preferences (migration 004 wallet_settings): today the auto-transfer
// switch of the transfer page, which game launch reads to move the center balance in.

/** True when the member turned auto transfer on; off for a member who never set it. */
export async function autoTransferOn(q: Queryable, memberId: number): Promise<boolean> {
  const [row] = await q.query<{ auto_transfer: boolean }>(
    'SELECT auto_transfer FROM wallet_settings WHERE member_id = $1',
    [memberId],
  );
  return row?.auto_transfer === true;
}

export async function setAutoTransfer(q: Queryable, memberId: number, on: boolean): Promise<void> {
  await q.query(
    `INSERT INTO wallet_settings (member_id, auto_transfer) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET auto_transfer = EXCLUDED.auto_transfer`,
    [memberId, on],
  );
}
