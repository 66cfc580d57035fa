import type { funds } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { toInt } from '../db/db';

type DealType = funds.DealRecord['type'];

// One row per thing the member did: deposit and withdrawal orders in every status, and
// the transfers between wallets (a withdrawal's lock and release live on its order row),
// the sportsbook's stakes (out of the center wallet) and payouts and refunds (into it),
// and the demo games' stakes and wins (in the venue wallet; the memo names the game).
const RECORDS = `
  SELECT 'D' || order_no AS id, 'deposit' AS type, amount, status, order_no, '' AS remark, created_at
    FROM deposit_orders WHERE member_id = $1
  UNION ALL
  SELECT 'W' || order_no, 'withdraw', -amount, status, order_no, remark, created_at
    FROM withdraw_orders WHERE member_id = $1
  UNION ALL
  SELECT 'T' || id,
      CASE WHEN kind = 'opening' THEN 'other' WHEN kind IN ('venue_in', 'venue_out', 'wallet_transfer') THEN 'transfer' ELSE 'bet' END,
      CASE WHEN kind IN ('sport_stake', 'game_bet') THEN -amount ELSE amount END,
      'success', CASE WHEN kind LIKE 'sport%' OR kind LIKE 'game%' THEN COALESCE(order_no, '') ELSE '' END, memo, created_at
    FROM ledger_transfers WHERE member_id = $1
      AND kind IN ('venue_in', 'venue_out', 'wallet_transfer', 'opening', 'sport_stake', 'sport_payout', 'sport_refund', 'game_bet', 'game_win')`;

export interface DealRow {
  id: string;
  type: DealType;
  /** Fen, negative for money that left the member. */
  amount: number;
  status: string;
  orderNo: string;
  remark: string;
  createdAt: Date | string;
}

export interface DealQuery {
  type: DealType | 'all';
  /** Inclusive start and exclusive end of the period. */
  from: Date;
  to: Date;
  pageNum: number;
  pageSize: number;
}

/** One page of the member's records of a type in a period, newest first, with the total count. */
export async function dealRecordPage(q: Queryable, memberId: number, query: DealQuery): Promise<{ rows: DealRow[]; total: number }> {
  const where = `WHERE ($2 = 'all' OR type = $2) AND created_at >= $3 AND created_at < $4`;
  const params = [memberId, query.type, query.from, query.to];
  const [count] = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM (${RECORDS}) r ${where}`, params);
  const rows = await q.query<{ id: string; type: DealType; amount: unknown; status: string; order_no: string; remark: string; created_at: Date | string }>(
    `SELECT * FROM (${RECORDS}) r ${where} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
  );
  return {
    rows: rows.map((r) => ({ id: r.id, type: r.type, amount: toInt(r.amount), status: r.status, orderNo: r.order_no, remark: r.remark, createdAt: r.created_at })),
    total: count ? toInt(count.n) : 0,
  };
}
