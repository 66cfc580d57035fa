import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useEndpointQuery } from '@site/shared/api';
import { sports } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { t } from '@site/shared/i18n';
import { EmptyState, ErrorState, PageFrame, Skeleton, toast } from '@site/shared/ui';
import { BetSlip } from '../features/betslip/components/bet-slip';
import {
  applySlipOddsAtom,
  displayOddsFormatAtom,
  pickedKeysAtom,
  selectPickAtom,
  seriesAtom,
} from '../features/betslip/state/slip-atoms';
import { usePlaceBet } from '../features/betslip/use-place-bet';
import { ChampionList } from '../features/board/champion-list';
import { MatchBoard } from '../features/board/match-board';
import { MatchCards } from '../features/board/match-cards';
import { MatchMarkets } from '../features/board/match-markets';
import type { SportLink } from '../lib/deep-link';
import { pickIndex } from './pick-index';
import { SNAPSHOT_STALE_MS } from './sport-page-reads';
import { FilterBar } from '../features/filters/filter-bar';
import * as filters from '../features/filters/filter-logic';
import { ViewSwitches } from '../features/filters/view-switches';
import { OddsStore } from '../lib/odds/odds-store';
import { OddsStoreContext } from '../lib/odds/use-odds';
import { useLiveFeed } from '../lib/live/use-live-feed';
import type { SyntheticBoard } from '../features/live-odds/synthetic-feed';
import { MyBets } from '../features/my-bets/my-bets';
import { usePhone } from '../lib/use-phone';
import { PhoneSlip } from './phone-slip';

/** Below the phone breakpoint: a narrower frame, the switches on their own line under the title. */
const Frame = styled(PageFrame)`
  @media (max-width: 767px) {
    padding: 12px 12px 0;
    & > div:first-child {
      flex-wrap: wrap;
      gap: 8px 12px;
      margin-bottom: 12px;
    }
  }
`;

/** 体育投注 on one line whatever sits beside it (a phone once broke it as 体育投／注). */
const Title = styled.span`
  white-space: nowrap;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: 16px;
  align-items: start;
  @media (max-width: 1100px) {
    /* minmax(0, …): the wide board scrolls inside its frame instead of widening the page. */
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: 12px;
  position: sticky;
  top: 12px;
`;

