import { ErrorCode, fenToYuanText, memberArea } from '@site/shared/contract';
import { formatChinaTime, type Queryable } from '../db/db';
import { CENTER, balanceOf } from '../money/ledger';
import { ApiError } from '../http/api-error';
import { grantReward, RewardAlreadyGrantedError, type RewardKind } from '../rewards/grant';
import { chinaDay, isoWeekKey, monthKey, nextMonthStart, weekStart, DAY_MS } from '../time/china';
import { loadGrades, syncGrade } from '../vip/grades';
import { turnoverOf } from '../vip/stats';
import { welfareText } from '../messages/welfare';

type WelfareItem = memberArea.WelfareItem;

/** Turnover multiple (流水倍数) of each welfare kind. */
export const WELFARE_MULTIPLE: Record<memberArea.WelfareKind, number> = {
  upgrade: 1,
  birthday: 1,
  weekly: 1,
  monthly: 1,
  rebate: 1,
};
const LEDGER_KIND: Record<memberArea.WelfareKind, RewardKind> = {
  upgrade: 'vip_upgrade',
  birthday: 'vip_birthday',
  weekly: 'vip_red_packet',
  monthly: 'vip_red_packet',
  rebate: 'rebate',
};
/** reward_turnover.source of each kind: (member, source, ref) pays once. */
const SOURCE: Record<memberArea.WelfareKind, string> = {
  upgrade: 'vip_upgrade',
  birthday: 'vip_birthday',
  weekly: 'vip_weekly',
  monthly: 'vip_monthly',
  rebate: 'rebate',
};

interface Offer extends WelfareItem {
  amountFen: number;
  /** reward_turnover.source_ref */
  ref: string;
}

async function claimedRefs(q: Queryable, memberId: number): Promise<Set<string>> {
  const rows = await q.query<{ source: string; source_ref: string }>(
    'SELECT source, source_ref FROM reward_turnover WHERE member_id = $1',
    [memberId],
  );
  return new Set(rows.map((r) => `${r.source}|${r.source_ref}`));
}

/** Real-time rebate: settled turnover since the last claim at the member's grade rates. */
async function rebateAccrued(
  q: Queryable,
  memberId: number,
  rates: Record<memberArea.RebateCategory, number>,
  now: number,
) {
  const [m] = await q.query<{ rebate_until: Date | null }>('SELECT rebate_until FROM members WHERE id = $1', [
    memberId,
  ]);
  const from = m?.rebate_until?.getTime() ?? 0;
  const turnover = await turnoverOf(q, memberId, from, now);
  // Floor once, on the exact integer sum (PITFALLS: no per-category rounding drift).
  const scaled = memberArea.REBATE_CATEGORIES.reduce((sum, c) => sum + turnover[c] * rates[c], 0);
  return Math.floor(scaled / 10_000);
}

