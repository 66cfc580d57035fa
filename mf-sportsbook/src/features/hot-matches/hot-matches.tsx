import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { sports } from '@site/shared/contract';
import { formatOdds, oddsFormatForPlay } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { oddsFormatAtom } from '@site/shared/session';
import { Button, Card, EmptyState, ErrorState, Skeleton, Tile, TileGrid } from '@site/shared/ui';
import { clockView, scoreText } from '../../lib/match-clock';

/** Where a click on the widget goes: the local CRTY venue page. */
export const SPORT_PAGE = '/game/sport/crty';

const Grid = styled(TileGrid).attrs({ $min: '260px' })``;

const Item = styled(Tile)`
  background: ${(p) => p.theme.colors.surface};
  cursor: pointer;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.text};
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textSecondary};
`;

const Live = styled.span`
  color: ${(p) => p.theme.colors.danger};
`;

const Odds = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 6px;
  span {
    display: flex;
    justify-content: space-between;
    gap: 4px;
    min-width: 0;
    padding: 4px 6px;
    white-space: nowrap;
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.surfaceAlt};
    font-variant-numeric: tabular-nums;
  }
`;

const Name = styled.em`
  overflow: hidden;
  text-overflow: ellipsis;
  font-style: normal;
  color: ${(p) => p.theme.colors.textSecondary};
`;

/** The widget reads the list again this often, so scores and odds stay roughly current. */
export const HOT_REFRESH_MS = 30_000;

function HotMatch({ match, onOpen }: { match: sports.Match; onOpen: () => void }) {
  const format = useAtomValue(oddsFormatAtom);
  const main = match.markets.find((m) => m.w === 'M') ?? match.markets[0];
  const score = scoreText(match.sportType, match);
  const clock = match.isLive ? clockView(match.sportType, match) : null;
  return (
    <Item
      role="link"
      tabIndex={0}
      aria-label={`${match.team_h} ${t('sports.board.vs')} ${match.team_c}`}
      onClick={onOpen}
      onKeyDown={(e) => e.key === 'Enter' && onOpen()}
    >
      <Meta>
        <span>{match.leagueName}</span>
        {clock ? (
          <Live>{`${t('sports.hot.live')} ${clock.period} ${clock.clock}`}</Live>
        ) : (
          <span>{match.startText.slice(5)}</span>
        )}
      </Meta>
      <div>{`${match.team_h} ${match.isLive ? score.main : t('sports.board.vs')} ${match.team_c}`}</div>
      {main && (
        <Odds>
          {main.selections.map((s) => (
            <span key={s.id}>
              <Name>{s.name}</Name>
              <b>
                {main.suspended
                  ? t('sports.board.closed')
                  : formatOdds(s.odds, oddsFormatForPlay(main.w, format))}
              </b>
            </span>
          ))}
        </Odds>
      )}
    </Item>
  );
}

/** Home page widget: a few in-play and upcoming hot matches with scores and main odds. */
export function HotMatches() {
  const navigate = useNavigate();
  const { data, error, reload } = useEndpoint(sports.hotMatches, { limit: 6 });
  const open = () => navigate(SPORT_PAGE);
  useEffect(() => {
    const timer = setInterval(reload, HOT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return (
    <Card
      title={t('sports.hot.title')}
      extra={
        <Button variant="text" size="sm" onClick={open}>
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
        <Grid aria-label={t('sports.hot.title')}>
          {data.matches.map((m) => (
            <HotMatch key={m.gameId} match={m} onOpen={open} />
          ))}
        </Grid>
      )}
    </Card>
  );
}
