import { ApiError, newRequestId, request } from '@site/shared/api';
import type { Endpoint, RequestOf, ResponseOf } from '@site/shared/contract';

/**
 * A money call (claim, exchange) with a request id kept across retries of the same action:
 * when an answer is lost, clicking again reuses the id and the server replays its first
 * answer instead of paying twice. A definite answer (success or business error) frees it.
 */
export function createMoneyCaller() {
  let pending: { key: string; id: string } | null = null;
  return async function call<E extends Endpoint>(endpoint: E, payload: RequestOf<E>): Promise<ResponseOf<E>> {
    const key = `${endpoint.path}|${JSON.stringify(payload ?? null)}`;
    if (pending?.key !== key) pending = { key, id: newRequestId() };
    try {
      const data = await request(endpoint, payload, { requestId: pending.id });
      pending = null;
      return data;
    } catch (error) {
      if (error instanceof ApiError) pending = null;
      throw error;
    }
  };
}
