import { request } from '@site/shared/api';
import { funds } from '@site/shared/contract';

/** Sweeps every venue back into the center wallet; venues that may not pay out are listed as skipped. */
export function recycleAll(requestId: string) {
  return request(funds.recycle, {}, { requestId });
}

export function setAutoTransfer(on: boolean) {
  return request(funds.setAutoTransferStatus, { status: on ? 1 : 0 });
}
