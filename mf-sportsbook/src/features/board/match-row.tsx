import { memo } from 'react';
import styled from 'styled-components';
import type { sports } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { oddsFormatForPlay, type OddsFormat } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { OddsCell } from '../../lib/odds/odds-cell';
import { useScore } from '../../lib/odds/use-odds';
import { cellLabel, cellText } from '../../lib/cell-label';
import { clockView, overtimeLabel, scoreText } from '../../lib/match-clock';

/** Board columns, left to right; a match without a play shows an empty column. */
export const BOARD_PLAYS: readonly sports.PlayType[] = ['R', 'OU', 'M', 'HR', 'HOU', 'EO'];

export const ROW_HEIGHT = 108;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(120px, 0.9fr) minmax(180px, 1.4fr) repeat(6, minmax(84px, 1fr));
  align-items: center;
  gap: 6px;
  padding: 6px 12px;
`;

const Row = styled(Grid)<{ $focused: boolean }>`
  height: ${ROW_HEIGHT}px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => (p.$focused ? p.theme.colors.surfaceAlt : p.theme.colors.surface)};
  box-shadow: ${(p) => (p.$focused ? `inset 3px 0 0 ${p.theme.colors.primary}` : 'none')};
  transition: background ${(p) => p.theme.transitions.fast};
`;

/** League group header of the board (issue 15 item 8). */
export const LEAGUE_HEIGHT = 34;

const League = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  height: ${LEAGUE_HEIGHT}px;
  padding: 0 12px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  white-space: nowrap;
  overflow: hidden;
  small {
    color: ${(p) => p.theme.colors.textSecondary};
    font-weight: normal;
  }
`;

export function LeagueHeader({ name, count }: { name: string; count: number }) {
  return (
    <League role="row" aria-label={name} data-league={name}>
      <span role="rowheader">{name}</span>
      <small>{t('sports.board.leagueMatches', { n: count })}</small>
    </League>
  );
}

const Middle = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const More = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${(p) => p.theme.colors.primary};
  font-size: ${(p) => p.theme.fontSizes.xs};
  white-space: nowrap;
  cursor: pointer;
`;

const Clock = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textSecondary};
`;

const LiveText = styled.span`
  color: ${(p) => p.theme.colors.danger};
  font-weight: ${(p) => p.theme.fontWeights.bold};
`;

const Tag = styled.span`
  align-self: flex-start;
  padding: 0 4px;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.warning};
  color: #fff;
`;

const Teams = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: 6px;
  row-gap: 2px;
  line-height: 1.25;
  /* A long name wraps onto a second line; it is never cut to 阿斯… */
  overflow-wrap: anywhere;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.text};
  span:nth-child(even) {
    font-weight: ${(p) => p.theme.fontWeights.bold};
    color: ${(p) => p.theme.colors.danger};
    font-variant-numeric: tabular-nums;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

/** A match in play has its own chat room (mf-chat opens it on the bus). */
const ChatLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 12px;
  cursor: pointer;
`;

/** The clock and score of one match; subscribes to that match's live fields only. */
export function MatchStatus({ match }: { match: sports.Match }) {
  const live = useScore(match.gameId) ?? match;
  if (!live.isLive) {
    return (
      <Clock>
        <span>{match.startText.slice(5)}</span>
        <span>{t('sports.board.notStarted')}</span>
      </Clock>
    );
  }
  const view = clockView(match.sportType, live);
  return (
    <Clock data-testid={`clock-${match.gameId}`}>
      <LiveText>{view.period}</LiveText>
      {view.clock && <span>{view.clock}</span>}
      {view.overtime && <Tag>{overtimeLabel(match.sportType)}</Tag>}
      <ChatLink type="button" onClick={() => bus.emit('open_chat', { rid: `match-${match.gameId}` })}>
        {t('chat.matchChat')}
      </ChatLink>
    </Clock>
  );
}

function TeamsScore({ match }: { match: sports.Match }) {
  const live = useScore(match.gameId) ?? match;
  const score = scoreText(match.sportType, live);
  const showScore = live.isLive || live.gameStatus === 'finished';
  const [home = '', away = ''] = showScore ? score.main.split('-') : [];
  return (
    <Teams data-testid={`teams-${match.gameId}`}>
      <span>{match.team_h}</span>
      <span>{home}</span>
      <span>{match.team_c}</span>
      <span>{away}</span>
      {showScore && score.detail && <small>{score.detail}</small>}
    </Teams>
  );
}

export interface MatchRowProps {
  match: sports.Match;
  format: OddsFormat;
  picked: ReadonlySet<string>;
  onPick: (selectionId: string) => void;
  /** Opens every market of the match ("+N 更多玩法"); no entry without it. */
  onMore?: ((gameId: string) => void) | undefined;
  /** The match a link asked for (the home widget's click): highlighted. */
  focused?: boolean;
}

/** One match on the board: clock, teams and score, then one column per play. */
export const MatchRow = memo(function MatchRow({
  match,
  format,
  picked,
  onPick,
  onMore,
  focused = false,
}: MatchRowProps) {
  return (
    <Row
      role="row"
      aria-label={`${match.team_h} ${t('sports.board.vs')} ${match.team_c}`}
      aria-current={focused || undefined}
      data-game-id={match.gameId}
      $focused={focused}
    >
      <MatchStatus match={match} />
      <Middle>
        <TeamsScore match={match} />
        {onMore && (
          <More type="button" onClick={() => onMore(match.gameId)}>
            {t('sports.board.moreMarkets', { n: match.t_count })}
          </More>
        )}
      </Middle>
      {BOARD_PLAYS.map((w) => {
        const market = match.markets.find((m) => m.w === w);
        return (
          <Column key={w}>
            {market?.selections.map((s) => (
              <OddsCell
                key={s.id}
                selectionId={s.id}
                label={cellText(market, s)}
                name={`${match.team_h} ${t('sports.board.vs')} ${match.team_c} ${market.name} ${cellLabel(market, s)}`}
                format={oddsFormatForPlay(market.w, format)}
                picked={picked.has(s.id)}
                onPick={onPick}
              />
            ))}
          </Column>
        );
      })}
    </Row>
  );
});
