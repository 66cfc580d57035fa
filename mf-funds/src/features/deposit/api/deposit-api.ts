import { request } from '@site/shared/api';
import { funds } from '@site/shared/contract';

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
