export { createApiClient } from './create-api-client';
export type { ApiClient, ChallengeOr } from './create-api-client';
export { configureApi, request, requestWithChallenge } from './default-client';
export { clearApiCache } from './session-cache';
export { useEndpoint } from './use-endpoint';
export type { EndpointState, UseEndpointOptions } from './use-endpoint';
export { newRequestId } from './request-id';
export type { ApiConfig, RequestOptions } from './api-config';
export { DEFAULT_TIMEOUT_MS } from './api-config';
export { ApiError, LoginExpiredError, ChallengeError, NetworkError, ResponseValidationError } from './errors';
export type { Challenge } from './errors';
export {
  createQueryHooks,
  createRetryRequestId,
  createSiteQueryClient,
  failureText,
  fetchEndpoint,
  clearFirstScreenReads,
  prefetchEndpoint,
  queryKeys,
  refreshBalances,
  siteQueryClient,
  SiteQueryProvider,
  seedFirstScreenFromDocument,
  seedFirstScreenReads,
  STALE_MS,
  useEndpointQuery,
  useMoneyMutation,
  watchRead,
} from './query';
export type { EndpointQueryOptions, MoneyMutation, MoneyMutationOptions, RetryRequestId } from './query';
