import { z } from 'zod';
import { endpoint } from './endpoint';
import { dbBigId } from './db-range';
import { safeText } from './text';
import { promotionKind, promotionTab, type PromotionKind } from './promotions';
import type { Permission } from './backoffice';

/**
 * Creating and editing promotions in the back office (issue 30 part 5). The terms are the
 * engine's (`server/src/promotions/terms.ts`, money in fen); a member who joined keeps the terms
 * of the moment they joined, so an edit applies to members who join after it. Operators read
 * zh-CN only: the refusals below are written for them.
 */
const p = (path: string) => `/bo/api/v1/${path}`;
const reason = safeText().trim().min(2).max(500);
const isoTime = z.iso.datetime({ offset: true, error: '时间格式不正确' });
const fen = (what: string) =>
  z
    .number({ error: `${what}必须是数字` })
    .int({ error: `${what}必须是整数（单位：分）` })
    .min(0, { error: `${what}不能小于 0` })
    .max(1_000_000_000, { error: `${what}过大` });
const percent = (what: string, max = 100) =>
  z
    .number({ error: `${what}必须是数字` })
    .int({ error: `${what}必须是整数` })
    .min(0, { error: `${what}不能小于 0` })
    .max(max, { error: `${what}不能超过 ${max}` });

export const VENUE_CATEGORIES = ['TY', 'ZR', 'QP', 'DJ', 'CP', 'DZ', 'BY'] as const;

export const promotionTerms = z
  .object({
    period: z.enum(['once', 'daily'], { error: '请选择参与周期' }),
    turnoverMultiple: percent('流水倍数', 100),
    contributions: z.partialRecord(z.enum(VENUE_CATEGORIES), percent('流水计算比例')),
    newMembersOnly: z.boolean().optional(),
    needDeposit: z.boolean().optional(),
    minVip: percent('最低 VIP 等级', 10).optional(),
    ratePercent: percent('赠送比例', 1000).optional(),
    capFen: fen('最高赠送').optional(),
    minDepositFen: fen('最低存款').optional(),
    tiers: z
      .array(z.object({ turnoverFen: fen('档位流水'), rewardFen: fen('档位奖励') }))
      .max(20, { error: '档位最多 20 个' })
      .optional(),
    prizes: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z0-9_-]{1,20}$/, { error: '奖品编号只能是小写字母、数字、_ 或 -' }),
          name: safeText().trim().min(1, { error: '请填写奖品名称' }).max(20),
          amountFen: fen('奖品金额'),
          weight: percent('中奖权重', 1_000_000),
        }),
      )
      .max(20, { error: '奖品最多 20 个' })
      .optional(),
    drawsPerDay: percent('每日抽奖次数', 100).optional(),
    drawPerDepositFen: fen('每存款金额加次').optional(),
    drawPerTurnoverFen: fen('每投注金额加次').optional(),
    tasks: z
      .array(
        z.object({
          code: z.enum(['bindPhone', 'realName', 'firstDeposit', 'firstBet'], { error: '未知的任务' }),
          title: safeText().trim().min(1, { error: '请填写任务名称' }).max(30),
          rewardFen: fen('任务奖励'),
        }),
      )
      .max(4)
      .optional(),
    signRewards: z.array(fen('签到奖励')).max(31, { error: '签到奖励最多 31 天' }).optional(),
    racePrizes: z.array(fen('排名奖金')).max(100, { error: '排名奖金最多 100 名' }).optional(),
    inviteRatePercent: percent('邀请返利比例').optional(),
    sections: z
      .array(z.object({ title: safeText().trim().min(1).max(30), body: safeText().trim().min(1).max(500) }))
      .max(10)
      .optional(),
    joinTargetId: dbBigId().optional(),
  })
  .strict();
export type PromotionTermsInput = z.infer<typeof promotionTerms>;

/** What each kind's mechanic reads: without it the engine has nothing to pay. */
const NEEDS: Record<PromotionKind, { field: keyof PromotionTermsInput; message: string }[]> = {
  firstDeposit: [
    { field: 'ratePercent', message: '首存加赠需要填写赠送比例' },
    { field: 'capFen', message: '首存加赠需要填写最高赠送金额' },
    { field: 'minDepositFen', message: '首存加赠需要填写最低存款' },
  ],
  againDeposit: [
    { field: 'ratePercent', message: '再存红利需要填写赠送比例' },
    { field: 'capFen', message: '再存红利需要填写最高赠送金额' },
    { field: 'minDepositFen', message: '再存红利需要填写最低存款' },
  ],
  newTask: [{ field: 'tasks', message: '新手任务至少需要一个任务' }],
  signGift: [{ field: 'signRewards', message: '签到活动至少需要一天的奖励' }],
  drawGift: [
    { field: 'prizes', message: '抽奖活动至少需要一个奖品' },
    { field: 'drawsPerDay', message: '抽奖活动需要填写每日免费次数' },
  ],
  bettingGift: [{ field: 'tiers', message: '投注送活动至少需要一个档位' }],
  racePage: [{ field: 'racePrizes', message: '排行榜活动至少需要一个名次奖金' }],
  friendInvitation: [{ field: 'inviteRatePercent', message: '邀请活动需要填写返利比例' }],
  activityLandPage: [{ field: 'sections', message: '专题页至少需要一个段落' }],
};

