import type { funds } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { toInt } from '../db/db';

type DealType = funds.DealRecord['type'];

/** Ledger kinds that are rewards (migration 008): the 'bonus' type of the record. */
const REWARD_KINDS = [
  'promo_bonus',
  'promo_void',
  'deposit_bonus',
  'vip_upgrade',
  'vip_birthday',
  'vip_red_packet',
  'rebate',
  'points_exchange',
  'invite_reward',
  'task_reward',
  'sign_reward',
  'draw_prize',
  'race_prize',
] as const;
const inList = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(', ');

// One row per thing the member did: deposit and withdrawal orders in every status, and
// the ledger movements (a withdrawal's lock and release live on its order row): transfers
// between wallets, the sportsbook's stakes, payouts and refunds, the demo games' stakes
// and wins, and rewards. `kind` names the movement (its own label); the sign follows the
// wallet the movement leaves or reaches: money out of the member's wallet is negative, a
// move between two venue wallets is shown as what left the first. The order number is a
// column of its own, never repeated in the remark.
const RECORDS = `
  SELECT 'D' || order_no AS id, 'deposit' AS type, 'deposit' AS kind, amount, status, order_no, '' AS remark, created_at
    FROM deposit_orders WHERE member_id = $1
  UNION ALL
  SELECT 'W' || order_no, 'withdraw', 'withdraw', -amount, status, order_no, remark, created_at
    FROM withdraw_orders WHERE member_id = $1
  UNION ALL
  SELECT 'T' || id,
      CASE WHEN kind = 'opening' THEN 'other'
           WHEN kind IN ('venue_in', 'venue_out', 'wallet_transfer') THEN 'transfer'
           WHEN kind IN (${inList(REWARD_KINDS)}) THEN 'bonus'
           ELSE 'bet' END,
      kind,
      CASE WHEN kind IN ('sport_stake', 'game_bet', 'venue_in', 'wallet_transfer', 'promo_void') THEN -amount ELSE amount END,
      'success', COALESCE(order_no, ''),
      CASE WHEN order_no IS NOT NULL AND order_no <> '' THEN btrim(replace(memo, order_no, '')) ELSE memo END,
      created_at
    FROM ledger_transfers WHERE member_id = $1
      AND kind IN ('venue_in', 'venue_out', 'wallet_transfer', 'opening', 'sport_stake', 'sport_payout', 'sport_refund',
                   'game_bet', 'game_win', ${inList(REWARD_KINDS)})`;

export interface DealRow {
  id: string;
  type: DealType;
  /** The ledger kind (or deposit / withdraw): what the row gets its own label by. */
  kind: string;
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
export async function dealRecordPage(
  q: Queryable,
  memberId: number,
  query: DealQuery,
): Promise<{ rows: DealRow[]; total: number }> {
  const where = `WHERE ($2 = 'all' OR type = $2) AND created_at >= $3 AND created_at < $4`;
  const params = [memberId, query.type, query.from, query.to];
  const [count] = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM (${RECORDS}) r ${where}`, params);
  const rows = await q.query<{
    id: string;
    type: DealType;
    kind: string;
    amount: unknown;
    status: string;
    order_no: string;
    remark: string;
    created_at: Date | string;
  }>(`SELECT * FROM (${RECORDS}) r ${where} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`, [
    ...params,
    query.pageSize,
    (query.pageNum - 1) * query.pageSize,
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      type: r.type,
      kind: r.kind,
      amount: toInt(r.amount),
      status: r.status,
      orderNo: r.order_no,
      remark: r.remark,
      createdAt: r.created_at,
    })),
    total: count ? toInt(count.n) : 0,
  };
}
