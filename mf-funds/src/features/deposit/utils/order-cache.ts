import { funds, type ResponseOf } from '@site/shared/contract';

export type PlacedOrder = ResponseOf<typeof funds.pay>;
export type PayAccount = NonNullable<PlacedOrder['account']>;
export type UsdtProtocol = NonNullable<ResponseOf<typeof funds.paymentTypes>[number]['protocols'][number]>;

/** What only the pay answer tells: the gateway page and the account to pay to. */
export interface OrderExtras {
  payUrl: string;
  account: PayAccount | null;
  protocol: UsdtProtocol | null;
}

// getDepositOrderStatus does not repeat the account to pay to, so the wait views keep the
// pay answer in sessionStorage: a reload of the wait page (same tab) still shows it.
const PREFIX = 'fd-deposit-order:';
const extrasSchema = funds.pay.response
  .pick({ payUrl: true, account: true })
  .extend({ protocol: funds.usdtProtocol.nullable() });

export function rememberOrder(orderNo: string, extras: OrderExtras): void {
  try {
    sessionStorage.setItem(PREFIX + orderNo, JSON.stringify(extras));
  } catch {
    // Storage full or disabled: the wait view then says to ask customer service.
  }
}

/** The extras of an order placed in this tab, or null (another tab, storage cleared, tampered). */
export function recallOrder(orderNo: string): OrderExtras | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + orderNo);
    if (raw === null) return null;
    const parsed = extrasSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
