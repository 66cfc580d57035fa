import { letterArgs, writeLetter } from '../letters/letters';
import { letterText } from '../messages/letters';
import { randomBytes, randomInt } from 'node:crypto';
import { ErrorCode, fenToYuanText, type funds } from '@site/shared/contract';
import type { Db, Queryable } from '../db/db';
import { formatChinaTime, toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import { moveMoney } from '../money/door';
import { publish } from '../money/events';
import { CENTER, systemWallet } from '../money/ledger';
import { fundsMemos, fundsMessages } from '../messages/funds';

export interface DepositRow {
  order_no: string;
  member_id: unknown;
  pay_type: funds.PayType;
  amount: unknown;
  coin_amount: unknown;
  rate: string | null;
  signal_code: string | null;
  status: funds.DepositOrder['status'];
  created_at: Date | string;
  finished_at: Date | string | null;
}

const COLUMNS =
  'order_no, member_id, pay_type, amount, coin_amount, rate, signal_code, status, created_at, finished_at';

/** Order numbers: a kind letter, China-time date and time, 8 random hex digits (unguessable: the gateway page is public). */
export function newOrderNo(kind: 'D' | 'W'): string {
  const stamp = formatChinaTime(new Date()).replace(/\D/g, '');
  return `${kind}${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

export function depositView(row: DepositRow): funds.DepositOrder {
  return {
    orderNo: row.order_no,
    payType: row.pay_type,
    amount: fenToYuanText(toInt(row.amount)),
    status: row.status,
    signalCode: row.signal_code,
    createTime: formatChinaTime(row.created_at),
    finishTime: row.finished_at === null ? null : formatChinaTime(row.finished_at),
  };
}

export async function findDeposit(q: Queryable, orderNo: string, memberId?: number): Promise<DepositRow> {
  const [row] = await q.query<DepositRow>(`SELECT ${COLUMNS} FROM deposit_orders WHERE order_no = $1`, [
    orderNo,
  ]);
  if (!row || (memberId !== undefined && toInt(row.member_id) !== memberId))
    throw new ApiError(ErrorCode.NOT_FOUND, fundsMessages.orderNotFound);
  return row;
}

export async function insertDeposit(
  q: Queryable,
  d: {
    memberId: number;
    payType: funds.PayType;
    amount: number;
    payerName: string;
    coinAmount: number | null;
    rate: string | null;
  },
): Promise<DepositRow> {
  const [row] = await q.query<DepositRow>(
    `INSERT INTO deposit_orders (order_no, member_id, pay_type, amount, payer_name, coin_amount, rate)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [newOrderNo('D'), d.memberId, d.payType, d.amount, d.payerName, d.coinAmount, d.rate],
  );
  if (!row) throw new Error('insert into deposit_orders returned no row');
  return row;
}

/** The gateway's answer for an order: `paid` credits the center wallet, `failed` does not. */
export type GatewayResult = 'paid' | 'failed';

/**
 * Completes or fails a pending order. Exactly once: the conditional UPDATE takes the order
 * out of `pending` under its row lock, and only the call that did so moves the money, in
 * the same transaction. Returns the order as it is afterwards and whether this call settled it.
 */
export async function settleDeposit(
  db: Db,
  orderNo: string,
  result: GatewayResult,
): Promise<{ order: DepositRow; changed: boolean }> {
  return db.tx(async (q) => {
    const [row] = await q.query<DepositRow>(
      `UPDATE deposit_orders SET status = $2, finished_at = now() WHERE order_no = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
      [orderNo, result],
    );
    if (!row) return { order: await findDeposit(q, orderNo), changed: false };
    if (result === 'paid') {
      await moveMoney(q, {
        kind: 'deposit',
        memberId: toInt(row.member_id),
        from: systemWallet('deposits'),
        to: CENTER,
        amount: toInt(row.amount),
        orderNo,
        memo: fundsMemos.deposit(orderNo),
      });
      await writeLetter(
        q,
        toInt(row.member_id),
        'notice',
        ...letterArgs(letterText.depositCredited(orderNo, toInt(row.amount))),
      );
      // Promotions pay a deposit bonus here, in this transaction (events-wiring.ts).
      await publish(q, 'deposit.credited', {
        memberId: toInt(row.member_id),
        orderNo,
        amountFen: toInt(row.amount),
      });
    }
    return { order: row, changed: true };
  });
}

/** Closes a pending order (the member gave up). Final orders are answered as they are. */
export async function closeDeposit(q: Queryable, orderNo: string, memberId: number): Promise<DepositRow> {
  await findDeposit(q, orderNo, memberId);
  const [row] = await q.query<DepositRow>(
    `UPDATE deposit_orders SET status = 'closed', finished_at = now() WHERE order_no = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
    [orderNo],
  );
  return row ?? findDeposit(q, orderNo, memberId);
}

/** A 6-character remark code (no 0/O/1/I), made once per order. */
export async function signalCodeOf(q: Queryable, orderNo: string, memberId: number): Promise<string> {
  const order = await findDeposit(q, orderNo, memberId);
  if (order.signal_code) return order.signal_code;
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const code = Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('');
  const [row] = await q.query<{ signal_code: string }>(
    `UPDATE deposit_orders SET signal_code = coalesce(signal_code, $2) WHERE order_no = $1 RETURNING signal_code`,
    [orderNo, code],
  );
  return row?.signal_code ?? code;
}
