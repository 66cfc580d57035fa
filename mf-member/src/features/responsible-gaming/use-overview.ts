import { useCallback, useState } from 'react';
import { useEndpoint } from '@site/shared/api';
import { protection } from '@site/shared/contract';

type Overview = protection.Overview;

/**
 * The page's overview: loaded once, then replaced by the overview each change answers with (the
 * server counts what is used, so the page never recomputes it). A reload drops the local copy.
 */
export function useOverview() {
  const loaded = useEndpoint(protection.overview, {});
  const [latest, setLatest] = useState<Overview | undefined>();
  const { reload: reloadLoaded } = loaded;
  const reload = useCallback(() => {
    setLatest(undefined);
    reloadLoaded();
  }, [reloadLoaded]);
  const state = { ...loaded, data: latest ?? loaded.data, reload };
  const applyResult = useCallback((result: protection.ChangeResult) => setLatest(result.overview), []);
  const setInterval = useCallback(
    (minutes: protection.RealityCheckInterval) =>
      setLatest((current) => {
        const base = current ?? loaded.data;
        return base ? { ...base, realityCheckMinutes: minutes } : base;
      }),
    [loaded.data],
  );
  return { state, applyResult, setInterval };
}
