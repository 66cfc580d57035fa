import { fenToYuanText } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { toInt } from '../db/db';
import { grantReward } from '../rewards/grant';
import { chinaDate } from '../time/clock';
import { asJoined, joinOf, paidDeposits, refusal } from './engine';
import { inviterOf } from './invite-code';
import { promoText } from '../messages/promotions';
import { findPromotion, listPromotions, statusOf } from './repository';
import { parseTerms, type Terms } from './terms';

/** The bonus a deposit earns under deposit terms (fen): rate of the amount up to the cap; 0 under the minimum. */
export function depositBonusFen(t: Terms, amountFen: number): number {
  if (amountFen < (t.minDepositFen ?? 0)) return 0;
  return Math.min(t.capFen ?? Number.MAX_SAFE_INTEGER, Math.floor((amountFen * (t.ratePercent ?? 0)) / 100));
}

const INVITE_PROMOTION_ID = 109;

/**
 * A deposit was credited (funds/deposits.ts, same transaction): pays the bonus of every deposit
 * promotion the member joined and has not been paid for (first deposit; today's again deposit),
 * under the terms of the join, and the inviter's reward on an invitee's first deposit. Each
 * pays once: the join row moves to 'rewarded' and grantReward is unique per source and ref.
 */
export async function onDepositCredited(q: Queryable, memberId: number, amountFen: number): Promise<void> {
  const joins = await q.query<{
    id: unknown;
    promotion_id: unknown;
    period: string;
    terms: unknown;
    title: string;
    kind: string;
  }>(
    `SELECT j.id, j.promotion_id, j.period, j.terms, p.title, p.kind FROM promotion_joins j JOIN promotions p ON p.id = j.promotion_id
      WHERE j.member_id = $1 AND j.status = 'joined' AND p.kind IN ('firstDeposit', 'againDeposit') AND j.period IN ('all', $2)
      ORDER BY j.id FOR UPDATE OF j`,
    [memberId, chinaDate()],
  );
  // The first-deposit bonus pays on the first paid deposit only (this one is already counted).
  const first = (await paidDeposits(q, memberId)) === 1;
  for (const j of joins) {
    if (j.kind === 'firstDeposit' && !first) continue;
    const terms = parseTerms(j.terms);
    const bonus = depositBonusFen(terms, amountFen);
    if (bonus <= 0) continue;
    const promotionId = toInt(j.promotion_id);
    await grantReward(q, {
      memberId,
      kind: 'deposit_bonus',
      amountFen: bonus,
      turnoverMultiple: terms.turnoverMultiple,
      source: 'promotion',
      sourceRef: `${promotionId}:${j.period}`,
      title: promoText.bonusTitle(j.title),
      contributions: terms.contributions,
    });
    await q.query(`UPDATE promotion_joins SET status = 'rewarded' WHERE id = $1`, [toInt(j.id)]);
  }
  await payInviter(q, memberId, amountFen);
}

async function payInviter(q: Queryable, inviteeId: number, amountFen: number): Promise<void> {
  const [invitee] = await q.query<{ i_code: string; name: string }>(
    'SELECT i_code, name FROM members WHERE id = $1',
    [inviteeId],
  );
  const inviterId = invitee ? inviterOf(invitee.i_code) : null;
  if (!invitee || inviterId === null || inviterId === inviteeId) return;
  const [paid] = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM deposit_orders WHERE member_id = $1 AND status = 'paid'`,
    [inviteeId],
  );
  if (!paid || toInt(paid.n) !== 1) return; // only the invitee's first deposit pays
  const promo = await findPromotion(q, INVITE_PROMOTION_ID).catch(() => null);
  if (!promo || promo.status !== 'live' || statusOf(promo) !== 'ongoing') return;
  const [exists] = await q.query('SELECT 1 FROM members WHERE id = $1', [inviterId]);
  if (!exists) return;
  const reward = Math.min(
    promo.terms.capFen ?? Number.MAX_SAFE_INTEGER,
    Math.floor((amountFen * (promo.terms.inviteRatePercent ?? 0)) / 100),
  );
  if (reward <= 0) return;
  await grantReward(q, {
    memberId: inviterId,
    kind: 'invite_reward',
    amountFen: reward,
    turnoverMultiple: promo.terms.turnoverMultiple,
    source: 'invite',
    sourceRef: String(inviteeId),
    title: promoText.inviteReward(invitee.name),
    contributions: promo.terms.contributions,
  });
  await q.query(
    `INSERT INTO promotion_events (promotion_id, member_id, kind, ref, amount_fen) VALUES ($1, $2, 'invite', $3, $4) ON CONFLICT DO NOTHING`,
    [promo.id, inviterId, String(inviteeId), reward],
  );
}

/**
 * What the deposit page promises (feedback/querySiteDepositRewardConfigList): the live deposit
 * promotions this member has joined and not yet been paid for (this deposit pays them), or may
 * still join; not those the member cannot have (a first-deposit offer after a first deposit).
 */
export async function depositRewardConfigs(q: Queryable, memberId: number) {
  const live = (await listPromotions(q)).filter(
    (p) => (p.kind === 'firstDeposit' || p.kind === 'againDeposit') && statusOf(p) === 'ongoing',
  );
  const open = [];
  for (const p of live) {
    const join = await joinOf(q, memberId, p);
    // A joined member is promised the terms they joined under.
    if (join ? join.status === 'joined' : (await refusal(q, memberId, p)) === '')
      open.push({ ...asJoined(p, join), joined: join !== null });
  }
  return open.map((p) => {
    const rate = p.terms.ratePercent ?? 0;
    const cap = p.terms.capFen ?? 0;
    return {
      id: p.id,
      title: p.title,
      minAmount: fenToYuanText(p.terms.minDepositFen ?? 0),
      // The deposit at which the bonus reaches its cap: more still deposits, but earns no more.
      maxAmount: fenToYuanText(rate > 0 ? Math.ceil((cap * 100) / rate) : 0),
      rewardRate: rate.toFixed(2),
      maxReward: fenToYuanText(cap),
      kind: p.kind === 'firstDeposit' ? ('firstDeposit' as const) : ('againDeposit' as const),
      joined: p.joined,
      turnoverMultiple: p.terms.turnoverMultiple,
    };
  });
}
