import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useEndpointQuery } from '@site/shared/api';
import type { sports as sportsContract } from '@site/shared/contract';
import { HOME_READS, sports } from '@site/shared/contract-core';
import { formatOdds, oddsFormatForPlay } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { oddsFormatAtom } from '@site/shared/session';
import { Button, Card, EmptyState, ErrorState, Skeleton, Tile, TileGrid } from '@site/shared/ui';
import { SPORT_PAGE, sportLink } from '../../lib/deep-link';
import { useLiveFeed } from '../../lib/live/use-live-feed';
import { clockView, scoreText } from '../../lib/match-clock';
import { OddsStore } from '../../lib/odds/odds-store';
import { OddsStoreContext, useCell, useScore } from '../../lib/odds/use-odds';
import { cellText } from '../../lib/cell-label';

export { SPORT_PAGE };

const Grid = styled(TileGrid).attrs({ $min: '260px' })``;

const Item = styled(Tile)`
  display: grid;
  gap: 8px;
  background: ${(p) => p.theme.colors.surface};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.text};
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

const Head = styled.div`
  display: grid;
  gap: 4px;
  cursor: pointer;
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textSecondary};
`;

const Live = styled.span`
  color: ${(p) => p.theme.colors.danger};
  white-space: nowrap;
`;

const Odds = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 6px;
`;

const Pick = styled.button`
  display: flex;
  justify-content: space-between;
  gap: 4px;
  min-width: 0;
  padding: 4px 6px;
  border: 1px solid transparent;
  white-space: nowrap;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${(p) => p.theme.colors.textSecondary};
  }
`;

const Name = styled.em`
  overflow: hidden;
  text-overflow: ellipsis;
  font-style: normal;
  color: ${(p) => p.theme.colors.textSecondary};
`;

/** One main-market selection: live odds from the widget's store; a click opens the page with it on the slip. */
function HotPick({
  market,
  selection,
  onPick,
}: {
  market: sportsContract.Market;
  selection: sportsContract.Selection;
  onPick: (selectionId: string) => void;
}) {
  const format = useAtomValue(oddsFormatAtom);
  const cell = useCell(selection.id);
  const suspended = cell?.suspended ?? market.suspended;
  const odds = suspended
    ? t('sports.board.closed')
    : formatOdds(cell?.odds ?? selection.odds, oddsFormatForPlay(market.w, format));
  return (
    <Pick
      type="button"
      disabled={suspended}
      data-testid={`hot-odds-${selection.id}`}
      aria-label={`${selection.name} ${odds}`}
      onClick={() => onPick(selection.id)}
    >
      {/* 主 / 和 / 客 for 1X2 as on the board: the card's title names the teams (a full name ended as 国际…). */}
      <Name>{cellText(market, selection)}</Name>
      <b>{odds}</b>
    </Pick>
  );
}

function HotMatch({ match, onOpen }: { match: sportsContract.Match; onOpen: (link: string) => void }) {
  const live = useScore(match.gameId);
  const fields = { ...match, ...live };
  const main = match.markets.find((m) => m.w === 'M') ?? match.markets[0];
  const score = scoreText(match.sportType, fields);
  const clock = fields.isLive ? clockView(match.sportType, fields) : null;
  const where = { gameId: match.gameId, sportType: match.sportType, marketType: match.marketType };
  const openMatch = () => onOpen(sportLink(where));
  return (
    <Item>
      <Head
        role="link"
        tabIndex={0}
        aria-label={`${match.team_h} ${t('sports.board.vs')} ${match.team_c}`}
        onClick={openMatch}
        onKeyDown={(e) => e.key === 'Enter' && openMatch()}
      >
        <Meta>
          <span>{match.leagueName}</span>
          {clock ? (
            <Live>{`${t('sports.hot.live')} ${clock.period} ${clock.clock}`}</Live>
          ) : (
            <span>{match.startText.slice(5)}</span>
          )}
        </Meta>
        <div>{`${match.team_h} ${fields.isLive ? score.main : t('sports.board.vs')} ${match.team_c}`}</div>
      </Head>
      {main && (
        <Odds>
          {main.selections.map((s) => (
            <HotPick
              key={s.id}
              market={main}
              selection={s}
              onPick={(selectionId) => onOpen(sportLink({ ...where, selectionId }))}
            />
          ))}
        </Odds>
      )}
    </Item>
  );
}

export interface HotMatchesProps {
  /** Open the live socket (off in unit tests that do not fake one). */
  live?: boolean;
}

/**
 * Home page widget: a few in-play and upcoming hot matches with scores and main odds. It
 * subscribes to the live push for its matches (odds and scores move as they change, the
 * list is read again only when a match starts or ends), never polls. An odds click opens
 * the sportsbook with that selection on the slip and its match in view.
 */
export function HotMatches({ live = true }: HotMatchesProps) {
  const navigate = useNavigate();
  const { data, error, reload } = useEndpointQuery(sports.hotMatches, HOME_READS.hotMatches.payload, {
    staleTime: HOME_READS.hotMatches.staleTime,
  });
  // Loaded with the first render's answer (the page's own, issue 31), so the odds show in
  // that render: on the server, which runs no effect, and in the browser's first frame.
  const [store] = useState(() => {
    const initial = new OddsStore();
    if (data) initial.load(data.matches);
    return initial;
  });
  useEffect(() => {
    if (data) store.load(data.matches);
  }, [data, store]);
  useEffect(() => () => store.dispose(), [store]);
  const gameIds = useMemo(() => data?.matches.map((m) => m.gameId) ?? [], [data]);
  useLiveFeed(
    store,
    'ALL',
    {
      // One of the shown matches kicked off or ended (the push is cut to them): read the list again.
      onListChanged: reload,
    },
    live && data !== undefined,
    gameIds,
  );
  return (
    <Card
      title={t('sports.hot.title')}
      extra={
        // data-intent-href: the host's intent prefetch loads the board before the click.
        <Button variant="text" size="sm" data-intent-href={SPORT_PAGE} onClick={() => navigate(SPORT_PAGE)}>
          {t('sports.hot.more')}
        </Button>
      }
    >
      {error ? (
        <ErrorState title={t('sports.hot.loadFailed')} message={error.message} onRetry={reload} />
      ) : !data ? (
        <Skeleton height="120px" />
      ) : data.matches.length === 0 ? (
        <EmptyState compact title={t('sports.hot.empty')} />
      ) : (
        <OddsStoreContext.Provider value={store}>
          <Grid aria-label={t('sports.hot.title')}>
            {data.matches.map((m) => (
              <HotMatch key={m.gameId} match={m} onOpen={(link) => navigate(link)} />
            ))}
          </Grid>
        </OddsStoreContext.Provider>
      )}
    </Card>
  );
}
