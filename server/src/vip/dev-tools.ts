import { yuanTextToFen } from '@site/shared/contract';
import type { Db, Queryable } from '../db/db';
import { insertDeposit, settleDeposit } from '../funds/deposits';

/** Dev tools only: moves the member's last upgrade a day back, as if tomorrow had come. */
export async function shiftMemberClock(q: Queryable, memberId: number): Promise<void> {
  await q.query(`UPDATE members SET vip_upgraded_at = vip_upgraded_at - interval '1 day' WHERE id = $1`, [
    memberId,
  ]);
}

/**
 * Dev tools only, to reach a grade quickly in tests: a real deposit order paid through the
 * gateway path (ledger, letter and all) and a settled slot round of `turnover` stake that
 * returns its stake (valid turnover without changing the balance).
 */
export async function addActivity(
  db: Db,
  memberId: number,
  deposit: string | undefined,
  turnover: string | undefined,
): Promise<void> {
  if (deposit) {
    const order = await db.tx((q) =>
      insertDeposit(q, {
        memberId,
        payType: 'bank',
        amount: yuanTextToFen(deposit),
        payerName: '',
        coinAmount: null,
        rate: null,
      }),
    );
    await settleDeposit(db, order.order_no, 'paid');
  }
  if (turnover) {
    const fen = yuanTextToFen(turnover);
    await db.query(
      `INSERT INTO game_rounds (member_id, round_id, venue_code, game_code, kind, stake, win, detail)
       SELECT $1, 'dev-' || md5(random()::text), g.venue_code, g.code, 'slot', $2, $2, '{"dev":true}' FROM games g WHERE g.category = 'DZ' ORDER BY g.code LIMIT 1`,
      [memberId, fen],
    );
  }
}
