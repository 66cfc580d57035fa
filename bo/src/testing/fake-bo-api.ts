import { ApiError } from '@site/shared/api';
import type { Endpoint, RequestOf, ResponseOf } from '@site/shared/contract';

/**
 * The operator API at its boundary for component tests: `jest.mock('<path>/api/client', () =>
 * jest.requireActual('<path>/testing/fake-bo-api').fakeClientModule())`, then `answer` each
 * endpoint a test needs and read `callsTo` what the page sent. An endpoint nobody answered
 * fails like an unimplemented server route (接口不存在).
 */
type Responder = (payload: unknown) => unknown;

const responders = new Map<string, Responder>();
const calls: { path: string; payload: unknown }[] = [];

export function answer<E extends Endpoint>(
  endpoint: E,
  reply: ResponseOf<E> | ((payload: RequestOf<E>) => ResponseOf<E>),
): void {
  responders.set(endpoint.path, (payload) =>
    typeof reply === 'function' ? (reply as (p: unknown) => unknown)(payload) : reply,
  );
}

/** The server refuses the endpoint with `status_code` and `message`. */
export function refuse(endpoint: Endpoint, statusCode: number, message: string): void {
  responders.set(endpoint.path, () => {
    throw new ApiError({ status_code: statusCode, data: null, message }, endpoint.path);
  });
}

export function callsTo<E extends Endpoint>(endpoint: E): RequestOf<E>[] {
  return calls.filter((c) => c.path === endpoint.path).map((c) => c.payload as RequestOf<E>);
}

export function resetFakeBoApi(): void {
  responders.clear();
  calls.length = 0;
}

export function fakeClientModule() {
  return {
    boCall: async (endpoint: Endpoint, payload: unknown) => {
      calls.push({ path: endpoint.path, payload });
      const responder = responders.get(endpoint.path);
      if (!responder)
        throw new ApiError(
          { status_code: 6004, data: null, message: `接口不存在：${endpoint.path}` },
          endpoint.path,
        );
      return responder(payload);
    },
  };
}
