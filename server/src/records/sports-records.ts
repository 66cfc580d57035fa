import type { sports } from '@site/shared/contract';
import { fenToYuanText } from '@site/shared/contract';
import { toInt, type Db } from '../db/db';
import { recordsOf, type BetRow } from '../sports/bets-store';
import { chinaDate, chinaDayStartOf } from '../time/china';

type Filter = {
  status: 'all' | 'unsettled' | 'settled';
  startDate?: string | undefined;
  endDate?: string | undefined;
};

const DAY_MS = 86_400_000;
const STATUSES: Record<'all' | 'unsettled' | 'settled', sports.BetStatus[]> = {
  all: ['pending', 'accepted', 'rejected', 'settled', 'cancelled'],
  unsettled: ['pending', 'accepted'],
  settled: ['settled', 'cancelled', 'rejected'],
};

/** SQL filter of the record calls: member, China dates (inclusive, default today) and status group. */
function filterOf(memberId: number, f: Filter): { where: string; params: unknown[] } {
  const today = chinaDate(Date.now());
  const start = f.startDate ?? today;
  const end = f.endDate ?? (f.startDate ? start : today);
  const from = chinaDayStartOf(start);
  const to = new Date(chinaDayStartOf(end).getTime() + DAY_MS);
  return {
    where: 'member_id = $1 AND created_at >= $2 AND created_at < $3 AND status = ANY($4::text[])',
    params: [memberId, from, to, STATUSES[f.status]],
  };
}

/** A page of the member's CRTY bets (SPEC §7 record/betRecordList), newest first. */
export async function sportsBetPage(
  db: Db,
  memberId: number,
  input: Filter & { pageNum: number; pageSize: number },
) {
  const { where, params } = filterOf(memberId, input);
  const [count] = await db.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM sport_bets WHERE ${where}`,
    params,
  );
  const rows = await db.query<BetRow>(
    `SELECT * FROM sport_bets WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...params, input.pageSize, (input.pageNum - 1) * input.pageSize],
  );
  return {
    list: await recordsOf(db, rows),
    total: toInt(count?.n ?? 0),
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

/** Totals of the member's CRTY bets under the same filter (record/betRecordTotal). */
export async function sportsBetTotals(db: Db, memberId: number, input: Filter) {
  const { where, params } = filterOf(memberId, input);
  const [row] = await db.query<{ n: unknown; bet: unknown; valid: unknown; win: unknown }>(
    `SELECT count(*) AS n,
              coalesce(sum(stake) FILTER (WHERE status <> 'rejected'), 0) AS bet,
              coalesce(sum(stake) FILTER (WHERE status = 'settled'), 0) AS valid,
              coalesce(sum(payout - stake) FILTER (WHERE status IN ('settled', 'cancelled')), 0) AS win
         FROM sport_bets WHERE ${where}`,
    params,
  );
  return {
    betCount: toInt(row?.n ?? 0),
    betAmount: fenToYuanText(toInt(row?.bet ?? 0)),
    validBetAmount: fenToYuanText(toInt(row?.valid ?? 0)),
    winLoss: fenToYuanText(toInt(row?.win ?? 0)),
  };
}
