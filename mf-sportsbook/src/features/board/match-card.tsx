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

/** The main lines a phone card prices, top to bottom: 1X2, handicap, total (issue 28 item 5). */
const PLAY_NAME = { M: 'sports.play.M', R: 'sports.play.R', OU: 'sports.play.OU' } as const;
export const CARD_PLAYS = ['M', 'R', 'OU'] as const satisfies readonly (keyof typeof PLAY_NAME &
  sports.PlayType)[];

const Card = styled.article<{ $focused: boolean }>`
  display: grid;
  gap: 8px;
  padding: 10px 12px 8px;
  border: 1px solid ${(p) => (p.$focused ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.sm};
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-width: 0;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textSecondary};
`;

const League = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const When = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  flex-shrink: 0;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Live = styled.strong`
  color: ${(p) => p.theme.colors.danger};
`;

const Tag = styled.span`
  padding: 0 4px;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.warning};
  color: #fff;
`;

const Teams = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px 8px;
  font-size: ${(p) => p.theme.fontSizes.md};
  line-height: 1.35;
  color: ${(p) => p.theme.colors.text};
  /* A long name wraps; it is never cut. */
  overflow-wrap: anywhere;
  b {
    color: ${(p) => p.theme.colors.danger};
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  small {
    grid-column: 1 / -1;
    color: ${(p) => p.theme.colors.textSecondary};
  }
`;

const Play = styled.div<{ $cols: number }>`
  display: grid;
  grid-template-columns: 36px repeat(${(p) => p.$cols}, minmax(0, 1fr));
  align-items: center;
  gap: 6px;
  > span {
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textSecondary};
  }
  /* A thumb's target: 40 px high, the odds legible at arm's length. */
  button {
    height: 40px;
    padding: 0 10px;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 16px;
  button {
    min-height: 28px;
    padding: 0;
    border: 0;
    background: none;
    color: ${(p) => p.theme.colors.primary};
    font-size: ${(p) => p.theme.fontSizes.xs};
    cursor: pointer;
  }
`;

function Status({ match }: { match: sports.Match }) {
  const live = useScore(match.gameId) ?? match;
  if (!live.isLive) return <When>{match.startText.slice(5)}</When>;
  const view = clockView(match.sportType, live);
  return (
    <When data-testid={`clock-${match.gameId}`}>
      <Live>{view.period}</Live>
      {view.clock && <Live>{view.clock}</Live>}
      {view.overtime && <Tag>{overtimeLabel(match.sportType)}</Tag>}
    </When>
  );
}

function TeamsScore({ match }: { match: sports.Match }) {
  const live = useScore(match.gameId) ?? match;
  const showScore = live.isLive || live.gameStatus === 'finished';
  const score = scoreText(match.sportType, live);
  const [home = '', away = ''] = showScore ? score.main.split('-') : [];
  return (
    <Teams data-testid={`teams-${match.gameId}`}>
      <span>{match.team_h}</span>
      <b>{home}</b>
      <span>{match.team_c}</span>
      <b>{away}</b>
      {showScore && score.detail && <small>{score.detail}</small>}
    </Teams>
  );
}

export interface MatchCardProps {
  match: sports.Match;
  format: OddsFormat;
  picked: ReadonlySet<string>;
  onPick: (selectionId: string) => void;
  onMore?: ((gameId: string) => void) | undefined;
  focused?: boolean;
}

/**
 * One match on the phone board: league and kick-off (or the live clock), the teams with
 * the score, and the main lines (1X2, 让球, 大小) as thumb-sized odds buttons.
 */
export const MatchCard = memo(function MatchCard({
  match,
  format,
  picked,
  onPick,
  onMore,
  focused = false,
}: MatchCardProps) {
  const teams = `${match.team_h} ${t('sports.board.vs')} ${match.team_c}`;
  return (
    <Card
      aria-label={teams}
      aria-current={focused || undefined}
      data-game-id={match.gameId}
      data-testid={`card-${match.gameId}`}
      $focused={focused}
    >
      <Top>
        <League>{match.leagueName}</League>
        <Status match={match} />
      </Top>
      <TeamsScore match={match} />
      {CARD_PLAYS.map((w) => {
        const market = match.markets.find((m) => m.w === w);
        if (!market || market.selections.length === 0) return null;
        return (
          <Play key={w} $cols={market.selections.length} role="group" aria-label={t(PLAY_NAME[w])}>
            <span>{t(PLAY_NAME[w])}</span>
            {market.selections.map((s) => (
              <OddsCell
                key={s.id}
                selectionId={s.id}
                label={cellText(market, s)}
                name={`${teams} ${market.name} ${cellLabel(market, s)}`}
                format={oddsFormatForPlay(market.w, format)}
                picked={picked.has(s.id)}
                onPick={onPick}
              />
            ))}
          </Play>
        );
      })}
      <Foot>
        {match.isLive && (
          <button type="button" onClick={() => bus.emit('open_chat', { rid: `match-${match.gameId}` })}>
            {t('chat.matchChat')}
          </button>
        )}
        {onMore && (
          <button type="button" onClick={() => onMore(match.gameId)}>
            {t('sports.board.moreMarkets', { n: match.t_count })}
          </button>
        )}
      </Foot>
    </Card>
  );
});
