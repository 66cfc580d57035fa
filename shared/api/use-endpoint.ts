import { useCallback, useEffect, useState } from 'react';
import type { EndpointRef, RequestOf, ResponseOf } from '../contract/core';
import { request } from './default-client';

export interface EndpointState<T> {
  data: T | undefined;
  /** The rejection of the last call (see `request`), cleared when a call starts. */
  error: Error | undefined;
  loading: boolean;
  /** Calls again (the four session-cached calls still answer from the cache). */
  reload: () => void;
}

export interface UseEndpointOptions {
  /** False skips the call (e.g. until logged in); default true. */
  enabled?: boolean;
}

/**
 * Calls `endpoint` with `payload` through the configured client when mounted and again
 * whenever the payload's JSON changes; an answer that arrives after the payload changed
 * or the component unmounted is dropped. Never throws: failures land in `error`.
 */
export function useEndpoint<E extends EndpointRef>(
  endpoint: E,
  payload: RequestOf<E>,
  { enabled = true }: UseEndpointOptions = {},
): EndpointState<ResponseOf<E>> {
  const payloadKey = JSON.stringify(payload ?? null);
  const [state, setState] = useState<{
    data: ResponseOf<E> | undefined;
    error: Error | undefined;
    loading: boolean;
  }>({
    data: undefined,
    error: undefined,
    loading: enabled,
  });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    if (!enabled) {
      setState((s) => (s.loading ? { ...s, loading: false } : s));
      return undefined;
    }
    let live = true;
    setState((s) => ({ ...s, error: undefined, loading: true }));
    request(endpoint, JSON.parse(payloadKey) as RequestOf<E>).then(
      (data) => {
        if (live) setState({ data, error: undefined, loading: false });
      },
      (error: unknown) => {
        if (live)
          setState((s) => ({
            ...s,
            error: error instanceof Error ? error : new Error(String(error)),
            loading: false,
          }));
      },
    );
    return () => {
      live = false;
    };
  }, [endpoint, payloadKey, enabled, round]);

  return { ...state, reload };
}
