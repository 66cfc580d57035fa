import {
  ErrorCode,
  hasSchemas,
  type EndpointRef,
  type Envelope,
  type RequestOf,
  type ResponseOf,
} from '../contract/core';
import { bus } from '../events';
import { t } from '../i18n';
import { routePaths } from '../routes';
import { clearSession } from '../session';
import type { ApiConfig, RequestOptions } from './api-config';
import {
  ApiError,
  ChallengeError,
  LoginExpiredError,
  ResponseValidationError,
  type Challenge,
} from './errors';
import { cacheKey, cached, clearApiCache, isSessionCached } from './session-cache';
import { exchange, type Received } from './transport';

/** What `requestWithChallenge` resolves with: the data, or a captcha challenge (6021 / 6022). */
export type ChallengeOr<T> = { challenge: null; data: T } | Challenge;

export interface ApiClient {
  /**
   * Sends one call and resolves with its response `data`, validated by the endpoint's schema
   * when it is a full contract endpoint (a contract-core reference has none: the server
   * validated the answer with it before sending it).
   * @throws {LoginExpiredError} on 6001 or HTTP 401, after logging out locally (see SPEC §8).
   * @throws {ChallengeError} on 6021 / 6022; use `requestWithChallenge` to get them resolved.
   * @throws {ApiError} on any other status but 6000 (6449 and 6035 also open the dialog leading to /mine/userinfo).
   * @throws {ResponseValidationError} when the answer does not match the endpoint's schema.
   * @throws {NetworkError} on a failed connection, the timeout, or an HTTP error page.
   */
  request<E extends EndpointRef>(
    endpoint: E,
    payload: RequestOf<E>,
    options?: RequestOptions,
  ): Promise<ResponseOf<E>>;
  /**
   * Like `request`, but 6021 graphic and 6022 rapid verification RESOLVE with
   * `{ challenge: 'graphic' | 'rapid', code, message, data }` so the caller can show the
   * captcha; success resolves with `{ challenge: null, data }`. Throws as `request` does
   * for everything else.
   */
  requestWithChallenge<E extends EndpointRef>(
    endpoint: E,
    payload: RequestOf<E>,
    options?: RequestOptions,
  ): Promise<ChallengeOr<ResponseOf<E>>>;
}

const CHALLENGES: Partial<Record<number, Challenge['challenge']>> = {
  [ErrorCode.GRAPHIC_VERIFICATION]: 'graphic',
  [ErrorCode.RAPID_VERIFICATION]: 'rapid',
};

function challengeOf(envelope: Envelope<unknown>): Challenge | null {
  const kind = CHALLENGES[envelope.status_code];
  if (!kind) return null;
  const code = kind === 'graphic' ? ErrorCode.GRAPHIC_VERIFICATION : ErrorCode.RAPID_VERIFICATION;
  return { challenge: kind, code, message: envelope.message, data: envelope.data };
}

/**
 * SPEC §8 login expired: toast when a token existed, log out locally (DD_ cache, jwt,
 * user, balance) and drop the session cache, then let the host go home and open login.
 * An answer for a token that has since been replaced (the member logged in again while
 * it was in flight) must not log the new session out.
 */
function expireLogin(config: ApiConfig, received: Received, path: string): LoginExpiredError {
  const current = config.getToken() || null;
  const envelope: Envelope<unknown> = {
    ...received.envelope,
    status_code: ErrorCode.LOGIN_EXPIRED,
    message: received.envelope.message || t('api.loginAgain'),
  };
  const error = new LoginExpiredError(envelope, path, received.httpStatus);
  if (received.sentToken && current && current !== received.sentToken) return error;
  if (current) bus.emit('toast', { kind: 'error', message: t('api.loginAgain') });
  clearSession();
  clearApiCache();
  bus.emit('login_expired');
  return error;
}

function askToCompleteProfile(config: ApiConfig, message: string): void {
  const navigate = config.navigate ?? ((path: string) => window.location.assign(path));
  bus.emit('dialog_tips', {
    msg: message,
    sureText: t('api.toComplete'),
    onSure: () => navigate(routePaths.userinfo),
  });
}

/**
 * A client of the platform API with its own configuration (the site uses the default one
 * of `configureApi`; tests and tools make their own). Never throws; its calls reject as
 * documented on `ApiClient`.
 */
export function createApiClient(config: ApiConfig): ApiClient {
  const scope = `${config.baseUrl ?? ''}${config.safeSwitch ? ' safe' : ''}`;

  async function call<E extends EndpointRef>(
    endpoint: E,
    payload: unknown,
    options: RequestOptions,
  ): Promise<ChallengeOr<ResponseOf<E>>> {
    const received = await exchange(config, endpoint, payload, options);
    const { envelope, httpStatus } = received;
    if (httpStatus === 401 || envelope.status_code === ErrorCode.LOGIN_EXPIRED) {
      throw expireLogin(config, received, endpoint.path);
    }
    if (envelope.status_code === ErrorCode.SUCCESS) {
      if (!hasSchemas(endpoint)) return { challenge: null, data: envelope.data as ResponseOf<E> };
      const parsed = endpoint.response.safeParse(envelope.data);
      if (!parsed.success) throw new ResponseValidationError(endpoint.path, parsed.error.issues);
      return { challenge: null, data: parsed.data as ResponseOf<E> };
    }
    const challenge = challengeOf(envelope);
    if (challenge) return challenge;
    // 6449 bind real name, 6035 set the birthday first (18+): both are finished on /mine/userinfo.
    if (
      envelope.status_code === ErrorCode.BIND_REAL_NAME ||
      envelope.status_code === ErrorCode.AUTHENTICATION_REQUIRED
    )
      askToCompleteProfile(config, envelope.message);
    throw new ApiError(envelope, endpoint.path);
  }

  function requestWithChallenge<E extends EndpointRef>(
    endpoint: E,
    payload: RequestOf<E>,
    options: RequestOptions = {},
  ): Promise<ChallengeOr<ResponseOf<E>>> {
    if (!isSessionCached(endpoint.path)) return call(endpoint, payload, options);
    return cached(
      cacheKey(scope, endpoint.path, payload),
      () => call(endpoint, payload, options),
      (outcome) => outcome.challenge === null,
    );
  }

  async function request<E extends EndpointRef>(
    endpoint: E,
    payload: RequestOf<E>,
    options: RequestOptions = {},
  ): Promise<ResponseOf<E>> {
    const outcome = await requestWithChallenge(endpoint, payload, options);
    if (outcome.challenge === null) return outcome.data;
    const envelope: Envelope<unknown> = {
      status_code: outcome.code,
      message: outcome.message,
      data: outcome.data,
    };
    throw new ChallengeError(envelope, endpoint.path, outcome);
  }

  return { request, requestWithChallenge };
}
