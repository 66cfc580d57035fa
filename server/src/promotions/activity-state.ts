import type { Queryable } from '../db/db';
import { toInt } from '../db/db';
import { addDays, chinaDate } from '../time/clock';
import type { PromotionRow } from './repository';
import type { TaskCode, Terms } from './terms';

/** Reads of what a member has done, shared by the claims and the progress view. */

/** China dates the member signed in, newest first. */
export async function signDates(q: Queryable, memberId: number, promotionId: number): Promise<string[]> {
  const rows = await q.query<{ ref: string }>(
    `SELECT ref FROM promotion_events WHERE promotion_id = $1 AND member_id = $2 AND kind = 'sign' ORDER BY ref DESC`,
    [promotionId, memberId],
  );
  return rows.map((r) => r.ref);
}

/** Consecutive days signed ending today or yesterday (a missed day resets the streak to 0). */
export function streakOf(dates: readonly string[], today = chinaDate()): number {
  const set = new Set(dates);
  let day = set.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (set.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** Valid turnover (fen) of a China date range, weighted by the contribution percentages. */
export async function weightedTurnover(
  q: Queryable,
  memberId: number,
  terms: Terms,
  from: string,
  to: string,
): Promise<number> {
  const rows = await q.query<{ category: string; total: unknown }>(
    `SELECT category, sum(valid_fen) AS total FROM turnover_daily WHERE member_id = $1 AND day BETWEEN $2::date AND $3::date GROUP BY category`,
    [memberId, from, to],
  );
  const pct = terms.contributions as Record<string, number | undefined>;
  return rows.reduce((sum, r) => sum + Math.floor((toInt(r.total) * (pct[r.category] ?? 0)) / 100), 0);
}

/** Fen deposited (paid) on a China date. */
export async function depositedOn(q: Queryable, memberId: number, day: string): Promise<number> {
  const [row] = await q.query<{ total: unknown }>(
    `SELECT coalesce(sum(amount), 0) AS total FROM deposit_orders
      WHERE member_id = $1 AND status = 'paid' AND ((finished_at AT TIME ZONE 'UTC') + interval '8 hours')::date = $2::date`,
    [memberId, day],
  );
  return row ? toInt(row.total) : 0;
}

export async function drawsUsed(
  q: Queryable,
  memberId: number,
  promotionId: number,
  day: string,
): Promise<number> {
  const [row] = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM promotion_events WHERE promotion_id = $1 AND member_id = $2 AND kind = 'draw' AND ref LIKE $3`,
    [promotionId, memberId, `${day}:%`],
  );
  return row ? toInt(row.n) : 0;
}

/** Draws earned today: the free ones, plus one per deposit step and one per turnover step. */
export async function drawsEarned(
  q: Queryable,
  memberId: number,
  p: PromotionRow,
  day: string,
): Promise<number> {
  const per = p.terms.drawPerDepositFen ?? 0;
  const byDeposit = per > 0 ? Math.floor((await depositedOn(q, memberId, day)) / per) : 0;
  const perTurnover = p.terms.drawPerTurnoverFen ?? 0;
  let byTurnover = 0;
  if (perTurnover > 0) {
    const [row] = await q.query<{ total: unknown }>(
      'SELECT coalesce(sum(valid_fen), 0) AS total FROM turnover_daily WHERE member_id = $1 AND day = $2::date',
      [memberId, day],
    );
    byTurnover = Math.floor(toInt(row?.total ?? 0) / perTurnover);
  }
  return (p.terms.drawsPerDay ?? 0) + byDeposit + byTurnover;
}

/** Whether each new-member task is done, from the member's own records. */
export async function tasksDone(q: Queryable, memberId: number): Promise<Record<TaskCode, boolean>> {
  const [row] = await q.query<{
    phone: string;
    real_name: string;
    deposits: unknown;
    rounds: unknown;
    bets: unknown;
  }>(
    `SELECT m.phone, m.real_name,
       (SELECT count(*) FROM deposit_orders d WHERE d.member_id = m.id AND d.status = 'paid') AS deposits,
       (SELECT count(*) FROM game_rounds g WHERE g.member_id = m.id) AS rounds,
       (SELECT count(*) FROM sport_bets b WHERE b.member_id = m.id) AS bets
     FROM members m WHERE m.id = $1`,
    [memberId],
  );
  return {
    bindPhone: (row?.phone ?? '') !== '',
    realName: (row?.real_name ?? '') !== '',
    firstDeposit: toInt(row?.deposits ?? 0) > 0,
    firstBet: toInt(row?.rounds ?? 0) + toInt(row?.bets ?? 0) > 0,
  };
}

export async function claimedRefs(
  q: Queryable,
  memberId: number,
  promotionId: number,
  kind: 'task' | 'tier',
): Promise<Set<string>> {
  const rows = await q.query<{ ref: string }>(
    `SELECT ref FROM promotion_events WHERE promotion_id = $1 AND member_id = $2 AND kind = $3`,
    [promotionId, memberId, kind],
  );
  return new Set(rows.map((r) => r.ref));
}
