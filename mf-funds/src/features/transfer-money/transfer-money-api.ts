import { request } from '@site/shared/api';
import { funds } from '@site/shared/contract';

export function setAutoTransfer(on: boolean) {
  return request(funds.setAutoTransferStatus, { status: on ? 1 : 0 });
}
