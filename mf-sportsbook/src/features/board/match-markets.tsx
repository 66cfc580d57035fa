import { useEffect } from 'react';
import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { sports } from '@site/shared/contract';
import { oddsFormatForPlay, type OddsFormat } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { Dialog, ErrorState, Skeleton } from '@site/shared/ui';
import { OddsCell } from '../../lib/odds/odds-cell';
import { useOddsStore } from '../../lib/odds/use-odds';
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
  /**
   * The further markets (「更多玩法」: 波胆, 总进球 ...) once loaded: a page that indexes its
   * picks by the snapshot adds these too, so their cells go on the slip like the board's.
   */
  onMoreMarkets?: ((match: sports.Match, markets: readonly sports.MoreMarket[]) => void) | undefined;
}

/** A further market's cell text: corners handicap from the picked side's view, a total with 大/小. */
export function moreLabel(market: sports.MoreMarket, selection: sports.Selection): string {
  if (market.line === null) return selection.name;
  if (market.w === 'CR') {
    const line = selection.r === 'H' ? market.line : -market.line;
    return `${selection.name} ${line > 0 ? '+' : ''}${line}`;
  }
  return `${selection.name} ${market.line}`;
}

interface Section {
  marketId: string;
  name: string;
  w: string;
  cells: { id: string; label: string }[];
}

/**
 * Every market of one match ("+N 更多玩法", issue 15 item 8; issue 28: the further plays),
 * read from video/hotLive/matchDetail: the board's markets, then 「更多玩法」 by their Chinese
 * names. Each selection is a live odds cell that picks onto the slip; the further markets'
 * prices go into the page's odds store, where the live push keeps them current.
 */
export function MatchMarkets({ match, format, picked, onPick, onClose, onMoreMarkets }: MatchMarketsProps) {
  const { data, error, reload } = useEndpoint(sports.matchDetail, { gameId: match.gameId });
  const store = useOddsStore();
  const more = data?.moreMarkets;
  useEffect(() => {
    if (!more || more.length === 0) return;
    store.push({
      markets: more.map((m) => ({
        gameId: match.gameId,
        marketId: m.marketId,
        line: m.line,
        suspended: m.suspended,
        selections: m.selections.map((s) => ({ id: s.id, odds: s.odds })),
      })),
      scores: [],
    });
    onMoreMarkets?.(match, more);
  }, [more, store, match, onMoreMarkets]);
  const teams = `${match.team_h} ${t('sports.board.vs')} ${match.team_c}`;
  const title = `${teams} · ${t('sports.board.allMarkets')}`;
  let body;
  if (error)
    body = <ErrorState title={t('sports.board.marketsFailed')} message={error.message} onRetry={reload} />;
  else if (!data) body = <Skeleton height="240px" />;
  else {
    const sections: Section[] = [
      ...data.match.markets.map((m) => ({
        marketId: m.marketId,
        name: m.name,
        w: m.w,
        cells: m.selections.map((s) => ({ id: s.id, label: cellLabel(m, s) })),
      })),
      ...(data.moreMarkets ?? []).map((m) => ({
        marketId: m.marketId,
        name: m.name,
        w: m.w,
        cells: m.selections.map((s) => ({ id: s.id, label: moreLabel(m, s) })),
      })),
    ];
    body = sections.map((market) => (
      <Market key={market.marketId} aria-label={market.name}>
        <h4>{market.name}</h4>
        <Cells>
          {market.cells.map((cell) => (
            <OddsCell
              key={cell.id}
              selectionId={cell.id}
              label={cell.label}
              name={`${teams} ${market.name} ${cell.label}`}
              format={oddsFormatForPlay(market.w, format)}
              picked={picked.has(cell.id)}
              onPick={onPick}
            />
          ))}
        </Cells>
      </Market>
    ));
  }
  return (
    <Dialog open onClose={onClose} title={title} width={640}>
      {body}
    </Dialog>
  );
}
