import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { sports } from '@site/shared/contract';
import { oddsFormatForPlay, type OddsFormat } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { Dialog, ErrorState, Skeleton } from '@site/shared/ui';
import { OddsCell } from '../../lib/odds/odds-cell';
import { cellLabel } from '../../lib/cell-label';

const Market = styled.section`
  display: grid;
  gap: 6px;
  padding: 10px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  h4 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textSecondary};
  }
`;

const Cells = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 6px;
`;

export interface MatchMarketsProps {
  match: sports.Match;
  format: OddsFormat;
  picked: ReadonlySet<string>;
  onPick: (selectionId: string) => void;
  onClose: () => void;
}

/**
 * Every market of one match ("+N 更多玩法", issue 15 item 8), read from
 * video/hotLive/matchDetail; each selection is a live odds cell that picks onto the slip.
 */
export function MatchMarkets({ match, format, picked, onPick, onClose }: MatchMarketsProps) {
  const { data, error, reload } = useEndpoint(sports.matchDetail, { gameId: match.gameId });
  const title = `${match.team_h} ${t('sports.board.vs')} ${match.team_c} · ${t('sports.board.allMarkets')}`;
  let body;
  if (error)
    body = <ErrorState title={t('sports.board.marketsFailed')} message={error.message} onRetry={reload} />;
  else if (!data) body = <Skeleton height="240px" />;
  else
    body = data.match.markets.map((market) => (
      <Market key={market.marketId} aria-label={market.name}>
        <h4>{market.name}</h4>
        <Cells>
          {market.selections.map((s) => (
            <OddsCell
              key={s.id}
              selectionId={s.id}
              label={cellLabel(market, s)}
              name={`${match.team_h} ${t('sports.board.vs')} ${match.team_c} ${market.name} ${cellLabel(market, s)}`}
              format={oddsFormatForPlay(market.w, format)}
              picked={picked.has(s.id)}
              onPick={onPick}
            />
          ))}
        </Cells>
      </Market>
    ));
  return (
    <Dialog open onClose={onClose} title={title} width={640}>
      {body}
    </Dialog>
  );
}
