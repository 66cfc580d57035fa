import { ErrorCode } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { formatChinaTime, toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import { chinaDate } from '../time/clock';
import { promoText } from '../messages/promotions';
import { findPromotion, statusOf, type PromotionRow } from './repository';
import { parseTerms, type Terms } from './terms';

/**
 * Joining (SPEC §7): `verification` says whether a member may join and why not, `joinActivity`
 * records one join per member per period with the terms of that moment. Eligibility comes from
 * the promotion's data (new members only, deposit before, VIP grade), never from its id.
 */

/** Kinds a member joins by the page's apply button; the others need no join. */
const JOINABLE = new Set([
  'firstDeposit',
  'againDeposit',
  'newTask',
  'signGift',
  'drawGift',
  'bettingGift',
  'racePage',
]);

export function periodOf(p: PromotionRow): string {
  return p.terms.period === 'daily' ? chinaDate() : 'all';
}

export async function paidDeposits(q: Queryable, memberId: number): Promise<number> {
  const [row] = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM deposit_orders WHERE member_id = $1 AND status = 'paid'`,
    [memberId],
  );
  return row ? toInt(row.n) : 0;
}

export async function joinOf(
  q: Queryable,
  memberId: number,
  p: PromotionRow,
): Promise<{ id: number; status: string; terms: Terms } | null> {
  const [row] = await q.query<{ id: unknown; status: string; terms: unknown }>(
    'SELECT id, status, terms FROM promotion_joins WHERE promotion_id = $1 AND member_id = $2 AND period = $3',
    [p.id, memberId, periodOf(p)],
  );
  return row ? { id: toInt(row.id), status: row.status, terms: parseTerms(row.terms) } : null;
}

/**
 * The promotion as this member holds it: with the terms snapshotted when they joined, so an
 * operator's later change (rewards, odds, tiers, multiples) applies only to members who join after.
 */
export function asJoined(p: PromotionRow, join: { terms: Terms } | null): PromotionRow {
  return join ? { ...p, terms: join.terms } : p;
}

/** Why the member may not join now ('' = may join). */
export async function refusal(q: Queryable, memberId: number, p: PromotionRow): Promise<string> {
  if (p.status === 'withdrawn') return promoText.withdrawn;
  if (!JOINABLE.has(p.kind)) return promoText.notJoinable;
  const status = statusOf(p);
  if (status === 'upcoming') return promoText.notStarted;
  if (status === 'ended') return promoText.ended;
  if (await joinOf(q, memberId, p)) return promoText.alreadyJoined;
  const [member] = await q.query<{ vip_grade: number }>('SELECT vip_grade FROM members WHERE id = $1', [
    memberId,
  ]);
  if ((member?.vip_grade ?? 0) < (p.terms.minVip ?? 0)) return promoText.vipTooLow(p.terms.minVip ?? 0);
  if (p.terms.newMembersOnly && (await paidDeposits(q, memberId)) > 0) return promoText.newMembersOnly;
  if (p.terms.needDeposit && (await paidDeposits(q, memberId)) === 0) return promoText.needDepositBefore;
  return '';
}

export async function verify(q: Queryable, memberId: number, id: number) {
  const p = await findPromotion(q, id);
  const reason = await refusal(q, memberId, p);
  return { eligible: reason === '', joined: (await joinOf(q, memberId, p)) !== null, reason };
}

/**
 * Joins once per period: the unique (promotion, member, period) row decides between parallel joins.
 * @throws {ApiError} 6009 when already joined, 6012 with the reason when not eligible.
 */
export async function join(q: Queryable, memberId: number, id: number) {
  const p = await findPromotion(q, id);
  const reason = await refusal(q, memberId, p);
  if (reason === promoText.alreadyJoined) throw new ApiError(ErrorCode.DATA_EXISTS, reason);
  if (reason) throw new ApiError(ErrorCode.WARNING, reason);
  const period = periodOf(p);
  const [row] = await q.query<{ created_at: Date }>(
    `INSERT INTO promotion_joins (promotion_id, member_id, period, terms) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (promotion_id, member_id, period) DO NOTHING RETURNING created_at`,
    [p.id, memberId, period, JSON.stringify(p.terms)],
  );
  if (!row) throw new ApiError(ErrorCode.DATA_EXISTS, promoText.alreadyJoined);
  const deposit = p.kind === 'firstDeposit' || p.kind === 'againDeposit';
  return {
    id: p.id,
    period,
    joinTime: formatChinaTime(row.created_at),
    message: deposit ? promoText.joinedDeposit(p.title) : promoText.joined(p.title),
  };
}

/**
 * The deposit page's 申请 box: joins deposit promotion `id` as part of a deposit order, in the
 * order's transaction, so the credit pays the bonus. A join already made (and not yet paid) counts.
 * @throws {ApiError} 6004 unknown promotion, 6007 when `id` is not a deposit promotion, 6009 when already paid this
 * period, 6012 with the reason when the member may not join (e.g. after a first deposit).
 */
export async function joinWithDeposit(q: Queryable, memberId: number, id: number): Promise<void> {
  const p = await findPromotion(q, id);
  if (p.kind !== 'firstDeposit' && p.kind !== 'againDeposit')
    throw new ApiError(ErrorCode.INVALID_PARAMETER, promoText.notJoinable);
  if ((await joinOf(q, memberId, p))?.status === 'joined') return;
  await join(q, memberId, id);
}

/**
 * The promotion under the member's joined terms.
 * @throws {ApiError} 6012 when the member has not joined the promotion (this period).
 */
export async function requireJoined(q: Queryable, memberId: number, p: PromotionRow): Promise<PromotionRow> {
  const join = await joinOf(q, memberId, p);
  if (!join) throw new ApiError(ErrorCode.WARNING, promoText.joinFirst);
  return asJoined(p, join);
}
