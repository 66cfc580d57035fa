import { request } from '@site/shared/api';
import { funds } from '@site/shared/contract';

export interface TransferInInput {
  channelCode: string;
  /** Yuan text as typed and validated (at most two decimals). */
  amount: string;
  isActivity?: boolean;
}

/**
 * Moves `amount` from the center wallet into the venue (ty 1). `requestId` makes the call
 * idempotent on the server: pass the same id when retrying the same action.
 * Rejects as `request` does (ApiError with the server's code and message, NetworkError).
 */
export function transferIntoVenue(input: TransferInInput, requestId: string) {
  const payload = {
    channelCode: input.channelCode,
    amount: input.amount,
    ty: funds.TransferDirection.IN,
    ...(input.isActivity === undefined ? {} : { isActivity: input.isActivity }),
  };
  return request(funds.venueTransfer, payload, { requestId });
}