/** Everything in the welfare centre for this member now, claimable or not (and why). */
export async function offersOf(q: Queryable, memberId: number, now = Date.now()): Promise<Offer[]> {
  const gradeNo = await syncGrade(q, memberId, now);
  const grades = await loadGrades(q);
  const current = grades.find((g) => g.grade === gradeNo);
  if (!current) throw new Error(`grade ${gradeNo} missing`);
  const claimed = await claimedRefs(q, memberId);
  const offers: Offer[] = [];
  const add = (
    kind: memberArea.WelfareKind,
    id: string,
    ref: string,
    title: string,
    amountFen: number,
    lock: string,
    expiresMs: number | null,
  ) => {
    const done = claimed.has(`${SOURCE[kind]}|${ref}`);
    offers.push({
      id,
      kind,
      ref,
      title,
      amountFen,
      amount: fenToYuanText(amountFen),
      turnoverMultiple: WELFARE_MULTIPLE[kind],
      status: done ? 'claimed' : lock ? 'locked' : 'claimable',
      reason: done ? '' : lock,
      expiresAt: expiresMs === null ? '' : formatChinaTime(new Date(expiresMs - 1000)),
    });
  };
  for (const g of grades) {
    if (g.grade >= 1 && g.grade <= gradeNo && g.upgradeBonusFen > 0)
      add(
        'upgrade',
        `upgrade:${g.grade}`,
        `grade-${g.grade}`,
        welfareText.upgrade(g.name),
        g.upgradeBonusFen,
        '',
        null,
      );
  }
  const needGrade = gradeNo < 1 ? welfareText.needGrade : '';
  const { year, month } = chinaDay(now);
  const [m] = await q.query<{ birthday: string | null }>(
    `SELECT to_char(birthday, 'MM') AS birthday FROM members WHERE id = $1`,
    [memberId],
  );
  const birthdayLock =
    needGrade ||
    (!m?.birthday
      ? welfareText.needBirthday
      : Number(m.birthday) !== month
        ? welfareText.notBirthdayMonth
        : '');
  const vip1 = grades.find((g) => g.grade === 1);
  const amountFor = (pick: (g: NonNullable<typeof vip1>) => number) =>
    gradeNo < 1 ? (vip1 ? pick(vip1) : 0) : pick(current);
  add(
    'birthday',
    `birthday:${year}`,
    String(year),
    welfareText.birthday,
    amountFor((g) => g.birthdayBonusFen),
    birthdayLock,
    nextMonthStart(now),
  );
  const week = isoWeekKey(now);
  add(
    'weekly',
    `weekly:${week}`,
    week,
    welfareText.weekly,
    amountFor((g) => g.weeklyFen),
    needGrade,
    weekStart(now) + 7 * DAY_MS,
  );
  const monthRef = monthKey(now);
  add(
    'monthly',
    `monthly:${monthRef}`,
    monthRef,
    welfareText.monthly,
    amountFor((g) => g.monthlyFen),
    needGrade,
    nextMonthStart(now),
  );
  const rebate = await rebateAccrued(q, memberId, current.rebateBp, now);
  add(
    'rebate',
    'rebate',
    `until-${now}`,
    welfareText.rebate,
    rebate,
    rebate > 0 ? '' : welfareText.nothingAccrued,
    null,
  );
  return offers;
}

async function pay(
  q: Queryable,
  memberId: number,
  offer: Offer,
  requestId: string,
  now: number,
): Promise<void> {
  try {
    await grantReward(q, {
      memberId,
      kind: LEDGER_KIND[offer.kind],
      amountFen: offer.amountFen,
      turnoverMultiple: offer.turnoverMultiple,
      source: SOURCE[offer.kind],
      sourceRef: offer.ref,
      title: offer.title,
      requestId: `${requestId}:${offer.id}`,
    });
  } catch (error) {
    if (error instanceof RewardAlreadyGrantedError)
      throw new ApiError(ErrorCode.DATA_EXISTS, welfareText.claimed);
    throw error;
  }
  if (offer.kind === 'rebate')
    await q.query('UPDATE members SET rebate_until = $2 WHERE id = $1', [memberId, new Date(now)]);
}

/**
 * Claims one item (`id`) or every claimable item (`id` null), in the caller's transaction
 * (a moneyCall: a repeated request id replays the first answer and pays nothing more).
 * @throws {ApiError} 6009 already claimed, 6007 not claimable / nothing to claim.
 */
export async function claim(
  q: Queryable,
  memberId: number,
  id: string | null,
  requestId: string,
  now = Date.now(),
): Promise<memberArea.ClaimResult> {
  const offers = await offersOf(q, memberId, now);
  let picked: Offer[];
  if (id === null) {
    picked = offers.filter((o) => o.status === 'claimable');
    if (picked.length === 0) throw new ApiError(ErrorCode.INVALID_PARAMETER, welfareText.noneToClaim);
  } else {
    const offer = offers.find((o) => o.id === id);
    if (offer?.status === 'claimed') throw new ApiError(ErrorCode.DATA_EXISTS, welfareText.claimed);
    if (!offer || offer.status !== 'claimable')
      throw new ApiError(ErrorCode.INVALID_PARAMETER, offer?.reason || welfareText.notClaimable);
    picked = [offer];
  }
  for (const offer of picked) await pay(q, memberId, offer, requestId, now);
  const total = picked.reduce((s, o) => s + o.amountFen, 0);
  return {
    claimed: picked.map((o) => ({ id: o.id, amount: o.amount })),
    total: fenToYuanText(total),
    centerWalletBalance: fenToYuanText(await balanceOf(q, memberId, CENTER)),
  };
}

export function publicOffer(o: Offer): WelfareItem {
  const { amountFen: _a, ref: _r, ...item } = o;
  return item;
}
