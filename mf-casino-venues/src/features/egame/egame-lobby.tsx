import { useAtomValue } from 'jotai';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { failureText, useEndpointQuery } from '@site/shared/api';
import { games } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { checkLogin, isLoggedInAtom } from '@site/shared/session';
import { EmptyState, ErrorState, PageFrame, Skeleton } from '@site/shared/ui';
import { useLaunch } from '../../lib/launch';
import { LOBBY_CATEGORY, LOBBY_STALE_MS, type LobbyKind } from './egame-reads';
import { publishTab, useTabRequests } from './egame-tab';
import { GameGrid } from './game-grid';
import { JackpotTicker } from './jackpot-ticker';
import { LobbyToolbar, type LobbyFilter } from './lobby-toolbar';
import { ProviderTabs } from './provider-tabs';
import { filterIndex, localCatalogue, useCatalogueIndex } from './use-catalogue-index';
import { useCollection } from './use-collection';
import { useDebounced } from './use-debounced';
import { useGameCatalogue, type CatalogueFilters, type Game } from './use-game-catalogue';

export type { LobbyKind };
export const SEARCH_DEBOUNCE_MS = 350;

const Notice = styled.p`
  margin: 0 0 12px;
  padding: 10px 14px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.warning};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Count = styled.p`
  margin: 0 0 12px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** /game/egame and /game/fishing: jackpot, provider tabs, filters, search and the game grid. */
export function EgameLobby({ kind }: { kind: LobbyKind }) {
  const category = LOBBY_CATEGORY[kind];
  const venues = useEndpointQuery(games.getVenueInfoByCategory, { category }, { staleTime: LOBBY_STALE_MS });
  const providers = useMemo(
    () => (venues.data ? [...venues.data.list].sort((a, b) => a.sort - b.sort) : []),
    [venues.data],
  );
  const codes = useMemo(() => ['', ...providers.map((v) => v.channelCode)], [providers]);
  const [provider, setProvider] = useState('');
  const [filter, setFilter] = useState<LobbyFilter>('all');
  const [keyword, setKeyword] = useState('');
  const loggedIn = useAtomValue(isLoggedInAtom);
  // The first keystroke fetches the whole catalogue once (use-catalogue-index.ts); from then
  // on a search filters on the client at once, with React rendering the grid at low priority
  // (useDeferredValue) so typing never waits for it. Favourites and a search typed before the
  // index is in still go to the server, debounced.
  const [indexWanted, setIndexWanted] = useState(false);
  const index = useCatalogueIndex(category, indexWanted, loggedIn);
  const typed = keyword.trim();
  const deferredTyped = useDeferredValue(typed);
  const local = index.games !== undefined && filter !== 'favourite';
  const debounced = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const search = local ? deferredTyped : debounced;
  const onKeyword = (next: string) => {
    if (next.trim()) setIndexWanted(true);
    setKeyword(next);
  };
  const { launch, isLaunching } = useLaunch();

  useTabRequests(codes, setProvider);
  // Favourites belong to a member: after a logout the lobby shows everything again.
  useEffect(() => {
    if (!loggedIn) setFilter((f) => (f === 'favourite' ? 'all' : f));
  }, [loggedIn]);

  const changeProvider = (code: string) => {
    setProvider(code);
    publishTab({ index: Math.max(0, codes.indexOf(code)), code });
  };
  const changeFilter = (next: LobbyFilter) => {
    if (next === 'favourite' && !checkLogin({ prompt: true })) return;
    setFilter(next);
  };

  const tag = filter === 'hot' || filter === 'new' ? filter : undefined;
  const filters: CatalogueFilters = {
    category,
    ...(provider ? { channelCode: provider } : {}),
    // A client-side search leaves the server's list as it was: nothing is fetched again.
    ...(search && !local ? { keyword: search } : {}),
    ...(tag ? { tag } : {}),
    ...(filter === 'favourite' ? { collected: true } : {}),
  };
  const server = useGameCatalogue(filters);
  const { patchGame: patchServer, reload } = server;
  const { patchGame: patchIndex } = index;
  const patchGame = useCallback(
    (gameCode: string, patch: Partial<Game>) => {
      patchServer(gameCode, patch);
      patchIndex(gameCode, patch);
    },
    [patchServer, patchIndex],
  );
  // Once the index is in, every list but the favourites comes from it (the unfiltered one
  // too): scrolling then never waits for a page nor swaps placeholders for cards.
  const matches = useMemo(
    () =>
      local && index.games
        ? search || provider || tag
          ? filterIndex(index.games, { channelCode: provider || undefined, tag, keyword: search })
          : index.games
        : undefined,
    [local, search, index.games, provider, tag],
  );
  const catalogue = matches ? localCatalogue(matches, patchGame, reload) : server;
  const toggleCollect = useCollection(patchGame);
  const onLaunch = useCallback(
    (game: Game) =>
      void launch({
        enName: game.channelCode,
        gameCode: game.gameCode,
        category: game.category,
        gameName: game.name,
      }),
    [launch],
  );
  const launchingGame = useCallback(
    (game: Game) => isLaunching(game.channelCode, game.gameCode),
    [isLaunching],
  );
  const onToggle = useCallback((game: Game) => void toggleCollect(game), [toggleCollect]);

  const selected = providers.find((v) => v.channelCode === provider);
  let body;
  if (catalogue.error)
    body = <ErrorState message={failureText(catalogue.error)} onRetry={catalogue.reload} />;
  else if (catalogue.total === undefined) body = <Skeleton height="360px" />;
  else if (catalogue.total === 0)
    body = (
      <EmptyState
        title={t('casino.lobby.empty')}
        description={
          search
            ? t('casino.lobby.emptySearch', { keyword: search })
            : filter === 'favourite'
              ? t('casino.lobby.emptyFavourite')
              : undefined
        }
      />
    );
  else
    body = (
      <>
        <Count role="status">{t('casino.lobby.resultCount', { count: catalogue.total })}</Count>
        <GameGrid
          key={search ? 'search' : 'list'}
          scrollKey={`${search}|${provider}|${filter}`}
          catalogue={catalogue}
          total={catalogue.total}
          isLaunching={launchingGame}
          onLaunch={onLaunch}
          onToggleCollect={onToggle}
        />
      </>
    );

  return (
    <PageFrame title={t(`casino.categories.${category}.title`)}>
      <JackpotTicker category={category} />
      {venues.error && !venues.data ? (
        <ErrorState compact message={failureText(venues.error)} onRetry={venues.reload} />
      ) : (
        <ProviderTabs venues={providers} value={provider} onChange={changeProvider} />
      )}
      <LobbyToolbar filter={filter} onFilter={changeFilter} keyword={keyword} onKeyword={onKeyword} />
      {selected?.status === 'maintenance' && (
        <Notice role="note">{selected.maintenanceMessage || t('casino.venue.maintenanceDefault')}</Notice>
      )}
      {body}
    </PageFrame>
  );
}
