import { useCallback, useEffect, useState } from 'react';

/** How long a game may take to load before the page offers a retry. */
export const GAME_LOAD_TIMEOUT_MS = 15_000;

export type FrameState = 'loading' | 'ready' | 'timeout';

/**
 * Loading state of a game frame: `loading` until the frame's load event, `timeout` after
 * GAME_LOAD_TIMEOUT_MS without one; `retry` gives the frame a new key (a fresh load).
 */
export function useFrameLoad(source: string | null) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FrameState>('loading');

  useEffect(() => {
    if (!source) return undefined;
    setState('loading');
    const timer = window.setTimeout(
      () => setState((s) => (s === 'loading' ? 'timeout' : s)),
      GAME_LOAD_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [source, attempt]);

  const onLoad = useCallback(() => setState('ready'), []);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, attempt, onLoad, retry };
}
