import { fenToYuanText } from '@site/shared/contract';
import type { Db, Queryable } from '../db/db';
import { formatChinaTime, toInt } from '../db/db';
import { grantReward, RewardAlreadyGrantedError } from '../rewards/grant';
import { chinaDate, promoNow } from './clock';
import { promoText } from './messages';
import { findPromotion, statusOf, type PromotionRow } from './repository';

const yuan = fenToYuanText;

function maskName(name: string): string {
  return name.length <= 2 ? `${name[0] ?? ''}*` : `${name.slice(0, 2)}***${name.slice(-1)}`;
}

interface Ranked {
  memberId: number;
  name: string;
  turnoverFen: number;
}

/** Joined members ranked by contribution-weighted turnover over the promotion's dates. */
async function ranking(q: Queryable, p: PromotionRow): Promise<Ranked[]> {
  const pct = p.terms.contributions as Record<string, number | undefined>;
  const cats = Object.keys(pct);
  const rows = await q.query<{ member_id: unknown; name: string; category: string; total: unknown }>(
    `SELECT t.member_id, m.name, t.category, sum(t.valid_fen) AS total
       FROM turnover_daily t JOIN members m ON m.id = t.member_id
       JOIN promotion_joins j ON j.member_id = t.member_id AND j.promotion_id = $1
      WHERE t.day BETWEEN $2::date AND $3::date AND t.category = ANY($4::text[])
      GROUP BY t.member_id, m.name, t.category`,
    [p.id, chinaDate(p.starts_at), chinaDate(p.ends_at), cats],
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
 * Pays the prizes of an ended race once: grantReward is unique per (member, 'race:<id>', 'final'),
 * so a second settlement (or two at once) pays nobody twice.
 */
async function settle(q: Queryable, p: PromotionRow, ranked: Ranked[]): Promise<void> {
  const prizes = p.terms.racePrizes ?? [];
  for (const [i, r] of ranked.slice(0, prizes.length).entries()) {
    const prize = prizes[i] ?? 0;
    if (prize <= 0) continue;
    try {
      await grantReward(q, {
        memberId: r.memberId,
        kind: 'race_prize',
        amountFen: prize,
        turnoverMultiple: p.terms.turnoverMultiple,
        source: `race:${p.id}`,
        sourceRef: 'final',
        title: promoText.racePrize(p.title, i + 1),
        contributions: p.terms.contributions,
      });
      await q.query(
        `INSERT INTO promotion_events (promotion_id, member_id, kind, ref, amount_fen, detail) VALUES ($1, $2, 'race', 'final', $3, $4::jsonb) ON CONFLICT DO NOTHING`,
        [p.id, r.memberId, prize, JSON.stringify({ rank: i + 1 })],
      );
    } catch (error) {
      if (!(error instanceof RewardAlreadyGrantedError)) throw error;
    }
  }
}

/** Pays every ended, live race that has not paid yet (a timer of the server calls this). */
export async function settleEndedRaces(db: Db): Promise<void> {
  const ended = await db.query<{ id: unknown }>(
    `SELECT id FROM promotions p WHERE kind = 'racePage' AND status = 'live' AND ends_at <= $1
       AND NOT EXISTS (SELECT 1 FROM promotion_events e WHERE e.promotion_id = p.id AND e.kind = 'race')`,
    [promoNow()],
  );
  for (const row of ended) await raceBoard(db, toInt(row.id), null);
}

/** The live leaderboard (top 20) with the member's own rank; an ended race is settled on first read. */
export async function raceBoard(db: Db, id: number, memberId: number | null) {
  return db.tx(async (q) => {
    const p = await findPromotion(q, id);
    const ranked = await ranking(q, p);
    const ended = statusOf(p) === 'ended';
    if (ended && p.status === 'live') await settle(q, p, ranked);
    const prizes = p.terms.racePrizes ?? [];
    const mine = memberId === null ? -1 : ranked.findIndex((r) => r.memberId === memberId);
    return {
      rows: ranked.slice(0, 20).map((r, i) => ({
        rank: i + 1,
        name: maskName(r.name),
        turnover: yuan(r.turnoverFen),
        prize: yuan(prizes[i] ?? 0),
      })),
      endTime: formatChinaTime(p.ends_at),
      settled: ended && p.status === 'live',
      myRank: mine >= 0 ? mine + 1 : null,
      myTurnover: mine >= 0 ? yuan(ranked[mine]?.turnoverFen ?? 0) : null,
    };
  });
}
