import ky, { TimeoutError } from 'ky';
import {
  CLIENT_TYPE_WEB,
  ErrorCode,
  Header,
  SAFE_KEY_HEADER,
  SAFE_PREFIX,
  encryptedBodyKey,
  isSafeKey,
  safeHandshake,
  type EndpointRef,
  type Envelope,
} from '../contract/core';
import type * as Cipher from '../contract/cipher';
import { DEFAULT_LANGUAGE, DEFAULT_TIMEOUT_MS, type ApiConfig, type RequestOptions } from './api-config';
import { NetworkError, ResponseValidationError } from './errors';
import { newRequestId } from './request-id';

/** What came back: the HTTP status and the envelope, `data` already decrypted when possible. */
export interface Received {
  httpStatus: number;
  envelope: Envelope<unknown>;
  /** The token the call was sent with. */
  sentToken: string | null;
}

type QueryValue = string | number | boolean;

/** GET calls carry the payload in the query; nested values travel as JSON text. */
function toQuery(payload: unknown): Record<string, QueryValue> {
  if (!payload || typeof payload !== 'object') return {};
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    query[key] = typeof value === 'object' ? JSON.stringify(value) : (value as QueryValue);
  }
  return query;
}

async function buildHeaders(
  config: ApiConfig,
  options: RequestOptions,
  token: string | null,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    [Header.version]: config.version,
    [Header.uuid]: await config.getUuid(),
    [Header.clientType]: CLIENT_TYPE_WEB,
    [Header.requestId]: options.requestId ?? newRequestId(),
    [Header.siteId]: config.siteId,
    [Header.timestamp]: String(Date.now()),
    [Header.language]: config.language ?? DEFAULT_LANGUAGE,
  };
  if (token) headers[Header.token] = token;
  if (config.safeSwitch) headers[Header.encrypted] = '1';
  return headers;
}

function parseEnvelope(text: string): Envelope<unknown> | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  // The envelope's shape (envelopeSchema), checked without zod: every call passes here.
  if (typeof json !== 'object' || json === null) return null;
  const { status_code, data, message } = json as Record<string, unknown>;
  return Number.isInteger(status_code) && typeof message === 'string'
    ? { status_code: status_code as number, data, message }
    : null;
}

interface SafeSession {
  keyId: string;
  key: string;
  /** The AES of the safe switch, loaded with the session's key (no page of another brand needs it). */
  cipher: typeof Cipher;
}

/**
 * The safe switch's key of this page session, per API origin and brand: asked for once
 * (plain handshake), kept in memory only, asked again when the server no longer knows it.
 */
const safeSessions = new Map<string, Promise<SafeSession>>();

function safeSessionOf(config: ApiConfig, options: RequestOptions): Promise<SafeSession> {
  const scope = `${config.baseUrl ?? ''}|${config.siteId}`;
  let session = safeSessions.get(scope);
  if (!session) {
    session = (async () => {
      const cipher = import('../contract/cipher');
      cipher.catch(() => undefined); // awaited below, after the handshake (which may fail first)
      const headers = await buildHeaders({ ...config, safeSwitch: false }, options, null);
      let text: string;
      try {
        text = await ky(`${config.baseUrl ?? ''}${safeHandshake.path}`, {
          method: 'POST',
          headers,
          json: {},
          timeout: options.timeout ?? config.timeout ?? DEFAULT_TIMEOUT_MS,
          retry: 0,
          ...(options.signal ? { signal: options.signal } : {}),
        }).text();
      } catch (error) {
        throw new NetworkError(safeHandshake.path, { cause: error, timedOut: error instanceof TimeoutError });
      }
      const answer = parseEnvelope(text)?.data;
      if (!isSafeKey(answer))
        throw new ResponseValidationError(safeHandshake.path, ['not a safe-switch key']);
      return { keyId: answer.keyId, key: answer.key, cipher: await cipher };
    })();
    safeSessions.set(scope, session);
    // A failed handshake is not kept: the next call tries again.
    session.catch(() => safeSessions.delete(scope));
  }
  return session;
}

/** Forgets every safe-switch key (tests; a new brand configuration). */
export function resetSafeSessions(): void {
  safeSessions.clear();
}

/**
 * One HTTP exchange with the platform: headers, safe switch, timeout, and the envelope
 * out of the body. Status codes are not interpreted here. On the safe switch a key the
 * server no longer knows (a restart) is replaced once and the call sent again.
 * @throws {NetworkError} when the call fails, times out, or an HTTP error has no envelope.
 * @throws {ResponseValidationError} when a 2xx body is not an envelope, or a 6000 `data`
 *   does not decrypt on the safe switch.
 * @throws the signal's reason when `options.signal` aborts, and whatever `config.getUuid` throws.
 */
export async function exchange(
  config: ApiConfig,
  endpoint: EndpointRef,
  payload: unknown,
  options: RequestOptions,
): Promise<Received> {
  const received = await exchangeOnce(config, endpoint, payload, options);
  const { envelope } = received;
  if (!config.safeSwitch || envelope.status_code !== ErrorCode.ILLEGAL_PARAMETER) return received;
  const { cipher } = await safeSessionOf(config, options);
  if (!cipher.isSafeKeyExpired(envelope.message)) return received;
  safeSessions.delete(`${config.baseUrl ?? ''}|${config.siteId}`);
  return exchangeOnce(config, endpoint, payload, options);
}

async function exchangeOnce(
  config: ApiConfig,
  endpoint: EndpointRef,
  payload: unknown,
  options: RequestOptions,
): Promise<Received> {
  const token = config.getToken() || null;
  const headers = await buildHeaders(config, options, token);
  const safe = config.safeSwitch ? await safeSessionOf(config, options) : null;
  if (safe) headers[SAFE_KEY_HEADER] = safe.keyId;
  const body: unknown = safe
    ? { [encryptedBodyKey]: safe.cipher.encryptPayload(payload ?? {}, safe.key) }
    : (payload ?? {});
  const path = config.safeSwitch ? `${SAFE_PREFIX}${endpoint.path}` : endpoint.path;
  const url = `${config.baseUrl ?? ''}${path}`;

  let response: Response;
  let text: string;
  try {
    response = await ky(url, {
      method: endpoint.method,
      headers,
      ...(endpoint.method === 'GET' ? { searchParams: toQuery(body) } : { json: body }),
      timeout: options.timeout ?? config.timeout ?? DEFAULT_TIMEOUT_MS,
      retry: 0,
      throwHttpErrors: false,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    throw new NetworkError(endpoint.path, { cause: error, timedOut: error instanceof TimeoutError });
  }

  // HTTP 401 means login expired whatever the body says (SPEC §8); the client reads the code.
  const envelope =
    parseEnvelope(text) ??
    (response.status === 401 ? { status_code: ErrorCode.LOGIN_EXPIRED, data: null, message: '' } : null);
  if (!envelope) {
    if (!response.ok) throw new NetworkError(endpoint.path, { httpStatus: response.status });
    throw new ResponseValidationError(endpoint.path, ['response body is not an envelope']);
  }
  if (safe && typeof envelope.data === 'string') {
    try {
      envelope.data = safe.cipher.decryptPayload(envelope.data, safe.key);
    } catch (error) {
      // A failure's data is only extra detail: keep the readable status and message.
      if (envelope.status_code === ErrorCode.SUCCESS) {
        throw new ResponseValidationError(
          endpoint.path,
          ['safe switch: response data does not decrypt'],
          error,
        );
      }
    }
  }
  return { httpStatus: response.status, envelope, sentToken: token };
}
