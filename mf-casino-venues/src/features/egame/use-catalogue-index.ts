import { useCallback, useEffect, useState } from 'react';
import { request } from '@site/shared/api';
import { games } from '@site/shared/contract';
import type { Catalogue, Game } from './use-game-catalogue';

/** Two pages in flight at a time: the index fills in the background without crowding the grid's own pages. */
const PARALLEL = 2;
/** An index older than this is fetched again (new games, hot / new flags). */
const MAX_AGE_MS = 5 * 60_000;

interface Entry {
  at: number;
  games: Promise<Game[]>;
}

/** One index per category and login state for the whole page session (tabs and revisits share it). */
const cache = new Map<string, Entry>();

/** Big pages: the 3,060 games arrive in four calls, not thirty-one (each call costs parsing and a round trip). */
const INDEX_PAGE_SIZE = games.GAME_INDEX_PAGE_SIZE;

async function fetchIndex(category: games.VenueCategory): Promise<Game[]> {
  const first = await request(games.gameList, { pageNum: 1, pageSize: INDEX_PAGE_SIZE, category });
  const pages: (readonly Game[])[] = [first.list];
  const count = Math.ceil(first.total / INDEX_PAGE_SIZE);
  let next = 2;
  const worker = async () => {
    while (next <= count) {
      const pageNum = next;
      next += 1;
      const page = await request(games.gameList, { pageNum, pageSize: INDEX_PAGE_SIZE, category });
      pages[pageNum - 1] = page.list;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return pages.flat();
}

function indexOf(category: games.VenueCategory, loggedIn: boolean): Promise<Game[]> {
  const key = `${category}|${loggedIn ? 'member' : 'guest'}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.games;
  const entry = { at: Date.now(), games: fetchIndex(category) };
  cache.set(key, entry);
  // A failed index is forgotten, so the next search tries again (the server search serves meanwhile).
  entry.games.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry.games;
}

/** Drops every cached index (tests; a member's favourites changed elsewhere). */
export function forgetCatalogueIndexes(): void {
  cache.clear();
}

export interface CatalogueIndex {
  /** Every game of the category in the server's order; undefined until all pages are in. */
  games: readonly Game[] | undefined;
  patchGame: (gameCode: string, patch: Partial<Game>) => void;
}

/**
 * The whole catalogue of a category, fetched once in the background when `wanted` (the
 * player started to search), so that searching filters on the client with no call and no
 * debounce. Until it is complete the lobby searches on the server as before.
 */
export function useCatalogueIndex(
  category: games.VenueCategory,
  wanted: boolean,
  loggedIn: boolean,
): CatalogueIndex {
  const key = `${category}|${loggedIn}`;
  const [state, setState] = useState<{ key: string; games: readonly Game[] } | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    indexOf(category, loggedIn).then(
      (list) => live && setState({ key, games: list }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [category, loggedIn, wanted, key]);
  const patchGame = useCallback((gameCode: string, patch: Partial<Game>) => {
    setState((s) =>
      s ? { ...s, games: s.games.map((g) => (g.gameCode === gameCode ? { ...g, ...patch } : g)) } : s,
    );
  }, []);
  return { games: state?.key === key ? state.games : undefined, patchGame };
}

export interface LocalFilters {
  channelCode?: string | undefined;
  tag?: games.GameTag | undefined;
  keyword: string;
}

/**
 * The server's search on the client (server/src/games/queries.ts `listGames`): the name or
 * the game code contains the keyword, case-insensitively; provider and hot / new filters
 * combine; the server's order is kept.
 */
export function filterIndex(list: readonly Game[], f: LocalFilters): Game[] {
  const needle = f.keyword.trim().toLowerCase();
  return list.filter(
    (g) =>
      (!f.channelCode || g.channelCode === f.channelCode) &&
      (!f.tag || g.tags.includes(f.tag)) &&
      (g.name.toLowerCase().includes(needle) || g.gameCode.toLowerCase().includes(needle)),
  );
}

/** A catalogue over games already in memory: same interface as the server's, nothing to load. */
export function localCatalogue(
  list: readonly Game[],
  patchGame: Catalogue['patchGame'],
  reload: () => void,
): Catalogue {
  return {
    total: list.length,
    gameAt: (index) => list[index],
    ensureRange: () => undefined,
    error: undefined,
    reload,
    patchGame,
  };
}
