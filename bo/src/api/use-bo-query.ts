import { useCallback, useEffect, useState } from 'react';
import type { Endpoint, RequestOf, ResponseOf } from '@site/shared/contract';
import { boCall } from './client';

export interface BoQuery<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Calls `endpoint` when mounted and again when the payload's JSON changes or `reload` is
 * called (a mutation reloads the lists it changed); an answer that arrives after the
 * payload changed is dropped. Never throws: failures land in `error`.
 */
export function useBoQuery<E extends Endpoint>(
  endpoint: E,
  payload: RequestOf<E>,
  enabled = true,
): BoQuery<ResponseOf<E>> {
  const key = JSON.stringify(payload ?? null);
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ data: ResponseOf<E> | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: enabled,
  });
  const reload = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    setState((s) => ({ ...s, error: undefined, loading: true }));
    boCall(endpoint, JSON.parse(key) as RequestOf<E>).then(
      (data) => live && setState({ data, error: undefined, loading: false }),
      (error: unknown) => live && setState((s) => ({ ...s, error, loading: false })),
    );
    return () => {
      live = false;
    };
  }, [endpoint, key, round, enabled]);
  return { ...state, reload };
}
