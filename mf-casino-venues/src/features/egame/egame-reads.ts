import { prefetchEndpoint, STALE_MS } from '@site/shared/api';
import { games } from '@site/shared/contract';
import type { PagePrefetch } from '@site/shared/routes';

export type LobbyKind = 'egame' | 'fishing';
export const LOBBY_CATEGORY: Record<LobbyKind, games.VenueCategory> = { egame: 'DZ', fishing: 'BY' };

/** The lobby's providers and its first page of games may show from the cache this long (issue 31). */
export const LOBBY_STALE_MS = STALE_MS;

/** The server's largest page: 3,000 games arrive in 30 calls, and only the ones scrolled to. */
export const PAGE_SIZE = 100;

/** The grid's first page before any filter: what the lobby shows on arrival. */
export const firstPagePayload = (category: games.VenueCategory) => ({
  pageNum: 1,
  pageSize: PAGE_SIZE,
  category,
});

/** /game/egame and /game/fishing on intent: the providers and the first page of games (issue 31). */
export const prefetchEgameLobby: PagePrefetch = ({ props }) => {
  const category = LOBBY_CATEGORY[props.kind === 'fishing' ? 'fishing' : 'egame'];
  return Promise.all([
    prefetchEndpoint(games.getVenueInfoByCategory, { category }, LOBBY_STALE_MS),
    prefetchEndpoint(games.gameList, firstPagePayload(category), LOBBY_STALE_MS),
  ]);
};
