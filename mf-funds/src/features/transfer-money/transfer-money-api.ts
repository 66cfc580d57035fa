import { request } from '@site/shared/api';
import { funds } from '@site/shared/contract';

export type Direction = (typeof funds.TransferDirection)[keyof typeof funds.TransferDirection];

/**
 * Moves yuan text `amount` between the center wallet and a venue (`ty` 1 in, 2 out).
 * `requestId` makes the call idempotent: pass the same id when retrying the same action.
 * Rejects as `request` does.
 */
export function transferVenue(channelCode: string, amount: string, ty: Direction, requestId: string) {
  return request(funds.venueTransfer, { channelCode, amount, ty }, { requestId });
}

/** Sweeps every venue back into the center wallet; venues that may not pay out are listed as skipped. */
export function recycleAll(requestId: string) {
  return request(funds.recycle, {}, { requestId });
}

export function setAutoTransfer(on: boolean) {
  return request(funds.setAutoTransferStatus, { status: on ? 1 : 0 });
}
