import { letterArgs, writeLetter } from '../letters/letters';
import { letterText } from '../messages/letters';
import { ErrorCode, fenToYuanText, type funds } from '@site/shared/contract';
import type { Db, Queryable } from '../db/db';
import { formatChinaTime, toInt } from '../db/db';
import { maskRealName } from '../auth/mask';
import { ApiError } from '../http/api-error';
import { fundsMemos as memos, fundsMessages as text } from '../messages/funds';
import { assertMayMove, moveMoney } from '../money/door';
import { WITHDRAW_CFG, withdrawFee, type WithdrawCfg } from './catalog';
import { newOrderNo } from './deposits';
import { CENTER, LOCK, systemWallet } from '../money/ledger';
import type { JobSpec } from '../jobs/jobs';
import { dayStart as chinaDayStart } from '../time/china';

export interface CardRow {
  id: unknown;
  member_id: unknown;
  kind: 'bank' | 'usdt';
  bank_code: string;
  bank_name: string;
  account_no: string;
  holder_name: string;
  created_at: Date | string;
}

interface OrderRow {
  order_no: string;
  member_id: unknown;
  kind: 'bank' | 'usdt';
  card_id: unknown;
  amount: unknown;
  fee: unknown;
  status: funds.WithdrawOrder['status'];
  remark: string;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const ORDER_COLUMNS =
  'order_no, member_id, kind, card_id, amount, fee, status, remark, created_at, finished_at';

/** Holder names are masked by the site's one rule (王**), card numbers show only the last 4 digits. */
export function cardView(c: CardRow): funds.BankCard {
  const no = c.account_no;
  return {
    id: toInt(c.id),
    kind: c.kind,
    bankCode: c.bank_code,
    bankName: c.bank_name,
    accountNo: no.length > 8 ? `${no.slice(0, 4)} **** **** ${no.slice(-4)}` : no,
    holderName: c.holder_name ? maskRealName(c.holder_name) : '',
    createTime: formatChinaTime(c.created_at),
  };
}

export async function memberCards(
  q: Queryable,
  memberId: number,
  kind?: 'bank' | 'usdt',
): Promise<CardRow[]> {
  return q.query<CardRow>(
    `SELECT id, member_id, kind, bank_code, bank_name, account_no, holder_name, created_at FROM bank_cards
      WHERE member_id = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY id`,
    [memberId, kind ?? null],
  );
}

async function orderView(q: Queryable, row: OrderRow): Promise<funds.WithdrawOrder> {
  const [card] = await q.query<CardRow>(
    'SELECT id, member_id, kind, bank_code, bank_name, account_no, holder_name, created_at FROM bank_cards WHERE id = $1',
    [toInt(row.card_id)],
  );
  if (!card) throw new Error(`card ${String(row.card_id)} of withdrawal ${row.order_no} is missing`);
  const amount = toInt(row.amount);
  const fee = toInt(row.fee);
  return {
    orderNo: row.order_no,
    kind: row.kind,
    amount: fenToYuanText(amount),
    fee: fenToYuanText(fee),
    actualAmount: fenToYuanText(amount - fee),
    status: row.status,
    card: cardView(card),
    remark: row.remark,
    createTime: formatChinaTime(row.created_at),
    finishTime: row.finished_at === null ? null : formatChinaTime(row.finished_at),
  };
}

export async function findWithdrawal(
  q: Queryable,
  orderNo: string,
  memberId?: number,
): Promise<funds.WithdrawOrder> {
  const [row] = await q.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM withdraw_orders WHERE order_no = $1`, [
    orderNo,
  ]);
  if (!row || (memberId !== undefined && toInt(row.member_id) !== memberId))
    throw new ApiError(ErrorCode.NOT_FOUND, text.orderNotFound);
  return orderView(q, row);
}

/** Today's (China time) withdrawals of a member that were not rejected: count and fen. */
export async function todayUsage(
  q: Queryable,
  memberId: number,
  kind: 'bank' | 'usdt',
): Promise<{ count: number; amount: number }> {
  const dayStart = new Date(chinaDayStart(Date.now()));
  const [row] = await q.query<{ n: unknown; total: unknown }>(
    `SELECT count(*) AS n, coalesce(sum(amount), 0) AS total FROM withdraw_orders
      WHERE member_id = $1 AND kind = $2 AND created_at >= $3 AND status <> 'rejected'`,
    [memberId, kind, dayStart],
  );
  return { count: row ? toInt(row.n) : 0, amount: row ? toInt(row.total) : 0 };
}

/**
 * A withdrawal: checks the card and the limits, then locks the amount (center → lock) and
 * records the order, in the caller's transaction.
 * @throws {MoneyRefusedError} 6413 while a bonus's turnover is owed, 6030 withdrawals frozen.
 * @throws {ApiError} 6004 unknown card; 6007 limits, daily count or balance.
 */
export async function createWithdrawal(
  q: Queryable,
  w: { memberId: number; cardId: number; amount: number; requestId: string },
  cfgs: Record<'bank' | 'usdt', WithdrawCfg> = WITHDRAW_CFG,
): Promise<funds.WithdrawOrder> {
  const lock = {
    kind: 'withdraw_lock',
    memberId: w.memberId,
    from: CENTER,
    to: LOCK,
    amount: w.amount,
  } as const;
  // The money rules first (6413 while a bonus's turnover is owed, a withdrawal freeze).
  await assertMayMove(q, lock);
  const [card] = await q.query<CardRow>('SELECT id, kind FROM bank_cards WHERE id = $1 AND member_id = $2', [
    w.cardId,
    w.memberId,
  ]);
  if (!card) throw new ApiError(ErrorCode.NOT_FOUND, text.withdrawAccountNotFound);
  const cfg = cfgs[card.kind];
  if (w.amount < cfg.minFen || w.amount > cfg.maxFen) {
    throw new ApiError(
      ErrorCode.INVALID_PARAMETER,
      text.withdrawAmountRange(fenToYuanText(cfg.minFen), fenToYuanText(cfg.maxFen)),
    );
  }
  // The caller holds the member lock (lockMember), so two withdrawals cannot both pass the daily limits.
  const used = await todayUsage(q, w.memberId, card.kind);
  if (used.count >= cfg.dailyCount)
    throw new ApiError(ErrorCode.INVALID_PARAMETER, text.withdrawDailyCount(cfg.dailyCount));
  if (used.amount + w.amount > cfg.dailyMaxFen) {
    throw new ApiError(
      ErrorCode.INVALID_PARAMETER,
      text.withdrawDailyAmount(fenToYuanText(Math.max(0, cfg.dailyMaxFen - used.amount))),
    );
  }
  const orderNo = newOrderNo('W');
  await moveMoney(q, {
    ...lock,
    requestId: w.requestId,
    orderNo,
    memo: memos.withdrawLock(orderNo),
  });
  const [row] = await q.query<OrderRow>(
    `INSERT INTO withdraw_orders (order_no, member_id, kind, card_id, amount, fee) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${ORDER_COLUMNS}`,
    [orderNo, w.memberId, card.kind, w.cardId, w.amount, withdrawFee(cfg, w.amount)],
  );
  if (!row) throw new Error('insert into withdraw_orders returned no row');
  return orderView(q, row);
}

export type Decision = 'approve' | 'reject';

/**
 * The operator's decision on a pending withdrawal: approve pays the locked money out of the
 * site (lock → withdrawals), reject returns it (lock → center). Once only, by the
 * conditional UPDATE. Returns null when the order is unknown or no longer pending.
 */
export async function decideWithdrawal(
  db: Db,
  orderNo: string,
  decision: Decision,
  remark = '',
): Promise<funds.WithdrawOrder | null> {
  return db.tx(async (q) => {
    const [row] = await q.query<OrderRow>(
      `UPDATE withdraw_orders SET status = $2, remark = $3, finished_at = now()
        WHERE order_no = $1 AND status = 'pending' RETURNING ${ORDER_COLUMNS}`,
      [
        orderNo,
        decision === 'approve' ? 'approved' : 'rejected',
        remark || (decision === 'approve' ? text.withdrawApproved : text.withdrawRejected),
      ],
    );
    if (!row) return null;
    const memberId = toInt(row.member_id);
    const amount = toInt(row.amount);
    if (decision === 'approve') {
      await moveMoney(q, {
        kind: 'withdraw_approve',
        memberId,
        from: LOCK,
        to: systemWallet('withdrawals'),
        amount,
        orderNo,
        memo: memos.withdrawPaid(orderNo),
      });
    } else {
      await moveMoney(q, {
        kind: 'withdraw_reject',
        memberId,
        from: LOCK,
        to: CENTER,
        amount,
        orderNo,
        memo: memos.withdrawReturned(orderNo),
      });
    }
    await writeLetter(
      q,
      memberId,
      'notice',
      ...letterArgs(
        decision === 'approve'
          ? letterText.withdrawApproved(orderNo, amount)
          : letterText.withdrawRejected(orderNo, amount, row.remark ?? ''),
      ),
    );
    return orderView(q, row);
  });
}

export async function pendingWithdrawals(db: Db, olderThanMs = 0): Promise<string[]> {
  const rows = await db.query<{ order_no: string }>(
    `SELECT order_no FROM withdraw_orders WHERE status = 'pending' AND created_at <= now() - $1 * interval '1 millisecond' ORDER BY created_at LIMIT 100`,
    [olderThanMs],
  );
  return rows.map((r) => r.order_no);
}

/**
 * The automatic operator as a job of the app: every second, decides the withdrawals pending
 * longer than `delayMs`. A sweep rather than one timer per order, so orders left pending by a
 * restart are decided too.
 */
export function autoOperatorJob(db: Db, options: { decision: Decision; delayMs: number }): JobSpec {
  return {
    name: 'funds.auto-operator',
    everyMs: Math.min(1000, Math.max(50, options.delayMs)),
    run: async () => {
      for (const orderNo of await pendingWithdrawals(db, options.delayMs)) {
        await decideWithdrawal(
          db,
          orderNo,
          options.decision,
          options.decision === 'approve' ? text.autoApproved : text.autoRejected,
        );
      }
    },
  };
}
