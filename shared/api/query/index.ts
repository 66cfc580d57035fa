import { request } from '../default-client';
import { createQueryHooks } from './create-query-hooks';
import { siteQueryClient } from './query-client';

export { createQueryHooks } from './create-query-hooks';
export type { EndpointQueryOptions, MoneyMutation, MoneyMutationOptions } from './create-query-hooks';
export { createSiteQueryClient, siteQueryClient, STALE_MS } from './query-client';
export { SiteQueryProvider } from './query-provider';
export { queryKeys } from './query-keys';
export { failureText } from './failure-text';
export { refreshBalances } from './balance';
export { watchRead } from './watch-read';
export {
  clearFirstScreenReads,
  seedFirstScreenFromDocument,
  seedFirstScreenReads,
} from './first-screen-seed';
export { createRetryRequestId } from './retry-request-id';
export type { RetryRequestId } from './retry-request-id';

/** The query hooks of the site's configured client and its one query client. */
export const { useEndpointQuery, useMoneyMutation, fetchEndpoint, prefetchEndpoint } = createQueryHooks(
  request,
  siteQueryClient,
);
