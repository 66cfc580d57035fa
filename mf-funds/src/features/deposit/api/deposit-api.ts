import { request } from '@site/shared/api';
import { funds, type RequestOf } from '@site/shared/contract';

/**
 * Places a deposit order. `requestId` makes it idempotent: pass the same id when retrying
 * the same order after a lost answer. Rejects as `request` does (6449 when a bank-card or
 * USDT order needs the real name first; the client also opens its dialog).
 */
export function payDeposit(order: RequestOf<typeof funds.pay>, requestId: string) {
  return request(funds.pay, order, { requestId });
}

/** The order as it is now; rejects with ApiError 6004 for an unknown order or another member's. */
export function fetchDepositOrder(orderNo: string) {
  return request(funds.getDepositOrderStatus, { orderNo });
}

/** Closes a pending order; a final order is answered as it is (it may have been paid meanwhile). */
export function closeDepositOrder(orderNo: string) {
  return request(funds.closeOrder, { orderNo });
}

/** The remark code of a bank-card order (made once per order, the same on every call). */
export function fetchSignalCode(orderNo: string) {
  return request(funds.createSignalCode, { orderNo });
}

/** Binds the real name from the deposit page; rejects with 6009 when one is bound already. */
export function bindRealNameFromDeposit(realName: string) {
  return request(funds.bindFromDeposit, { realName });
}
