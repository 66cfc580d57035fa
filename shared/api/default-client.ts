import type { EndpointRef, RequestOf, ResponseOf } from '../contract/core';
import type { ApiConfig, RequestOptions } from './api-config';
import { createApiClient, type ApiClient, type ChallengeOr } from './create-api-client';

let defaultClient: ApiClient | null = null;

/**
 * Configures the site's one client; the host calls it once with the brand's values
 * (calling again replaces the client, e.g. in tests). Never throws.
 */
export function configureApi(config: ApiConfig): ApiClient {
  defaultClient = createApiClient(config);
  return defaultClient;
}

function notConfigured(): Promise<never> {
  return Promise.reject(new Error('@site/shared/api: configureApi() has not been called'));
}

/**
 * `ApiClient.request` of the configured client: resolves with the validated `data`.
 * Rejects with LoginExpiredError, ChallengeError, ApiError, ResponseValidationError or
 * NetworkError as `ApiClient.request` documents, and with a plain Error before
 * `configureApi` has run.
 */
export function request<E extends EndpointRef>(
  endpoint: E,
  payload: RequestOf<E>,
  options?: RequestOptions,
): Promise<ResponseOf<E>> {
  return defaultClient ? defaultClient.request(endpoint, payload, options) : notConfigured();
}

/**
 * `ApiClient.requestWithChallenge` of the configured client: 6021 / 6022 resolve as
 * `{ challenge: 'graphic' | 'rapid', code, message, data }`, success as
 * `{ challenge: null, data }`. Rejects as `request` does otherwise.
 */
export function requestWithChallenge<E extends EndpointRef>(
  endpoint: E,
  payload: RequestOf<E>,
  options?: RequestOptions,
): Promise<ChallengeOr<ResponseOf<E>>> {
  return defaultClient ? defaultClient.requestWithChallenge(endpoint, payload, options) : notConfigured();
}
