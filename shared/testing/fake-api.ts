import { notifyManager } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type * as ApiNamespace from '@site/shared/api';
import type { RequestOptions } from '@site/shared/api';
import type { Endpoint, RequestOf } from '@site/shared/contract';

/**
 * A fake platform API at the `@site/shared/api` boundary for component tests of every
 * remote, recording the request options too, so tests can check the request ids of money
 * calls. Use with
 * `jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule())`
 * (or through a remote's own `src/testing/fake-api.ts`, which re-exports this).
 */
type ApiModule = typeof ApiNamespace;

export interface SentCall {
  path: string;
  payload: unknown;
  options: RequestOptions | undefined;
}

/**
 * What a handler may answer: data, a captcha challenge (6021 graphic / 6022 rapid), an
 * error envelope, or a lost connection. A `fail` with 6021 / 6022 is a challenge too, as
 * the real client treats it.
 */
export type Answer =
  | { data: unknown }
  | { challenge: 'graphic' | 'rapid'; message: string }
  | { fail: number; message: string; data?: unknown }
  | { network: true };

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

/** The calls sent to `endpoint`, in order. */
export function callsTo<E extends Endpoint>(
  endpoint: E,
): { payload: RequestOf<E>; options: RequestOptions | undefined }[] {
  return sent
    .filter((c) => c.path === endpoint.path)
    .map((c) => ({ payload: c.payload as RequestOf<E>, options: c.options }));
}

/** Forgets the handlers, the sent calls and every cached read (the query layer's one client). */
export function resetFakeApi(): void {
  handlers.clear();
  sent.length = 0;
  jest.requireActual<ApiModule>('@site/shared/api').siteQueryClient.clear();
}

export const ok = (data: unknown = null): Answer => ({ data });
export const fail = (code: number, message: string, data?: unknown): Answer =>
  data === undefined ? { fail: code, message } : { fail: code, message, data };
/** A captcha challenge: 6021 graphic (the image captcha) or 6022 rapid (the slider). */
export const challenge = (kind: 'graphic' | 'rapid', message: string): Answer => ({
  challenge: kind,
  message,
});

const CHALLENGE_CODES = { 6021: 'graphic', 6022: 'rapid' } as const;
export const networkDown = (): Answer => ({ network: true });

export function fakeApiModule(): ApiModule {
  const actual = jest.requireActual<ApiModule>('@site/shared/api');
  // One answer, as requestWithChallenge sees it: data or a challenge resolve, the rest rejects.
  const respond = async (endpoint: Endpoint, payload: unknown, options?: RequestOptions) => {
    sent.push({ path: endpoint.path, payload, options });
    await Promise.resolve();
    const handler = handlers.get(endpoint.path);
    const a: Answer = handler ? handler(payload) : { network: true };
    if ('network' in a)
      throw new actual.NetworkError(endpoint.path, { cause: new Error('fake network down') });
    const kind =
      'challenge' in a ? a.challenge : 'fail' in a ? CHALLENGE_CODES[a.fail as 6021 | 6022] : undefined;
    if (kind) {
      const message = 'message' in a ? a.message : '';
      return { challenge: kind, code: kind === 'graphic' ? 6021 : 6022, message, data: null } as const;
    }
    if ('fail' in a)
      throw new actual.ApiError(
        { status_code: a.fail, message: a.message, data: a.data ?? null },
        endpoint.path,
      );
    return { challenge: null, data: 'data' in a ? a.data : null } as const;
  };
  const requestWithChallenge = jest.fn(respond) as unknown as ApiModule['requestWithChallenge'];
  const request = jest.fn(async (endpoint: Endpoint, payload: unknown, options?: RequestOptions) => {
    const outcome = await respond(endpoint, payload, options);
    if (outcome.challenge === null) return outcome.data;
    throw new actual.ChallengeError(
      { status_code: outcome.code, message: outcome.message, data: null },
      endpoint.path,
      outcome,
    );
  }) as unknown as ApiModule['request'];
  // The real useEndpoint calls the real client from inside the package, past this mock:
  // the same contract (load on mount, reload, error never thrown) over the fake request.
  const useEndpoint = ((endpoint: Endpoint, payload: unknown, options?: { enabled?: boolean }) => {
    const enabled = options?.enabled ?? true;
    const key = JSON.stringify(payload ?? null);
    const [round, setRound] = useState(0);
    const [state, setState] = useState<{ data: unknown; error: Error | undefined; loading: boolean }>({
      data: undefined,
      error: undefined,
      loading: enabled,
    });
    useEffect(() => {
      if (!enabled) return undefined;
      let live = true;
      setState((s) => ({ ...s, error: undefined, loading: true }));
      (request as unknown as (e: Endpoint, p: unknown) => Promise<unknown>)(endpoint, JSON.parse(key)).then(
        (data) => live && setState({ data, error: undefined, loading: false }),
        (error: Error) => live && setState((s) => ({ ...s, error, loading: false })),
      );
      return () => {
        live = false;
      };
    }, [endpoint, key, enabled, round]);
    const reload = useCallback(() => setRound((r) => r + 1), []);
    return { ...state, reload };
  }) as unknown as ApiModule['useEndpoint'];
  // The query layer's hooks over the fake request, sharing the site's one query client. Its
  // answers reach components in a microtask, as the fake request's do (TanStack batches them
  // in a timer by default, which a loaded test runner delays past findBy's one second).
  notifyManager.setScheduler(queueMicrotask);
  const { useEndpointQuery, useMoneyMutation, fetchEndpoint, prefetchEndpoint } = actual.createQueryHooks(
    request,
    actual.siteQueryClient,
  );
  return {
    ...actual,
    request,
    requestWithChallenge,
    useEndpoint,
    useEndpointQuery,
    useMoneyMutation,
    fetchEndpoint,
    prefetchEndpoint,
  };
}
