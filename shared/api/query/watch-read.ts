import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { EndpointRef, RequestOf, ResponseOf } from '../../contract/core';
import { queryKeys } from './query-keys';

/**
 * Calls `listener` with every answer the cache gets for the read of `endpoint` with
 * `payload`, whoever asked (a page's query, an invalidation, `fetchEndpoint`): how state
 * outside React (the header's balance in the session store) follows the cached read
 * instead of asking on its own. Returns the function that stops it. Never throws.
 */
export function watchRead<E extends EndpointRef>(
  client: QueryClient,
  endpoint: E,
  payload: RequestOf<E>,
  listener: (data: ResponseOf<E>) => void,
): () => void {
  const hash = hashKey(queryKeys.endpoint(endpoint, payload));
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== hash) return;
    listener(event.action.data as ResponseOf<E>);
  });
}
