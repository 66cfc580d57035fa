import type { sports } from '@site/shared/contract';

/** Line text of a cell: the handicap from the picked side's view (主 -0.5 / 客 +0.5), a total with 大/小. */
export function cellLabel(market: sports.Market, selection: sports.Selection): string {
  if (market.line === null) return selection.name;
  if (market.w === 'R' || market.w === 'HR') {
    const line = selection.r === 'H' ? market.line : -market.line;
    return `${selection.name} ${line > 0 ? '+' : ''}${line}`;
  }
  return `${selection.name} ${market.line}`;
}
