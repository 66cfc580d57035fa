import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { sports } from '@site/shared/contract';
import { OddsStore, type CellState } from './odds-store';

/** The page's live odds store; a default one so a widget works without a provider. */
export const OddsStoreContext = createContext<OddsStore>(new OddsStore());

export function useOddsStore(): OddsStore {
  return useContext(OddsStoreContext);
}

/** One odds cell's live state: re-renders only when this selection changes. */
export function useCell(selectionId: string): CellState | undefined {
  const store = useOddsStore();
  const subscribe = useCallback((cb: () => void) => store.subscribe(selectionId, cb), [store, selectionId]);
  const get = useCallback(() => store.cell(selectionId), [store, selectionId]);
  return useSyncExternalStore(subscribe, get, get);
}

/** A match's live clock and score: re-renders only when this match's score changes. */
export function useScore(gameId: string): sports.ScoreFields | undefined {
  const store = useOddsStore();
  const subscribe = useCallback((cb: () => void) => store.subscribe(`score:${gameId}`, cb), [store, gameId]);
  const get = useCallback(() => store.score(gameId), [store, gameId]);
  return useSyncExternalStore(subscribe, get, get);
}
