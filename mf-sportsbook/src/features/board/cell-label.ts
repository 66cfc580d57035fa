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

/** A line the way Chinese books print it: quarter lines as the two halves they split into (0.25 → 0/0.5). */
export function lineText(value: number): string {
  const abs = Math.abs(value);
  const quarter = Math.round((abs % 0.5) * 100) === 25;
  const text = quarter ? `${abs - 0.25}/${abs + 0.25}` : String(abs);
  return value < 0 ? `-${text}` : text;
}

/**
 * What a board cell prints beside its odds: the handicap alone (the row already names the
 * teams, home above away; a full name would crowd out the line), the total with 大/小, or
 * the selection's name.
 */
export function cellText(market: sports.Market, selection: sports.Selection): string {
  if (market.line === null) return selection.name;
  if (market.w === 'R' || market.w === 'HR') {
    const line = selection.r === 'H' ? market.line : -market.line;
    return `${line > 0 ? '+' : ''}${lineText(line)}`;
  }
  return `${selection.name} ${lineText(market.line)}`;
}
