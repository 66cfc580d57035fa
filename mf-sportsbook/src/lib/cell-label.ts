import type { sports } from '@site/shared/contract';
import { formatPick, pickLineText, type PickFields } from '@site/shared/format';
import { t } from '@site/shared/i18n';

/** The shared pick formatter's fields of a board selection (odds: the snapshot's). */
export function pickFields(market: sports.Market, selection: sports.Selection): PickFields {
  return {
    w: market.w,
    playName: market.name,
    r: selection.r,
    selectionName: selection.name,
    line: market.line,
    odds: selection.odds,
  };
}

/**
 * A selection with its line, as the slip and every ticket print it (the shared pick
 * formatter): 阿森纳 -0.5/1, 大 2.5/3, 和局.
 */
export function cellLabel(market: sports.Market, selection: sports.Selection): string {
  return formatPick(pickFields(market, selection), 'H').selection;
}

/** 1X2 sides as the board's narrow cells print them: 主 / 和 / 客 (the row names the teams). */
const SIDE = {
  H: 'sports.board.home',
  N: 'sports.board.draw',
  C: 'sports.board.away',
} as const;

/**
 * What a board cell prints beside its odds: the handicap alone (the row already names the
 * teams, home above away; a full name would crowd out the line and end as 阿斯…), the total
 * with 大/小, 主/和/客 for 1X2, or the selection's name. Lines in the shared formatter's notation.
 */
export function cellText(market: sports.Market, selection: sports.Selection): string {
  if (market.w === 'M' && selection.r in SIDE) return t(SIDE[selection.r as keyof typeof SIDE]);
  const line = pickLineText(market.w, selection.r, market.line);
  if (line === null) return selection.name;
  if (market.w === 'R' || market.w === 'HR') return line;
  return `${selection.name} ${line}`;
}
