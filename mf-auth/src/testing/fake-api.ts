import type * as ApiNamespace from '@site/shared/api';
import type { Endpoint, RequestOf } from '@site/shared/contract';

/**
 * A fake platform API at the `@site/shared/api` boundary: tests register answers per
 * endpoint and read what was sent. Use with
 * `jest.mock('@site/shared/api', () => require('<path>/testing/fake-api').fakeApiModule())`.
 */
type ApiModule = typeof ApiNamespace;

export interface SentCall {
  path: string;
  payload: unknown;
}

/** What a handler may answer: data, a captcha challenge, or an error envelope. */
export type Answer =
  | { data: unknown }
  | { challenge: 'graphic' | 'rapid'; message: string }
  | { fail: number; message: string; data?: unknown };

type Handler = (payload: unknown) => Answer;

const handlers = new Map<string, Handler>();
export const sent: SentCall[] = [];

/** Answer calls of `endpoint` with `handler` (or a fixed answer). */
export function answer<E extends Endpoint>(
  endpoint: E,
  handler: Answer | ((payload: RequestOf<E>) => Answer),
): void {
  handlers.set(endpoint.path, typeof handler === 'function' ? (handler as Handler) : () => handler);
}

/** The payloads sent to `endpoint`, in order. */
export function sentTo<E extends Endpoint>(endpoint: E): RequestOf<E>[] {
  return sent.filter((c) => c.path === endpoint.path).map((c) => c.payload as RequestOf<E>);
}

export function resetFakeApi(): void {
  handlers.clear();
  sent.length = 0;
}

export const ok = (data: unknown = null): Answer => ({ data });
export const fail = (code: number, message: string, data?: unknown): Answer => ({
  fail: code,
  message,
  data,
});

export function fakeApiModule(): ApiModule {
  const actual = jest.requireActual<ApiModule>('@site/shared/api');
  const respond = async (endpoint: Endpoint, payload: unknown) => {
    sent.push({ path: endpoint.path, payload });
    await Promise.resolve();
    const handler = handlers.get(endpoint.path);
    if (!handler)
      throw new actual.NetworkError(endpoint.path, {
        cause: new Error(`no fake answer for ${endpoint.path}`),
      });
    const a = handler(payload);
    if ('challenge' in a) {
      return {
        challenge: a.challenge,
        code: a.challenge === 'graphic' ? 6021 : 6022,
        message: a.message,
        data: null,
      } as const;
    }
    if ('fail' in a) {
      throw new actual.ApiError(
        { status_code: a.fail, message: a.message, data: a.data ?? null },
        endpoint.path,
      );
    }
    return { challenge: null, data: a.data } as const;
  };
  const requestWithChallenge = jest.fn(respond) as unknown as ApiModule['requestWithChallenge'];
  const request = jest.fn(async (endpoint: Endpoint, payload: unknown) => {
    const outcome = await respond(endpoint, payload);
    if (outcome.challenge === null) return outcome.data;
    throw new actual.ChallengeError(
      { status_code: outcome.code, message: outcome.message, data: null },
      endpoint.path,
      outcome,
    );
  }) as unknown as ApiModule['request'];
  return { ...actual, request, requestWithChallenge };
}
