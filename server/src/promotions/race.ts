import { fenToYuanText } from '@site/shared/contract';
import type { Db, Queryable } from '../db/db';
import { formatChinaTime, toInt } from '../db/db';
import { grantReward } from '../rewards/grant';
import { promoNow } from '../time/clock';
import { promoText } from '../messages/promotions';
import { findPromotion, type PromotionRow } from './repository';

const yuan = fenToYuanText;

/**
 * How long after its end a race waits to be settled: a bet that settles in the race's last
 * instant is recorded with that instant but commits a moment later, and must be counted.
 */
export const RACE_SETTLE_DELAY_MS = 60_000;

function maskName(name: string): string {
  return name.length <= 2 ? `${name[0] ?? ''}*` : `${name.slice(0, 2)}***${name.slice(-1)}`;
}

interface Ranked {
  memberId: number;
  name: string;
  turnoverFen: number;
}

/**
 * Joined members ranked by contribution-weighted turnover recorded inside the race's window,
 * starts_at (included) to ends_at (excluded): the instant of a bet's settlement, as
 * recordTurnover logs it (issue 26: whole China days counted bets placed after the end).
 */
async function ranking(q: Queryable, p: PromotionRow): Promise<Ranked[]> {
  const pct = p.terms.contributions as Record<string, number | undefined>;
  const cats = Object.keys(pct);
  const rows = await q.query<{ member_id: unknown; name: string; category: string; total: unknown }>(
    `SELECT t.member_id, m.name, t.category, sum(t.valid_fen) AS total
       FROM (SELECT DISTINCT member_id FROM promotion_joins WHERE promotion_id = $1) j
       JOIN turnover_log t ON t.member_id = j.member_id JOIN members m ON m.id = j.member_id
      WHERE t.at >= $2 AND t.at < $3 AND t.category = ANY($4::text[])
      GROUP BY t.member_id, m.name, t.category`,
    [p.id, p.starts_at, p.ends_at, cats],
  );
  const byMember = new Map<number, Ranked>();
  for (const r of rows) {
    const id = toInt(r.member_id);
    const entry = byMember.get(id) ?? { memberId: id, name: r.name, turnoverFen: 0 };
    entry.turnoverFen += Math.floor((toInt(r.total) * (pct[r.category] ?? 0)) / 100);
    byMember.set(id, entry);
  }
  return [...byMember.values()]
    .filter((r) => r.turnoverFen > 0)
    .sort((a, b) => b.turnoverFen - a.turnoverFen || a.memberId - b.memberId);
}

/**
 * Settles one ended race, once: its `race_settlements` row is claimed first (a second
 * settlement, here or in another process, finds it and does nothing), then the final ranking
 * is stored in `race_standings` (each rank and each member once, a database fact) and the
 * prizes are paid from it, all in one transaction. Returns whether this call settled it.
 */
export async function settleRace(db: Db, id: number, now: Date = promoNow()): Promise<boolean> {
  return db.tx(async (q) => {
    // The row lock keeps an operator's change of the dates out until the result is stored.
    const p = await findPromotion(q, id, { lock: true });
    if (p.kind !== 'racePage' || p.status !== 'live') return false;
    if (now.getTime() < p.ends_at.getTime() + RACE_SETTLE_DELAY_MS) return false;
    const claimed = await q.query(
      `INSERT INTO race_settlements (promotion_id, starts_at, ends_at) VALUES ($1, $2, $3)
       ON CONFLICT (promotion_id) DO NOTHING RETURNING promotion_id`,
      [p.id, p.starts_at, p.ends_at],
    );
    if (claimed.length === 0) return false;
    const prizes = p.terms.racePrizes ?? [];
    for (const [i, r] of (await ranking(q, p)).entries()) {
      const rank = i + 1;
      const prize = prizes[i] ?? 0;
      await q.query(
        `INSERT INTO race_standings (promotion_id, rank, member_id, turnover_fen, prize_fen) VALUES ($1, $2, $3, $4, $5)`,
        [p.id, rank, r.memberId, r.turnoverFen, prize],
      );
      if (prize <= 0) continue;
      const granted = await grantReward(q, {
        memberId: r.memberId,
        kind: 'race_prize',
        amountFen: prize,
        turnoverMultiple: p.terms.turnoverMultiple,
        source: `race:${p.id}`,
        sourceRef: 'final',
        title: promoText.racePrize(p.title, rank),
        contributions: p.terms.contributions,
      });
      await q.query('UPDATE race_standings SET reward_id = $3 WHERE promotion_id = $1 AND rank = $2', [
        p.id,
        rank,
        granted.rewardId,
      ]);
    }
    return true;
  });
}

/**
 * The settlement job (a timer of the server runs it): every live race ended for longer than
 * RACE_SETTLE_DELAY_MS and not settled yet. Returns how many this call settled.
 */
export async function settleEndedRaces(db: Db, now: Date = promoNow()): Promise<number> {
  const due = await db.query<{ id: unknown }>(
    `SELECT id FROM promotions p WHERE kind = 'racePage' AND status = 'live' AND ends_at <= $1
       AND NOT EXISTS (SELECT 1 FROM race_settlements s WHERE s.promotion_id = p.id) ORDER BY id`,
    [new Date(now.getTime() - RACE_SETTLE_DELAY_MS)],
  );
  let settled = 0;
  for (const row of due) if (await settleRace(db, toInt(row.id), now)) settled++;
  return settled;
}

/** The stored final ranking of a settled race, or null while it is not settled. */
async function finalRanking(q: Queryable, id: number): Promise<(Ranked & { prizeFen: number })[] | null> {
  const [settled] = await q.query('SELECT 1 FROM race_settlements WHERE promotion_id = $1', [id]);
  if (!settled) return null;
  const rows = await q.query<{ member_id: unknown; name: string; turnover_fen: unknown; prize_fen: unknown }>(
    `SELECT s.member_id, m.name, s.turnover_fen, s.prize_fen FROM race_standings s JOIN members m ON m.id = s.member_id
      WHERE s.promotion_id = $1 ORDER BY s.rank`,
    [id],
  );
  return rows.map((r) => ({
    memberId: toInt(r.member_id),
    name: r.name,
    turnoverFen: toInt(r.turnover_fen),
    prizeFen: toInt(r.prize_fen),
  }));
}

/**
 * The leaderboard (top 20) with the member's own rank: the stored final ranking once the race
 * is settled, the live one (inside the window) before. Reading never pays.
 */
export async function raceBoard(q: Queryable, id: number, memberId: number | null) {
  const p = await findPromotion(q, id);
  const final = await finalRanking(q, id);
  const prizes = p.terms.racePrizes ?? [];
  const ranked = final ?? (await ranking(q, p)).map((r, i) => ({ ...r, prizeFen: prizes[i] ?? 0 }));
  const mine = memberId === null ? -1 : ranked.findIndex((r) => r.memberId === memberId);
  return {
    rows: ranked.slice(0, 20).map((r, i) => ({
      rank: i + 1,
      name: maskName(r.name),
      turnover: yuan(r.turnoverFen),
      prize: yuan(r.prizeFen),
    })),
    endTime: formatChinaTime(p.ends_at),
    settled: final !== null,
    myRank: mine >= 0 ? mine + 1 : null,
    myTurnover: mine >= 0 ? yuan(ranked[mine]?.turnoverFen ?? 0) : null,
  };
}
