import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchEndpoint, request } from '@site/shared/api';
import { games } from '@site/shared/contract';
import { LOBBY_STALE_MS, PAGE_SIZE } from './egame-reads';

export type Game = games.Game;

export interface CatalogueFilters {
  category: games.VenueCategory;
  channelCode?: string;
  keyword?: string;
  tag?: games.GameTag;
  collected?: boolean;
}

export { PAGE_SIZE };

export interface Catalogue {
  /** Known after the first page answers. */
  total: number | undefined;
  /** The game at `index`, or undefined while its page is still loading. */
  gameAt: (index: number) => Game | undefined;
  /** Loads the pages holding `first`..`last` (the rows on screen). */
  ensureRange: (first: number, last: number) => void;
  /** The first page failed (later pages retry when scrolled to again). */
  error: unknown;
  reload: () => void;
  /** Replace one game (a heart toggled) without a refetch. */
  patchGame: (gameCode: string, patch: Partial<Game>) => void;
}

interface State {
  key: string;
  total: number | undefined;
  pages: ReadonlyMap<number, readonly Game[]>;
  error: unknown;
}

function payloadOf(filters: CatalogueFilters, pageNum: number) {
  const keyword = filters.keyword?.trim();
  return {
    pageNum,
    pageSize: PAGE_SIZE,
    category: filters.category,
    ...(filters.channelCode ? { channelCode: filters.channelCode } : {}),
    ...(keyword ? { keyword } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(filters.collected ? { collected: true } : {}),
  };
}

/**
 * The game catalogue for a filter set, page by page as the grid scrolls. A new filter set
 * starts over; answers for an old one are dropped, so a slow search never overwrites a newer one.
 */
export function useGameCatalogue(filters: CatalogueFilters): Catalogue {
  const key = JSON.stringify(payloadOf(filters, 0));
  const [round, setRound] = useState(0);
  const fullKey = `${key}#${round}`;
  const [state, setState] = useState<State>({
    key: fullKey,
    total: undefined,
    pages: new Map(),
    error: undefined,
  });
  const requested = useRef(new Set<number>());
  const current = useRef(fullKey);
  const started = useRef<string | null>(null);

  const loadPage = useCallback(
    (pageNum: number) => {
      if (requested.current.has(pageNum)) return;
      requested.current.add(pageNum);
      const forKey = current.current;
      const payload = { ...(JSON.parse(key) as ReturnType<typeof payloadOf>), pageNum };
      // The first page comes through the query cache: one prefetched when the player pointed
      // at the lobby's link is used if fresh (issue 31); 重试 always asks the server.
      const read =
        pageNum === 1
          ? fetchEndpoint(games.gameList, payload, round === 0 ? LOBBY_STALE_MS : 0)
          : request(games.gameList, payload);
      read.then(
        (page) => {
          if (current.current !== forKey) return;
          setState((s) => {
            const pages = new Map(s.pages);
            pages.set(pageNum, page.list);
            return { ...s, total: page.total, pages, error: undefined };
          });
        },
        (error: unknown) => {
          if (current.current !== forKey) return;
          requested.current.delete(pageNum);
          if (pageNum === 1) setState((s) => ({ ...s, error }));
        },
      );
    },
    [key, round],
  );

  useEffect(() => {
    // StrictMode runs this twice: one first page per filter set, not two.
    if (started.current === fullKey) return;
    started.current = fullKey;
    current.current = fullKey;
    requested.current = new Set();
    setState({ key: fullKey, total: undefined, pages: new Map(), error: undefined });
    loadPage(1);
  }, [fullKey, loadPage]);

  const stale = state.key !== fullKey;
  const pages = stale ? new Map<number, readonly Game[]>() : state.pages;

  const ensureRange = useCallback(
    (first: number, last: number) => {
      if (first < 0 || last < first) return;
      for (let p = Math.floor(first / PAGE_SIZE) + 1; p <= Math.floor(last / PAGE_SIZE) + 1; p += 1)
        loadPage(p);
    },
    [loadPage],
  );

  const patchGame = useCallback((gameCode: string, patch: Partial<Game>) => {
    setState((s) => {
      const next = new Map<number, readonly Game[]>();
      for (const [n, list] of s.pages)
        next.set(
          n,
          list.map((g) => (g.gameCode === gameCode ? { ...g, ...patch } : g)),
        );
      return { ...s, pages: next };
    });
  }, []);

  return {
    total: stale ? undefined : state.total,
    gameAt: (index) => pages.get(Math.floor(index / PAGE_SIZE) + 1)?.[index % PAGE_SIZE],
    ensureRange,
    error: stale ? undefined : state.error,
    reload: () => setRound((r) => r + 1),
    patchGame,
  };
}
