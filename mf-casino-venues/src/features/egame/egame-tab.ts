import { useEffect } from 'react';
import { bus, type EventMap } from '@site/shared/events';

type TabRequest = EventMap['egame_tab_index'];

/** The provider tab to show: index 0 is 全部, then the venues in order. */
export interface ProviderTab {
  index: number;
  code: string;
}

let pending: TabRequest | null = null;
const FLAG = Symbol.for('mf_casino_venues.egameTab');
type Marked = typeof globalThis & { [FLAG]?: boolean };

/**
 * Keeps the last `egame_tab_index` request, so a tab asked for before the lobby is mounted
 * (a home-page link, then navigation) is still honoured when it appears.
 */
export function listenForEgameTab(): void {
  const global = globalThis as Marked;
  if (global[FLAG]) return;
  global[FLAG] = true;
  bus.on('egame_tab_index', (request) => {
    pending = request;
  });
}

/** Take the request kept while the lobby was away, once. */
export function takePendingTabRequest(): TabRequest | null {
  const request = pending;
  pending = null;
  return request;
}

/** The tab a request names among `codes` ('' = 全部 first): by code when given and known, else by index. */
export function resolveTabRequest(request: TabRequest, codes: readonly string[]): string | undefined {
  if (request.code !== undefined && codes.includes(request.code)) return request.code;
  if (request.code === undefined && Number.isInteger(request.index) && request.index >= 0)
    return codes[request.index];
  return undefined;
}

/** Publishes a tab change for the rest of the site. */
export function publishTab(tab: ProviderTab): void {
  bus.emit('egame_tab_index', { index: tab.index, code: tab.code });
}

/** Honours `egame_tab_index` while the lobby is mounted (including one kept from before). */
export function useTabRequests(codes: readonly string[], select: (code: string) => void): void {
  const ready = codes.length > 1;
  const key = codes.join(',');
  useEffect(() => {
    if (!ready) return undefined;
    const list = key.split(',');
    const kept = takePendingTabRequest();
    const first = kept && resolveTabRequest(kept, list);
    if (first !== undefined && first !== null) select(first);
    const sub = bus.on('egame_tab_index', (request) => {
      takePendingTabRequest();
      const code = resolveTabRequest(request, list);
      if (code !== undefined) select(code);
    });
    return () => sub.unsubscribe();
  }, [ready, key, select]);
}
