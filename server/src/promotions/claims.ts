import { randomInt } from 'node:crypto';
import { ErrorCode } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { grantReward, type RewardKind } from '../rewards/grant';
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
import { requireJoined } from './engine';
import { promoText } from '../messages/promotions';
import { findPromotion, statusOf, type PromotionRow } from './repository';
import type { Terms } from './terms';

/**
 * confirmInfo (SPEC §7): the member's action inside a joined promotion. Each action writes a
 * promotion_events row unique per (promotion, member, kind, ref) first, so parallel or repeated
 * claims pay once, then pays through grantReward in the same transaction.
 */
export type ConfirmAction = 'sign' | 'draw' | 'claimTask' | 'claimTier';
export interface Confirmed {
  amountFen: number;
  message: string;
  prizeId?: string;
}

async function record(
  q: Queryable,
  p: PromotionRow,
  memberId: number,
  kind: string,
  ref: string,
  amountFen: number,
  detail: unknown,
  duplicate: string,
): Promise<void> {
  const inserted = await q.query(
    `INSERT INTO promotion_events (promotion_id, member_id, kind, ref, amount_fen, detail) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     ON CONFLICT (promotion_id, member_id, kind, ref) DO NOTHING RETURNING id`,
    [p.id, memberId, kind, ref, amountFen, JSON.stringify(detail ?? null)],
  );
  if (inserted.length === 0) throw new ApiError(ErrorCode.DATA_EXISTS, duplicate);
}

async function pay(
  q: Queryable,
  p: PromotionRow,
  memberId: number,
  kind: RewardKind,
  ref: string,
  amountFen: number,
  title: string,
): Promise<void> {
  if (amountFen <= 0) return;
  await grantReward(q, {
    memberId,
    kind,
    amountFen,
    turnoverMultiple: p.terms.turnoverMultiple,
    source: `promo:${p.id}`,
    sourceRef: ref,
    title,
    contributions: p.terms.contributions,
  });
}

/** A cryptographically random pick by weight: the odds shown are exactly weight / total. */
export function pickPrize(prizes: NonNullable<Terms['prizes']>, random: (max: number) => number = randomInt) {
  const total = prizes.reduce((sum, x) => sum + x.weight, 0);
  let roll = random(total);
  for (const prize of prizes) {
    if (roll < prize.weight) return prize;
    roll -= prize.weight;
  }
  throw new Error('prize weights are empty');
}

export async function confirm(
  q: Queryable,
  memberId: number,
  id: number,
  action: ConfirmAction,
  ref?: string,
): Promise<Confirmed> {
  const current = await findPromotion(q, id);
  if (current.status === 'withdrawn') throw new ApiError(ErrorCode.WARNING, promoText.withdrawn);
  if (statusOf(current) !== 'ongoing')
    throw new ApiError(
      ErrorCode.WARNING,
      statusOf(current) === 'upcoming' ? promoText.notStarted : promoText.ended,
    );
  // Every reward below is computed from the terms the member joined under, not today's.
  const p = await requireJoined(q, memberId, current);
  const today = chinaDate();
  if (action === 'sign' && p.kind === 'signGift') {
    const rewards = p.terms.signRewards ?? [];
    const dates = await signDates(q, memberId, p.id);
    if (dates.includes(today)) throw new ApiError(ErrorCode.DATA_EXISTS, promoText.signedToday);
    const streak = streakOf(dates, today) + 1;
    const amount = rewards[(streak - 1) % rewards.length] ?? 0;
    await record(q, p, memberId, 'sign', today, amount, { streak }, promoText.signedToday);
    await pay(q, p, memberId, 'sign_reward', `sign:${today}`, amount, promoText.signMemo(p.title, streak));
    return { amountFen: amount, message: promoText.signed(streak, amount) };
  }
  if (action === 'draw' && p.kind === 'drawGift') {
    const used = await drawsUsed(q, memberId, p.id, today);
    if (used >= (await drawsEarned(q, memberId, p, today)))
      throw new ApiError(ErrorCode.WARNING, promoText.noDraws);
    const prize = pickPrize(p.terms.prizes ?? []);
    const drawRef = `${today}:${used + 1}`;
    // The result is written before the member sees it: the wheel only animates to it.
    await record(
      q,
      p,
      memberId,
      'draw',
      drawRef,
      prize.amountFen,
      { prizeId: prize.id, name: prize.name },
      promoText.noDraws,
    );
    await pay(q, p, memberId, 'draw_prize', `draw:${drawRef}`, prize.amountFen, `${p.title} ${prize.name}`);
    return {
      amountFen: prize.amountFen,
      message: prize.amountFen > 0 ? promoText.drawWon(prize.name) : promoText.drawNothing,
      prizeId: prize.id,
    };
  }
  if (action === 'claimTask' && p.kind === 'newTask') {
    const task = (p.terms.tasks ?? []).find((x) => x.code === ref);
    if (!task) throw new ApiError(ErrorCode.INVALID_PARAMETER, promoText.taskUnknown);
    if ((await claimedRefs(q, memberId, p.id, 'task')).has(task.code))
      throw new ApiError(ErrorCode.DATA_EXISTS, promoText.taskClaimed);
    if (!(await tasksDone(q, memberId))[task.code])
      throw new ApiError(ErrorCode.WARNING, promoText.taskNotDone);
    await record(q, p, memberId, 'task', task.code, task.rewardFen, null, promoText.taskClaimed);
    await pay(
      q,
      p,
      memberId,
      'task_reward',
      `task:${task.code}`,
      task.rewardFen,
      `${p.title}：${task.title}`,
    );
    return { amountFen: task.rewardFen, message: promoText.claimed(task.rewardFen) };
  }
  if (action === 'claimTier' && p.kind === 'bettingGift') {
    const index = Number(ref);
    const tier = Number.isInteger(index) ? p.terms.tiers?.[index] : undefined;
    if (!tier) throw new ApiError(ErrorCode.INVALID_PARAMETER, promoText.tierUnknown);
    const turnover = await weightedTurnover(q, memberId, p.terms, today, today);
    if (turnover < tier.turnoverFen)
      throw new ApiError(ErrorCode.WARNING, promoText.tierNotReached(tier.turnoverFen - turnover));
    const tierRef = `${today}:${index}`;
    await record(q, p, memberId, 'tier', tierRef, tier.rewardFen, null, promoText.tierClaimed);
    await pay(
      q,
      p,
      memberId,
      'promo_bonus',
      `tier:${tierRef}`,
      tier.rewardFen,
      promoText.tierMemo(p.title, index + 1),
    );
    return { amountFen: tier.rewardFen, message: promoText.claimed(tier.rewardFen) };
  }
  throw new ApiError(ErrorCode.INVALID_PARAMETER, promoText.wrongAction);
}
