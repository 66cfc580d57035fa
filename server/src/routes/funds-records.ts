import type { FastifyInstance } from 'fastify';
import { ErrorCode, fenToYuanText, funds } from '@site/shared/contract';
import type { Db } from '../db/db';
import { formatChinaTime, toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import type { SessionStore } from '../session/sessions';

type DealType = funds.DealRecord['type'];

const TYPE_NAMES: Record<DealType, string> = { deposit: '存款', withdraw: '提款', transfer: '转账', bet: '投注', other: '其他' };
const STATUS_NAMES: Record<string, string> = {
  pending: '处理中',
  paid: '成功',
  failed: '失败',
  closed: '已关闭',
  approved: '成功',
  rejected: '已拒绝',
  success: '成功',
};

/** Midnight China time of a YYYY-MM-DD date. @throws {ApiError} 6007 for a date that does not exist. */
function chinaDay(text: string, field: string): Date {
  const date = new Date(`${text}T00:00:00+08:00`);
  if (Number.isNaN(date.getTime()) || formatChinaTime(date).slice(0, 10) !== text) {
    throw new ApiError(ErrorCode.INVALID_PARAMETER, `参数 ${field} 错误：日期不存在`);
  }
  return date;
}

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

/** transactions/queryDealRecord: the member's record, newest first, by type and China-time dates. */
export function fundsRecordRoutes(app: FastifyInstance, db: Db, sessions: SessionStore): void {
  route(app, funds.queryDealRecord, async (input, request) => {
    const m = await sessions.requireMember(request);
    const from = input.startDate ? chinaDay(input.startDate, 'startDate') : new Date(0);
    const to = input.endDate ? new Date(chinaDay(input.endDate, 'endDate').getTime() + 24 * 3600_000) : new Date('9999-12-31T00:00:00Z');
    if (from >= to) throw new ApiError(ErrorCode.INVALID_PARAMETER, '开始日期不能晚于结束日期');
    const where = `WHERE ($2 = 'all' OR type = $2) AND created_at >= $3 AND created_at < $4`;
    const params = [m.id, input.type, from, to];
    const [count] = await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM (${RECORDS}) r ${where}`, params);
    const rows = await db.query<{ id: string; type: DealType; amount: unknown; status: string; order_no: string; remark: string; created_at: Date | string }>(
      `SELECT * FROM (${RECORDS}) r ${where} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
      [...params, input.pageSize, (input.pageNum - 1) * input.pageSize],
    );
    return {
      list: rows.map((r) => ({
        id: r.id,
        type: r.type,
        typeName: TYPE_NAMES[r.type],
        amount: fenToYuanText(toInt(r.amount)),
        status: r.status,
        statusName: STATUS_NAMES[r.status] ?? r.status,
        orderNo: r.order_no,
        remark: r.remark,
        createTime: formatChinaTime(r.created_at),
      })),
      total: count ? toInt(count.n) : 0,
      pageNum: input.pageNum,
      pageSize: input.pageSize,
    };
  });
}
