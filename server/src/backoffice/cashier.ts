import type { backoffice } from '@site/shared/backoffice-contract';
import { formatChinaTime, toInt, type Queryable } from '../db/db';
import { linkedAccounts } from './players';

/** The cashier's queues (issue 30 part 4): withdrawals with the signals a reviewer needs, deposits with their callbacks. */

/** A withdrawal at or above this (fen) is flagged for a closer look: 50,000 yuan. */
export const LARGE_WITHDRAWAL_FEN = 5_000_000;

interface WithdrawalSql {
  order_no: string;
  member_id: unknown;
  member_name: string;
  real_name: string;
  amount: unknown;
  fee: unknown;
  kind: string;
  holder_name: string;
  account_no: string;
  status: string;
  remark: string;
  created_at: Date | string;
  finished_at: Date | string | null;
  turnover_owed: unknown;
  active_bonuses: unknown;
  payer_mismatches: unknown;
  deposits_7d: unknown;
  earlier_paid: unknown;
  frozen: boolean;
}

const SELECT = `SELECT w.order_no, w.member_id, m.name AS member_name, m.real_name, w.amount, w.fee, w.kind,
    c.holder_name, c.account_no, w.status, w.remark, w.created_at, w.finished_at,
    (SELECT coalesce(sum(greatest(r.required_fen - r.done_fen, 0)), 0) FROM reward_turnover r
      WHERE r.member_id = w.member_id AND r.status = 'active') AS turnover_owed,
    (SELECT count(*) FROM reward_turnover r WHERE r.member_id = w.member_id AND r.status = 'active') AS active_bonuses,
    (SELECT count(*) FROM deposit_orders d WHERE d.member_id = w.member_id AND d.status = 'paid'
      AND d.payer_name <> '' AND d.payer_name <> m.real_name) AS payer_mismatches,
    (SELECT coalesce(sum(d.amount), 0) FROM deposit_orders d WHERE d.member_id = w.member_id AND d.status = 'paid'
      AND d.created_at > w.created_at - interval '7 days') AS deposits_7d,
    (SELECT count(*) FROM withdraw_orders e WHERE e.member_id = w.member_id AND e.status = 'approved'
      AND e.created_at < w.created_at) AS earlier_paid,
    EXISTS (SELECT 1 FROM member_restrictions x WHERE x.member_id = w.member_id AND x.kind LIKE 'freeze_%'
      AND x.lifted_at IS NULL AND x.starts_at <= now() AND (x.ends_at IS NULL OR x.ends_at > now())) AS frozen
  FROM withdraw_orders w JOIN members m ON m.id = w.member_id JOIN bank_cards c ON c.id = w.card_id`;

async function rowOf(q: Queryable, r: WithdrawalSql): Promise<backoffice.WithdrawalRow> {
  const memberId = toInt(r.member_id);
  const amount = toInt(r.amount);
  return {
    orderNo: r.order_no,
    memberId,
    memberName: r.member_name,
    realName: r.real_name,
    amount,
    fee: toInt(r.fee),
    kind: r.kind,
    cardHolder: r.holder_name,
    accountNo: r.account_no,
    status: r.status,
    remark: r.remark,
    createdAt: formatChinaTime(r.created_at),
    finishedAt: r.finished_at === null ? null : formatChinaTime(r.finished_at),
    signals: {
      turnoverOwed: toInt(r.turnover_owed),
      activeBonuses: toInt(r.active_bonuses),
      payerNameMismatches: toInt(r.payer_mismatches),
      cardHolderMatches: r.kind !== 'bank' || r.holder_name === r.real_name,
      linkedAccounts: new Set((await linkedAccounts(q, memberId)).map((l) => l.memberId)).size,
      depositsLast7Days: toInt(r.deposits_7d),
      firstWithdrawal: toInt(r.earlier_paid) === 0,
      overThreshold: amount >= LARGE_WITHDRAWAL_FEN,
      frozen: r.frozen,
    },
  };
}

export async function withdrawalQueue(q: Queryable, status: string, page: number, pageSize: number) {
  const [count] = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM withdraw_orders WHERE status = $1`,
    [status],
  );
  const rows = await q.query<WithdrawalSql>(
    `${SELECT} WHERE w.status = $1 ORDER BY w.created_at ${status === 'pending' ? 'ASC' : 'DESC'} LIMIT $2 OFFSET $3`,
    [status, pageSize, (page - 1) * pageSize],
  );
  const list = [];
  for (const r of rows) list.push(await rowOf(q, r));
  return { list, total: toInt(count?.n ?? 0) };
}

export async function withdrawalRow(q: Queryable, orderNo: string): Promise<backoffice.WithdrawalRow | null> {
  const [row] = await q.query<WithdrawalSql>(`${SELECT} WHERE w.order_no = $1`, [orderNo]);
  return row ? rowOf(q, row) : null;
}

export async function listDeposits(
  q: Queryable,
  f: { status?: string | undefined; memberId?: number | undefined },
  page: number,
  pageSize: number,
) {
  const params = [f.status ?? null, f.memberId ?? null];
  const where = `WHERE ($1::text IS NULL OR d.status = $1) AND ($2::bigint IS NULL OR d.member_id = $2)`;
  const [count] = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM deposit_orders d ${where}`,
    params,
  );
  const rows = await q.query<{
    order_no: string;
    member_id: unknown;
    member_name: string;
    amount: unknown;
    pay_type: string;
    payer_name: string;
    status: string;
    created_at: Date | string;
    finished_at: Date | string | null;
    callbacks: unknown;
  }>(
    `SELECT d.order_no, d.member_id, m.name AS member_name, d.amount, d.pay_type, d.payer_name, d.status, d.created_at,
            d.finished_at,
            (SELECT coalesce(jsonb_agg(jsonb_build_object('nonce', g.nonce, 'status', g.status, 'at', g.received_at)
                      ORDER BY g.received_at), '[]'::jsonb) FROM gateway_callbacks g WHERE g.order_no = d.order_no) AS callbacks
       FROM deposit_orders d JOIN members m ON m.id = d.member_id ${where}
      ORDER BY d.created_at DESC LIMIT $3 OFFSET $4`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  const list = rows.map((r) => ({
    orderNo: r.order_no,
    memberId: toInt(r.member_id),
    memberName: r.member_name,
    amount: toInt(r.amount),
    payType: r.pay_type,
    payerName: r.payer_name,
    status: r.status,
    createdAt: formatChinaTime(r.created_at),
    finishedAt: r.finished_at === null ? null : formatChinaTime(r.finished_at),
    callbacks: (r.callbacks as { nonce: string; status: string; at: string }[]).map((c) => ({
      nonce: c.nonce,
      status: c.status,
      receivedAt: formatChinaTime(c.at),
    })),
  }));
  return { list, total: toInt(count?.n ?? 0) };
}
