import type { sports } from '@site/shared/contract';
import { t } from '@site/shared/i18n';

/** Line text of a cell: the handicap from the picked side's view (主 -0.5 / 客 +0.5), a total with 大/小. */
export function cellLabel(market: sports.Market, selection: sports.Selection): string {
  if (market.line === null) return selection.name;
  if (market.w === 'R' || market.w === 'HR') {
    const line = selection.r === 'H' ? market.line : -market.line;
    return `${selection.name} ${line > 0 ? '+' : ''}${line}`;
  }
  return `${selection.name} ${market.line}`;
}

/** A line the way Chinese books print it: quarter lines as the two halves they split into (0.25 → 0/0.5). */
export function lineText(value: number): string {
  const abs = Math.abs(value);
  const quarter = Math.round((abs % 0.5) * 100) === 25;
  const text = quarter ? `${abs - 0.25}/${abs + 0.25}` : String(abs);
  return value < 0 ? `-${text}` : text;
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
 * with 大/小, 主/和/客 for 1X2, or the selection's name.
 */
export function cellText(market: sports.Market, selection: sports.Selection): string {
  if (market.w === 'M' && selection.r in SIDE) return t(SIDE[selection.r as keyof typeof SIDE]);
  if (market.line === null) return selection.name;
  if (market.w === 'R' || market.w === 'HR') {
    const line = selection.r === 'H' ? market.line : -market.line;
    return `${line > 0 ? '+' : ''}${lineText(line)}`;
  }
  return `${selection.name} ${lineText(market.line)}`;
}
