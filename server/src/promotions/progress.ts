import { fenToYuanText, type promotions } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { formatChinaTime } from '../db/db';
import {
  claimedRefs,
  drawsEarned,
  drawsUsed,
  signDates,
  streakOf,
  tasksDone,
  weightedTurnover,
} from './activity-state';
import { chinaDate } from '../time/clock';
import { asJoined, joinOf } from './engine';
import { findPromotion } from './repository';

const yuan = fenToYuanText;

/** promotion/progress: everything a kind's page shows about the member, in one read. */
export async function progressOf(q: Queryable, memberId: number, id: number): Promise<promotions.Progress> {
  const current = await findPromotion(q, id);
  const join = await joinOf(q, memberId, current);
  const p = asJoined(current, join);
  const today = chinaDate();
  const month = today.slice(0, 7);
  const dates = p.kind === 'signGift' ? await signDates(q, memberId, p.id) : [];
  const earned = p.kind === 'drawGift' ? await drawsEarned(q, memberId, p, today) : 0;
  const used = p.kind === 'drawGift' ? await drawsUsed(q, memberId, p.id, today) : 0;
  const draws =
    p.kind === 'drawGift'
      ? await q.query<{
          detail: { prizeId: string; name: string } | string;
          amount_fen: unknown;
          created_at: Date;
        }>(
          `SELECT detail, amount_fen, created_at FROM promotion_events WHERE promotion_id = $1 AND member_id = $2 AND kind = 'draw' ORDER BY id DESC LIMIT 20`,
          [p.id, memberId],
        )
      : [];
  const done = p.kind === 'newTask' ? await tasksDone(q, memberId) : null;
  const taskClaims = p.kind === 'newTask' ? await claimedRefs(q, memberId, p.id, 'task') : new Set<string>();
  const tierClaims =
    p.kind === 'bettingGift' ? await claimedRefs(q, memberId, p.id, 'tier') : new Set<string>();
  const turnover = p.kind === 'bettingGift' ? await weightedTurnover(q, memberId, p.terms, today, today) : 0;
  return {
    joined: join !== null,
    signedDays: dates.filter((d) => d.startsWith(month)),
    today,
    streak: streakOf(dates, today),
    signedToday: dates.includes(today),
    drawsLeft: Math.max(0, earned - used),
    draws: draws.map((d) => {
      const detail =
        typeof d.detail === 'string' ? (JSON.parse(d.detail) as { prizeId: string; name: string }) : d.detail;
      return {
        prizeId: detail.prizeId,
        name: detail.name,
        amount: yuan(Number(d.amount_fen)),
        time: formatChinaTime(d.created_at),
      };
    }),
    tasks: (p.terms.tasks ?? []).map((t) => ({
      code: t.code,
      title: t.title,
      reward: yuan(t.rewardFen),
      done: done?.[t.code] ?? false,
      claimed: taskClaims.has(t.code),
    })),
    tiers: (p.terms.tiers ?? []).map((t, index) => ({
      index,
      turnover: yuan(t.turnoverFen),
      reward: yuan(t.rewardFen),
      reached: turnover >= t.turnoverFen,
      claimed: tierClaims.has(`${today}:${index}`),
    })),
    turnover: yuan(turnover),
  };
}