/** The kind's required terms are there and non-empty, and draw odds can be published. */
export function termsProblems(kind: PromotionKind, terms: PromotionTermsInput): string[] {
  const problems: string[] = [];
  for (const need of NEEDS[kind]) {
    const value = terms[need.field];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) problems.push(need.message);
  }
  if (terms.prizes && terms.prizes.length > 0 && terms.prizes.every((x) => x.weight === 0))
    problems.push('奖品的中奖权重不能全部为 0');
  if (terms.tiers?.some((x, i, all) => i > 0 && x.turnoverFen <= (all[i - 1]?.turnoverFen ?? 0)))
    problems.push('档位流水需要从低到高排列');
  return problems;
}

const texts = {
  title: safeText()
    .trim()
    .min(2, { error: '活动名称至少 2 个字' })
    .max(40, { error: '活动名称最多 40 个字' }),
  subtitle: safeText().trim().max(60, { error: '副标题最多 60 个字' }),
  rules: z
    .array(safeText().trim().min(1, { error: '规则不能为空行' }).max(300, { error: '每条规则最多 300 个字' }))
    .max(20, { error: '规则最多 20 条' }),
};

const schedule = {
  startsAt: isoTime,
  endsAt: isoTime,
};
const endAfterStart = (v: { startsAt?: string | undefined; endsAt?: string | undefined }) =>
  !v.startsAt || !v.endsAt || new Date(v.endsAt) > new Date(v.startsAt);

/** A new promotion, live at `startsAt` (or saved paused with `paused`). */
export const createPromotion = endpoint(
  p('promotions/create'),
  z
    .object({
      kind: promotionKind,
      tab: promotionTab,
      ...texts,
      ...schedule,
      paused: z.boolean().default(false),
      terms: promotionTerms,
      reason,
    })
    .strict()
    .refine(endAfterStart, { error: '结束时间必须晚于开始时间', path: ['endsAt'] })
    .superRefine((v, ctx) => {
      for (const message of termsProblems(v.kind, v.terms))
        ctx.addIssue({ code: 'custom', message, path: ['terms'] });
    }),
  z.object({ id: z.number().int() }),
);

/**
 * Changes texts, schedule or terms. The kind never changes. Refused: an ended promotion; the
 * start of one that has started; a running race's terms or start (its players compete under
 * the published prizes); an end in the past (use 立即结束).
 */
export const editPromotion = endpoint(
  p('promotions/edit'),
  z
    .object({
      id: dbBigId(),
      tab: promotionTab.optional(),
      title: texts.title.optional(),
      subtitle: texts.subtitle.optional(),
      rules: texts.rules.optional(),
      startsAt: isoTime.optional(),
      endsAt: isoTime.optional(),
      terms: promotionTerms.optional(),
      reason,
    })
    .strict()
    .refine(endAfterStart, { error: '结束时间必须晚于开始时间', path: ['endsAt'] }),
  z.object({ id: z.number().int() }),
);

/** Everything the edit form needs of one promotion (terms as stored, money in fen). */
export const promotionDetail = endpoint(
  p('promotions/detail'),
  z.object({ id: dbBigId() }).strict(),
  z.object({
    id: z.number().int(),
    kind: promotionKind,
    tab: promotionTab,
    title: z.string(),
    subtitle: z.string(),
    rules: z.array(z.string()),
    startsAt: z.string(),
    endsAt: z.string(),
    status: z.enum(['live', 'withdrawn']),
    phase: z.enum(['upcoming', 'ongoing', 'ended']),
    terms: z.record(z.string(), z.unknown()),
    joins: z.number().int(),
  }),
);

export const PROMOTION_ENDPOINT_PERMISSIONS = {
  [createPromotion.path]: 'promotions.manage',
  [editPromotion.path]: 'promotions.manage',
  [promotionDetail.path]: 'promotions.read',
} as const satisfies Record<string, Permission>;
