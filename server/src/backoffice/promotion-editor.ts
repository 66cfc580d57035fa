import { ErrorCode } from '@site/shared/contract';
import { backoffice } from '@site/shared/backoffice-contract';
import type { z } from 'zod';
import { formatChinaTime, toInt, type Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { findPromotion, statusOf, type PromotionRow } from '../promotions/repository';
import type { Terms } from '../promotions/terms';
import { promoNow } from '../time/clock';
import { writeAudit, type Actor } from './audit';

/**
 * Creating and editing promotions (issue 30 part 5). The engine snapshots a promotion's terms
 * into each join (promotion_joins.terms), so a change of terms reaches only members who join
 * after it; the rules below keep the rest of the engine's promises:
 * - the kind never changes (it picks the mechanic the joins were made under);
 * - an ended promotion is history: not edited (its joins and payouts refer to it);
 * - a started promotion keeps its start (the turnover windows count from it);
 * - a race that has started keeps its terms (nobody joins a race: every player competes under
 *   the prizes and contributions published when it began).
 */
export const editorText = {
  ended: '活动已结束，不能再修改',
  startLocked: '活动已开始，不能修改开始时间',
  raceTermsLocked: '排行榜活动开始后不能修改奖金和计算规则（参与者按开始时公布的规则排名）',
  endInPast: '结束时间不能早于当前时间，如需马上结束请使用「立即结束」',
  endBeforeStart: '结束时间必须晚于开始时间',
  startInPast: '开始时间不能早于当前时间',
  termsInvalid: (problems: string[]) => problems.join('；'),
  nothingChanged: '没有要修改的内容',
} as const;

type CreateInput = z.output<typeof backoffice.createPromotion.request>;
type EditInput = z.output<typeof backoffice.editPromotion.request>;
type Detail = z.input<typeof backoffice.promotionDetail.response>;

const refuse = (message: string) => new ApiError(ErrorCode.INVALID_PARAMETER, message);

async function joinsOf(q: Queryable, id: number): Promise<number> {
  const [row] = await q.query<{ n: unknown }>(
    'SELECT count(*) AS n FROM promotion_joins WHERE promotion_id = $1',
    [id],
  );
  return toInt(row?.n ?? 0);
}

export async function promotionDetail(q: Queryable, id: number): Promise<Detail> {
  const p = await findPromotion(q, id);
  return detailOf(p, await joinsOf(q, id));
}

function detailOf(p: PromotionRow, joins: number): Detail {
  return {
    id: p.id,
    kind: p.kind,
    tab: p.tab,
    title: p.title,
    subtitle: p.subtitle,
    rules: p.rules.split('\n').filter(Boolean),
    startsAt: formatChinaTime(p.starts_at),
    endsAt: formatChinaTime(p.ends_at),
    status: p.status,
    phase: statusOf(p),
    terms: { ...p.terms },
    joins,
  };
}

export async function createPromotion(
  q: Queryable,
  actor: Actor,
  input: CreateInput,
): Promise<{ id: number }> {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  // A minute of slack for the form's round trip: "now" typed by an operator is not the past.
  if (startsAt.getTime() < promoNow().getTime() - 60_000) throw refuse(editorText.startInPast);
  // One creator at a time picks the next id (ids are chosen, not generated: banners link to them).
  await q.query(`SELECT pg_advisory_xact_lock(hashtext('promotions.create'))`);
  const [next] = await q.query<{ id: unknown; sort: unknown }>(
    'SELECT coalesce(max(id), 100) + 1 AS id, coalesce(max(sort), 0) + 1 AS sort FROM promotions',
  );
  const id = toInt(next?.id);
  await q.query(
    `INSERT INTO promotions (id, kind, tab, title, subtitle, rules, starts_at, ends_at, status, sort, terms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
    [
      id,
      input.kind,
      input.tab,
      input.title,
      input.subtitle,
      input.rules.join('\n'),
      startsAt,
      endsAt,
      input.paused ? 'withdrawn' : 'live',
      toInt(next?.sort),
      JSON.stringify(input.terms),
    ],
  );
  const after = await promotionDetail(q, id);
  await writeAudit(q, actor, {
    action: 'promotion.create',
    targetType: 'promotion',
    targetId: id,
    after,
    reason: input.reason,
  });
  return { id };
}

export async function editPromotion(q: Queryable, actor: Actor, input: EditInput): Promise<{ id: number }> {
  const p = await findPromotion(q, input.id, { lock: true });
  const now = promoNow();
  const phase = statusOf(p, now);
  if (phase === 'ended') throw refuse(editorText.ended);
  const startsAt = input.startsAt ? new Date(input.startsAt) : p.starts_at;
  const endsAt = input.endsAt ? new Date(input.endsAt) : p.ends_at;
  if (input.startsAt && startsAt.getTime() !== p.starts_at.getTime()) {
    if (phase === 'ongoing') throw refuse(editorText.startLocked);
    if (startsAt.getTime() < now.getTime() - 60_000) throw refuse(editorText.startInPast);
  }
  if (input.endsAt && endsAt.getTime() !== p.ends_at.getTime() && endsAt <= now)
    throw refuse(editorText.endInPast);
  if (endsAt <= startsAt) throw refuse(editorText.endBeforeStart);
  if (input.terms) {
    if (p.kind === 'racePage' && phase === 'ongoing') throw refuse(editorText.raceTermsLocked);
    const problems = backoffice.termsProblems(p.kind, input.terms);
    if (problems.length > 0) throw refuse(editorText.termsInvalid(problems));
  }
  const before = detailOf(p, await joinsOf(q, p.id));
  const terms: Terms = input.terms ? (input.terms as Terms) : p.terms;
  await q.query(
    `UPDATE promotions SET tab = $2, title = $3, subtitle = $4, rules = $5, starts_at = $6, ends_at = $7,
       terms = $8::jsonb, updated_at = now() WHERE id = $1`,
    [
      p.id,
      input.tab ?? p.tab,
      input.title ?? p.title,
      input.subtitle ?? p.subtitle,
      input.rules ? input.rules.join('\n') : p.rules,
      startsAt,
      endsAt,
      JSON.stringify(terms),
    ],
  );
  const after = await promotionDetail(q, p.id);
  await writeAudit(q, actor, {
    action: 'promotion.edit',
    targetType: 'promotion',
    targetId: p.id,
    before,
    after,
    reason: input.reason,
  });
  return { id: p.id };
}