const Extra = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 16px;
`;

const Status = styled.span<{ $ok: boolean }>`
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => (p.$ok ? p.theme.colors.success : p.theme.colors.warning)};
`;

export interface SportPageProps {
  /** The benchmark's baseline: no per-frame batching, no virtualisation (`?perf=baseline`). */
  baseline?: boolean;
  /** Open the live socket (off in unit tests). */
  live?: boolean;
  /**
   * Render test only (`?feed=synthetic`, where the server allows it): a made-up in-play
   * board fed locally, instead of the server's snapshot and push.
   */
  synthetic?: SyntheticBoard | null;
  /** A link's request (the home widget's click): its match in view, its selection on the slip. */
  link?: SportLink | null;
}

/** The local CRTY venue page: filters, live board, bet slip and my bets (SPEC §2, §4). */
export function SportPage({ baseline = false, live = true, synthetic = null, link = null }: SportPageProps) {
  const [state, setState] = useState(() =>
    link ? filters.filtersFor(link.sportType, link.marketType) : filters.initialFilters,
  );
  const [moreFor, setMoreFor] = useState<string | null>(null);
  const [oddsStore] = useState(() => new OddsStore({ batch: !baseline }));
  const [betsVersion, setBetsVersion] = useState(0);
  const jotai = useStore();
  const format = useAtomValue(displayOddsFormatAtom);
  const series = useAtomValue(seriesAtom);
  const picked = useAtomValue(pickedKeysAtom);
  const fetched = useEndpointQuery(sports.snapshot, filters.snapshotPayload(state), {
    enabled: !synthetic,
    staleTime: SNAPSHOT_STALE_MS,
  });
  const fake = synthetic?.snapshot;
  const { error, fetching: loading, reload } = fetched;
  // While another filter's snapshot loads, the board it replaces stays (busy), as before the cache.
  const shown = useRef(fetched.data);
  if (fetched.data) shown.current = fetched.data;
  const data = fake ?? fetched.data ?? (loading ? shown.current : undefined);
  const bump = useCallback(() => setBetsVersion((v) => v + 1), []);
  const { place, ticketEnded } = usePlaceBet({ onPlaced: bump });
  const phone = usePhone();

  useEffect(() => {
    if (data) oddsStore.load(data.matches, data.champions);
  }, [data, oddsStore]);
  useEffect(() => synthetic?.start(oddsStore), [synthetic, oddsStore]);
  useEffect(() => {
    oddsStore.onOdds = (changed) => jotai.set(applySlipOddsAtom, changed);
    return () => oddsStore.dispose();
  }, [oddsStore, jotai]);

  const socket = useLiveFeed(
    oddsStore,
    state.sportType,
    {
      onListChanged: reload,
      onTicket: (push) => ticketEnded(push.ticket_id, push.status, push.reason),
      onSettled: () => {
        bus.emit('refresh_balance');
        bump();
      },
    },
    live && !synthetic,
  );

  const matches = useMemo(() => {
    const all = data?.matches ?? [];
    return state.leagueIds.length ? all.filter((m) => state.leagueIds.includes(m.leagueId)) : all;
  }, [data, state.leagueIds]);
  const champions = useMemo(() => {
    const all = data?.champions ?? [];
    return state.leagueIds.length ? all.filter((c) => state.leagueIds.includes(c.leagueId)) : all;
  }, [data, state.leagueIds]);
  // The further markets a 更多玩法 dialog loaded: their cells pick onto the slip like the board's.
  const [moreMarkets, setMoreMarkets] = useState<ReadonlyMap<string, readonly sports.MoreMarket[]>>(
    () => new Map(),
  );
  const onMoreMarkets = useCallback((match: sports.Match, markets: readonly sports.MoreMarket[]) => {
    setMoreMarkets((prev) =>
      prev.get(match.gameId) === markets ? prev : new Map(prev).set(match.gameId, markets),
    );
  }, []);
  const index = useMemo(
    () => pickIndex(data?.matches ?? [], data?.champions ?? [], moreMarkets),
    [data, moreMarkets],
  );

  const onPick = useCallback(
    (selectionId: string) => {
      const build = index.get(selectionId);
      const cell = oddsStore.cell(selectionId);
      if (!build || !cell || cell.suspended) return;
      const outcome = jotai.set(selectPickAtom, build(cell.odds));
      if (outcome.kind === 'blocked') toast.warning(outcome.message);
    },
    [index, oddsStore, jotai],
  );

  // A link's selection goes on the slip once, when the board that lists it has loaded.
  const linked = useRef<string | null>(null);
  useEffect(() => {
    const want = link?.selectionId;
    if (!want || !data || linked.current === want) return;
    linked.current = want;
    if (!jotai.get(pickedKeysAtom).has(want)) onPick(want);
  }, [link, data, jotai, onPick]);
  const moreMatch = moreFor ? matches.find((m) => m.gameId === moreFor) : undefined;

  const champ = filters.isChampionMarket(state.marketType) || state.sportType === 'FS';
  let board;
  if (error)
    board = <ErrorState title={t('sports.board.loadFailed')} message={error.message} onRetry={reload} />;
  else if (!data) board = <Skeleton height="420px" />;
  else if (champ ? champions.length === 0 : matches.length === 0)
    board = <EmptyState title={t('sports.board.empty')} description={t('sports.board.emptyText')} />;
  else if (champ)
    board = <ChampionList champions={champions} format={format} picked={picked} onPick={onPick} />;
  // A filter change (the refresh counter) starts the list again from its top.
  else if (phone)
    board = (
      <MatchCards
        key={state.refresh}
        matches={matches}
        format={format}
        picked={picked}
        onPick={onPick}
        onMore={setMoreFor}
        focusGameId={link?.gameId ?? null}
      />
    );
  else
    board = (
      <MatchBoard
        key={state.refresh}
        matches={matches}
        format={format}
        picked={picked}
        onPick={onPick}
        onMore={setMoreFor}
        focusGameId={link?.gameId ?? null}
        virtual={!baseline}
      />
    );

  return (
    <OddsStoreContext.Provider value={oddsStore}>
      <Frame
        fullWidth
        title={<Title>{t('sports.page.title')}</Title>}
        extra={
          <Extra>
            {live && (
              <Status $ok={socket === 'open'} role="status">
                {socket === 'open' ? t('sports.board.connected') : t('sports.board.disconnected')}
              </Status>
            )}
            <ViewSwitches seriesOn={series} />
          </Extra>
        }
      >
        <Layout>
          <div aria-busy={loading} data-phone={phone || undefined}>
            <FilterBar
              state={state}
              onChange={setState}
              sportCounts={data?.sportCounts ?? {}}
              dates={data?.dates ?? []}
              leagues={data?.leagues ?? []}
            />
            {board}
          </div>
          {phone ? (
            <PhoneSlip onPlace={() => void place()} betsVersion={betsVersion} format={format} />
          ) : (
            <Aside>
              <BetSlip onPlace={() => void place()} />
              <MyBets version={betsVersion} format={format} />
            </Aside>
          )}
        </Layout>
        {moreMatch && (
          <MatchMarkets
            match={moreMatch}
            format={format}
            picked={picked}
            onPick={onPick}
            onMoreMarkets={onMoreMarkets}
            onClose={() => setMoreFor(null)}
          />
        )}
      </Frame>
    </OddsStoreContext.Provider>
  );
}
