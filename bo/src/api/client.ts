import ky, { TimeoutError } from 'ky';
import {
  ApiError,
  LoginExpiredError,
  NetworkError,
  ResponseValidationError,
  newRequestId,
} from '@site/shared/api';
import {
  ErrorCode,
  Header,
  envelopeSchema,
  type Endpoint,
  type Envelope,
  type RequestOf,
  type ResponseOf,
} from '@site/shared/contract';
import { backoffice } from '@site/shared/backoffice-contract';
import { bt } from '../messages';
import { operatorSession } from '../session';

const TIMEOUT_MS = 30_000;

function parseEnvelope(text: string): Envelope<unknown> | null {
  try {
    const parsed = envelopeSchema.safeParse(JSON.parse(text));
    return parsed.success
      ? { status_code: parsed.data.status_code, data: parsed.data.data, message: parsed.data.message }
      : null;
  } catch {
    return null;
  }
}

/**
 * One call of the operator API (shared/contract/backoffice.ts) with the operator's token in
 * the `bo-token` header; resolves with the response `data`, validated by the contract.
 * @throws {LoginExpiredError} on 6001 or HTTP 401, after ending the session locally (the app
 *   then shows the login page with 登录已超时).
 * @throws {ApiError} on any other status but 6000, with the server's message.
 * @throws {ResponseValidationError} when the answer does not match the contract.
 * @throws {NetworkError} on a failed connection, the timeout, or an HTTP error page.
 */
export async function boCall<E extends Endpoint>(
  endpoint: E,
  payload: RequestOf<E>,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<E>> {
  const token = operatorSession.token();
  const headers: Record<string, string> = {
    [Header.requestId]: newRequestId(),
    [Header.timestamp]: String(Date.now()),
    [Header.language]: 'zh-CN',
  };
  if (token) headers[backoffice.BO_TOKEN_HEADER] = token;
  let response: Response;
  let text: string;
  try {
    response = await ky(endpoint.path, {
      method: endpoint.method,
      headers,
      json: payload ?? {},
      timeout: TIMEOUT_MS,
      retry: 0,
      throwHttpErrors: false,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    throw new NetworkError(endpoint.path, { cause: error, timedOut: error instanceof TimeoutError });
  }
  const envelope = parseEnvelope(text);
  if (response.status === 401 || envelope?.status_code === ErrorCode.LOGIN_EXPIRED) {
    // Only the session the call was sent with ends: a newer login in this tab stays.
    if (token && operatorSession.token() === token) operatorSession.end('expired');
    throw new LoginExpiredError(
      {
        status_code: ErrorCode.LOGIN_EXPIRED,
        data: envelope?.data ?? null,
        message: envelope?.message || bt('login.expired'),
      },
      endpoint.path,
      response.status,
    );
  }
  if (!envelope) throw new NetworkError(endpoint.path, { httpStatus: response.status });
  if (envelope.status_code !== ErrorCode.SUCCESS) throw new ApiError(envelope, endpoint.path);
  const parsed = endpoint.response.safeParse(envelope.data);
  if (!parsed.success) throw new ResponseValidationError(endpoint.path, parsed.error.issues);
  if (token) operatorSession.touch();
  return parsed.data as ResponseOf<E>;
}
