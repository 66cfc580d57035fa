import { request } from '@site/shared/api';
import { funds } from '@site/shared/contract';

/** `ty` of a venue transfer: 1 into the venue, 2 back out to the center wallet. */
export type Direction = (typeof funds.TransferDirection)[keyof typeof funds.TransferDirection];

export interface VenueTransferInput {
  channelCode: string;
  /** Yuan text as typed and validated (at most two decimals). */
  amount: string;
  ty: Direction;
  isActivity?: boolean;
}

/**
 * The one venue-transfer call (the transfer page and the transfer-in dialog): moves `amount`
 * between the center wallet and a venue. `requestId` makes the call idempotent on the
 * server: pass the same id when retrying the same action. Rejects as `request` does
 * (ApiError with the server's code and message, NetworkError).
 */
export function transferVenue(input: VenueTransferInput, requestId: string) {
  const { channelCode, amount, ty, isActivity } = input;
  const payload = { channelCode, amount, ty, ...(isActivity === undefined ? {} : { isActivity }) };
  return request(funds.venueTransfer, payload, { requestId });
}
