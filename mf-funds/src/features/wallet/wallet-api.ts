import { request } from '@site/shared/api';
import { funds } from '@site/shared/contract';

/**
 * Sweeps every venue back into the center wallet; venues that may not pay out (6413
 * activity turnover, 6415 maintenance) come back as skipped. `requestId` makes the call
 * idempotent: pass the same id when retrying. Rejects as `request` does.
 */
export function recycleAll(requestId: string) {
  return request(funds.recycle, {}, { requestId });
}
