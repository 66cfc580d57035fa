import { fenToYuanText, type memberArea } from '@site/shared/contract';
import { formatChinaTime, toInt, type Queryable } from '../db/db';
import { DAY_MS, chinaDayStartOf, dayStart } from '../time/china';
import { gamesMessages } from '../messages/games';
import { memberAreaMessages } from '../messages/members';

/** [from, to) of China dates, both inclusive; default: the last 30 days. */
export function dateRange(
  startDate: string | undefined,
  endDate: string | undefined,
  now = Date.now(),
): [Date, Date] {
  const start = startDate ? chinaDayStartOf(startDate).getTime() : dayStart(now) - 29 * DAY_MS;
  const end = (endDate ? chinaDayStartOf(endDate).getTime() : dayStart(now)) + DAY_MS;
  return [new Date(start), new Date(end)];
}

export async function giftRecords(
  q: Queryable,
  memberId: number,
  f: { pageNum: number; pageSize: number; startDate?: string | undefined; endDate?: string | undefined },
) {
  const [from, to] = dateRange(f.startDate, f.endDate);
  const where = 'member_id = $1 AND created_at >= $2 AND created_at < $3';
  const [sum] = await q.query<{ n: unknown; fen: unknown }>(
    `SELECT count(*) AS n, coalesce(sum(amount_fen), 0) AS fen FROM reward_turnover WHERE ${where}`,
    [memberId, from, to],
  );
  const rows = await q.query<{
    id: unknown;
    source: string;
    title: string;
    amount_fen: unknown;
    required_fen: unknown;
    done_fen: unknown;
    status: 'active' | 'met' | 'voided';
    created_at: Date;
  }>(`SELECT * FROM reward_turnover WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`, [
    memberId,
    from,
    to,
    f.pageSize,
    (f.pageNum - 1) * f.pageSize,
  ]);
  return {
    list: rows.map((r): memberArea.GiftRecord => ({
      id: String(toInt(r.id)),
      source: r.source,
      sourceName: memberAreaMessages.giftSource[r.source] ?? memberAreaMessages.giftSourceOther,
      title: r.title,
      amount: fenToYuanText(toInt(r.amount_fen)),
      required: fenToYuanText(toInt(r.required_fen)),
      done: fenToYuanText(Math.min(toInt(r.done_fen), toInt(r.required_fen))),
      status: r.status,
      createdAt: formatChinaTime(r.created_at),
    })),
    total: toInt(sum?.n ?? 0),
    totalAmount: fenToYuanText(toInt(sum?.fen ?? 0)),
    pageNum: f.pageNum,
    pageSize: f.pageSize,
  };
}

type GameFilter = {
  category?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  result: 'all' | 'win' | 'lose';
};

function gameWhere(memberId: number, f: GameFilter): { where: string; params: unknown[] } {
  const [from, to] = dateRange(f.startDate, f.endDate);
  const params: unknown[] = [memberId, from, to];
  let where = 'r.member_id = $1 AND r.created_at >= $2 AND r.created_at < $3';
  if (f.category) {
    params.push(f.category);
    where += ` AND coalesce(g.category, v.category) = $${params.length}`;
  }
  if (f.result === 'win') where += ' AND r.win > r.stake';
  if (f.result === 'lose') where += ' AND r.win < r.stake';
  return { where, params };
}

// A round of a table without a catalogue row (a venue launched as a whole) takes its venue's category.
const FROM =
  'FROM game_rounds r LEFT JOIN games g ON g.code = r.game_code JOIN venues v ON v.code = r.venue_code';

export async function gameRecords(
  q: Queryable,
  memberId: number,
  f: GameFilter & { pageNum: number; pageSize: number },
) {
  const { where, params } = gameWhere(memberId, f);
  const [count] = await q.query<{ n: unknown }>(`SELECT count(*) AS n ${FROM} WHERE ${where}`, params);
  const rows = await q.query<{
    round_id: string;
    venue_code: string;
    name: string | null;
    game_code: string;
    category: string | null;
    stake: unknown;
    win: unknown;
    created_at: Date;
  }>(
    `SELECT r.round_id, r.venue_code, g.name, r.game_code, coalesce(g.category, v.category) AS category, r.stake, r.win, r.created_at ${FROM} WHERE ${where}
      ORDER BY r.created_at DESC, r.round_id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, f.pageSize, (f.pageNum - 1) * f.pageSize],
  );
  return {
    list: rows.map((r): memberArea.GameRecord => {
      const stake = toInt(r.stake);
      const win = toInt(r.win);
      return {
        roundId: r.round_id,
        venueCode: r.venue_code,
        gameName: r.name ?? gamesMessages.tables[r.game_code] ?? r.game_code,
        category: r.category ?? 'DZ',
        stake: fenToYuanText(stake),
        validBet: fenToYuanText(stake),
        payout: fenToYuanText(win),
        winLoss: fenToYuanText(win - stake),
        createdAt: formatChinaTime(r.created_at),
      };
    }),
    total: toInt(count?.n ?? 0),
    pageNum: f.pageNum,
    pageSize: f.pageSize,
  };
}

export async function gameTotals(q: Queryable, memberId: number, f: GameFilter) {
  const { where, params } = gameWhere(memberId, f);
  const [row] = await q.query<{ n: unknown; bet: unknown; win: unknown }>(
    `SELECT count(*) AS n, coalesce(sum(r.stake), 0) AS bet, coalesce(sum(r.win - r.stake), 0) AS win ${FROM} WHERE ${where}`,
    params,
  );
  const bet = toInt(row?.bet ?? 0);
  return {
    betCount: toInt(row?.n ?? 0),
    betAmount: fenToYuanText(bet),
    validBetAmount: fenToYuanText(bet),
    winLoss: fenToYuanText(toInt(row?.win ?? 0)),
  };
}
