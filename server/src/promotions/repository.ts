import { ErrorCode, fenToYuanText, type promotions } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { formatChinaTime, toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import { promoNow } from '../time/clock';
import { promoText } from '../messages/promotions';
import { drawnPictureUrl } from '../drawn-pictures';
import { parseTerms, type Terms } from './terms';

export interface PromotionRow {
  id: number;
  kind: promotions.PromotionKind;
  tab: promotions.PromotionTab;
  title: string;
  subtitle: string;
  rules: string;
  starts_at: Date;
  ends_at: Date;
  status: 'live' | 'withdrawn';
  terms: Terms;
}

const COLUMNS = 'id, kind, tab, title, subtitle, rules, starts_at, ends_at, status, terms';

function rowOf(raw: Record<string, unknown>): PromotionRow {
  return {
    ...(raw as unknown as PromotionRow),
    id: toInt(raw.id),
    starts_at: new Date(raw.starts_at as string),
    ends_at: new Date(raw.ends_at as string),
    terms: parseTerms(raw.terms),
  };
}

/** @throws {ApiError} 6004 when no promotion has this id. */
export async function findPromotion(
  q: Queryable,
  id: number,
  options: { lock?: boolean } = {},
): Promise<PromotionRow> {
  const [raw] = await q.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM promotions WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!raw) throw new ApiError(ErrorCode.NOT_FOUND, promoText.notFound);
  return rowOf(raw);
}

/** Live (not withdrawn) promotions, optionally of one tab ('all' lists every tab). */
export async function listPromotions(q: Queryable, tab?: promotions.PromotionTab): Promise<PromotionRow[]> {
  const only = tab && tab !== 'all' ? tab : null;
  const rows = await q.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM promotions WHERE status = 'live' AND ($1::text IS NULL OR tab = $1) ORDER BY sort, id`,
    [only],
  );
  return rows.map(rowOf);
}

export function statusOf(p: PromotionRow, now = promoNow()): promotions.PromotionStatus {
  if (now < p.starts_at) return 'upcoming';
  return now >= p.ends_at ? 'ended' : 'ongoing';
}

export function summaryView(p: PromotionRow): promotions.PromotionSummary {
  return {
    id: p.id,
    kind: p.kind,
    tab: p.tab,
    title: p.title,
    subtitle: p.subtitle,
    bannerUrl: drawnPictureUrl('promos', p.id),
    status: statusOf(p),
    startTime: formatChinaTime(p.starts_at),
    endTime: formatChinaTime(p.ends_at),
  };
}

const yuan = fenToYuanText;

/** The terms as a member reads them: money as yuan text, draw weights as published odds. */
export function termsView(t: Terms): promotions.PromotionTerms {
  const totalWeight = (t.prizes ?? []).reduce((sum, p) => sum + p.weight, 0);
  return {
    ...(t.ratePercent !== undefined ? { ratePercent: t.ratePercent } : {}),
    ...(t.capFen !== undefined ? { capAmount: yuan(t.capFen) } : {}),
    ...(t.minDepositFen !== undefined ? { minDeposit: yuan(t.minDepositFen) } : {}),
    turnoverMultiple: t.turnoverMultiple,
    contributions: { ...t.contributions } as Record<string, number>,
    newMembersOnly: t.newMembersOnly === true,
    minVip: t.minVip ?? 0,
    ...(t.tiers
      ? { tiers: t.tiers.map((x) => ({ turnover: yuan(x.turnoverFen), reward: yuan(x.rewardFen) })) }
      : {}),
    ...(t.prizes
      ? {
          prizes: t.prizes.map((p) => ({
            id: p.id,
            name: p.name,
            amount: yuan(p.amountFen),
            oddsPercent: ((p.weight * 100) / totalWeight).toFixed(2),
          })),
        }
      : {}),
    ...(t.tasks
      ? { tasks: t.tasks.map((x) => ({ code: x.code, title: x.title, reward: yuan(x.rewardFen) })) }
      : {}),
    ...(t.signRewards ? { signRewards: t.signRewards.map(yuan) } : {}),
    ...(t.racePrizes ? { racePrizes: t.racePrizes.map(yuan) } : {}),
    ...(t.drawsPerDay !== undefined ? { drawsPerDay: t.drawsPerDay } : {}),
    ...(t.drawPerDepositFen !== undefined ? { drawPerDeposit: yuan(t.drawPerDepositFen) } : {}),
    ...(t.drawPerTurnoverFen !== undefined ? { drawPerTurnover: yuan(t.drawPerTurnoverFen) } : {}),
    ...(t.inviteRatePercent !== undefined ? { inviteRatePercent: t.inviteRatePercent } : {}),
    ...(t.sections ? { sections: t.sections } : {}),
    ...(t.joinTargetId !== undefined ? { joinTargetId: t.joinTargetId } : {}),
  };
}

export function detailView(p: PromotionRow): promotions.PromotionDetail {
  return { ...summaryView(p), rules: p.rules.split('\n').filter(Boolean), terms: termsView(p.terms) };
}

/** An operator's change (dev tool): withdraw/restore, retitle, move the dates, new terms. Joined members keep their snapshot. */
export async function updatePromotion(
  q: Queryable,
  id: number,
  change: {
    status?: 'live' | 'withdrawn';
    title?: string;
    subtitle?: string;
    startsAt?: Date;
    endsAt?: Date;
    terms?: Partial<Terms>;
  },
): Promise<PromotionRow> {
  const p = await findPromotion(q, id, { lock: true });
  const terms = { ...p.terms, ...(change.terms ?? {}) };
  await q.query(
    `UPDATE promotions SET status = $2, title = $3, subtitle = $4, starts_at = $5, ends_at = $6, terms = $7::jsonb, updated_at = now() WHERE id = $1`,
    [
      id,
      change.status ?? p.status,
      change.title ?? p.title,
      change.subtitle ?? p.subtitle,
      change.startsAt ?? p.starts_at,
      change.endsAt ?? p.ends_at,
      JSON.stringify(terms),
    ],
  );
  return findPromotion(q, id);
}

type AdCategory = 'all' | 'new' | 'daily' | 'vip' | 'sport' | 'casino';
const AD_CATEGORY: Record<promotions.PromotionTab, AdCategory> = {
  all: 'all',
  newbie: 'new',
  vip: 'vip',
  sport: 'sport',
  live: 'casino',
  egame: 'casino',
  chess: 'casino',
  lottery: 'casino',
};

/** advertising/getMyDiscountAd (SPEC §7): the promotions not yet ended, in the ad call's older categories. */
export async function discountAds(q: Queryable, category?: AdCategory) {
  const rows = (await listPromotions(q)).filter((p) => statusOf(p) !== 'ended');
  return rows
    .map((p) => ({ p, category: AD_CATEGORY[p.tab] }))
    .filter(
      (x) =>
        !category ||
        category === 'all' ||
        x.category === category ||
        (category === 'daily' && x.p.terms.period === 'daily'),
    )
    .map(({ p, category: c }) => ({
      id: p.id,
      title: p.title,
      subtitle: p.subtitle,
      imageUrl: drawnPictureUrl('promos', p.id),
      activityType: p.kind,
      activityId: p.id,
      category: c,
      startTime: formatChinaTime(p.starts_at),
      endTime: formatChinaTime(p.ends_at),
    }));
}
