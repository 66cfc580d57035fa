import type { sports } from '@site/shared/contract';

/** A line of the board: a league's header, or one of its matches. */
export type BoardRow =
  | { kind: 'league'; key: string; leagueId: string; leagueName: string; count: number }
  | { kind: 'match'; key: string; match: sports.Match };

/**
 * The board's lines: matches grouped under their league's header (issue 15 item 8), the
 * leagues in the order their first match comes (the feed's kick-off order), the matches of
 * a league in the order they come.
 */
export function boardRows(matches: readonly sports.Match[]): BoardRow[] {
  const byLeague = new Map<string, sports.Match[]>();
  for (const m of matches) {
    const group = byLeague.get(m.leagueId);
    if (group) group.push(m);
    else byLeague.set(m.leagueId, [m]);
  }
  const rows: BoardRow[] = [];
  for (const [leagueId, group] of byLeague) {
    rows.push({
      kind: 'league',
      key: `league:${leagueId}`,
      leagueId,
      leagueName: group[0]?.leagueName ?? '',
      count: group.length,
    });
    for (const match of group) rows.push({ kind: 'match', key: match.gameId, match });
  }
  return rows;
}

/** Where a match's line is, or -1. */
export function rowIndexOf(rows: readonly BoardRow[], gameId: string): number {
  return rows.findIndex((r) => r.kind === 'match' && r.match.gameId === gameId);
}
