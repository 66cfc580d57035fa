import { memberArea } from '@site/shared/contract';
import { toInt, type Queryable } from '../db/db';

/**
 * A member's real activity, read from where the money moved: deposits from the ledger
 * (kind 'deposit'), valid turnover from settled sports bets (TY) and casino demo rounds
 * (by the game's category).
 */
export async function depositsOf(q: Queryable, memberId: number): Promise<number> {
  const [row] = await q.query<{ fen: unknown }>(
    `SELECT coalesce(sum(amount), 0) AS fen FROM ledger_transfers WHERE member_id = $1 AND kind = 'deposit'`,
    [memberId],
  );
  return toInt(row?.fen ?? 0);
}

export type TurnoverByCategory = Record<memberArea.RebateCategory, number>;

/** Valid turnover per category in [from, to) (epoch ms; defaults: all time). */
export async function turnoverOf(
  q: Queryable,
  memberId: number,
  from = 0,
  to = Date.UTC(9999, 0, 1),
): Promise<TurnoverByCategory> {
  const rows = await q.query<{ category: string; fen: unknown }>(
    `SELECT 'TY' AS category, coalesce(sum(stake), 0) AS fen FROM sport_bets
      WHERE member_id = $1 AND status = 'settled' AND settled_at >= $2 AND settled_at < $3
     UNION ALL
     SELECT coalesce(g.category, v.category) AS category, sum(r.stake) AS fen FROM game_rounds r
       LEFT JOIN games g ON g.code = r.game_code JOIN venues v ON v.code = r.venue_code
      WHERE r.member_id = $1 AND r.created_at >= $2 AND r.created_at < $3
      GROUP BY coalesce(g.category, v.category)`,
    [memberId, new Date(from), new Date(to)],
  );
  const out = Object.fromEntries(memberArea.REBATE_CATEGORIES.map((c) => [c, 0])) as TurnoverByCategory;
  for (const row of rows) {
    const parsed = memberArea.rebateCategory.safeParse(row.category);
    if (parsed.success) out[parsed.data] += toInt(row.fen);
  }
  return out;
}

export function totalOf(t: TurnoverByCategory): number {
  return Object.values(t).reduce((a, b) => a + b, 0);
}
