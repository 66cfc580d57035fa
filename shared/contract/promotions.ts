import { z } from 'zod';
import { dbBigId } from './db-range';
import { message } from './validation-messages';
import { endpoint } from './endpoint';
import { moneyText } from './money';
import { emptyRequest } from './site';
import { promotionsCalls } from './calls';

/**
 * Promotions (SPEC §7 /act/api/v1/: promotion/config, verification, joinActivity,
 * confirmInfo) and the agent program. Where the spec names only the path, the shapes are
 * designed here; calls the spec does not name (detail, progress, bonuses, quit, invite,
 * agent) sit beside them under the same prefix.
 */
const ACT = '/act/api/v1';

export const promotionKind = z.enum([
  'firstDeposit',
  'againDeposit',
  'newTask',
  'signGift',
  'drawGift',
  'bettingGift',
  'racePage',
  'friendInvitation',
  'activityLandPage',
]);
export type PromotionKind = z.infer<typeof promotionKind>;

/** The discount page's tabs: 全部, 体育, 真人, 电子, 棋牌, 彩票, 新人, VIP. */
export const promotionTab = z.enum(['all', 'sport', 'live', 'egame', 'chess', 'lottery', 'newbie', 'vip']);
export type PromotionTab = z.infer<typeof promotionTab>;

export const promotionStatus = z.enum(['upcoming', 'ongoing', 'ended']);
export type PromotionStatus = z.infer<typeof promotionStatus>;

export const promotionSummarySchema = z.object({
  id: z.number().int(),
  kind: promotionKind,
  tab: promotionTab,
  title: z.string(),
  subtitle: z.string(),
  bannerUrl: z.string(),
  status: promotionStatus,
  startTime: z.string(),
  endTime: z.string(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

const idRequest = z.object({ id: dbBigId() }).strict();

/** The numbers of a promotion, as the member is shown them (money as yuan text). */
export const promotionTermsSchema = z.object({
  ratePercent: z.number().optional(),
  capAmount: moneyText.optional(),
  minDeposit: moneyText.optional(),
  turnoverMultiple: z.number(),
  /** Percent of valid turnover that counts, per venue category (TY ZR QP DJ CP DZ BY). */
  contributions: z.record(z.string(), z.number()),
  newMembersOnly: z.boolean(),
  minVip: z.number().int(),
  tiers: z.array(z.object({ turnover: moneyText, reward: moneyText })).optional(),
  prizes: z
    .array(z.object({ id: z.string(), name: z.string(), amount: moneyText, oddsPercent: z.string() }))
    .optional(),
  tasks: z.array(z.object({ code: z.string(), title: z.string(), reward: moneyText })).optional(),
  signRewards: z.array(moneyText).optional(),
  racePrizes: z.array(moneyText).optional(),
  drawsPerDay: z.number().int().optional(),
  drawPerDeposit: moneyText.optional(),
  drawPerTurnover: moneyText.optional(),
  inviteRatePercent: z.number().optional(),
  sections: z.array(z.object({ title: z.string(), body: z.string() })).optional(),
  joinTargetId: z.number().int().optional(),
});
export type PromotionTerms = z.infer<typeof promotionTermsSchema>;

export const promotionDetailSchema = promotionSummarySchema.extend({
  rules: z.array(z.string()),
  terms: promotionTermsSchema,
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

/** promotion/config: the list (optionally one tab). */
export const promotionConfig = endpoint(
  `${ACT}/promotion/config`,
  z.object({ tab: promotionTab.optional() }).strict().optional().default({}),
  z.array(promotionSummarySchema),
);
export const promotionDetail = endpoint(`${ACT}/promotion/detail`, idRequest, promotionDetailSchema);

export const verificationSchema = z.object({
  eligible: z.boolean(),
  joined: z.boolean(),
  /** Why not, in Chinese; empty when eligible. */
  reason: z.string(),
});
export const verification = endpoint(`${ACT}/verification`, idRequest, verificationSchema);

export const joinActivity = endpoint(
  `${ACT}/joinActivity`,
  idRequest,
  z.object({ id: z.number().int(), period: z.string(), joinTime: z.string(), message: z.string() }),
);

/** confirmInfo: the member's action in a joined promotion (sign in, draw, claim a task or tier). */
export const confirmAction = z.enum(['sign', 'draw', 'claimTask', 'claimTier']);
export const confirmInfo = endpoint(
  `${ACT}/confirmInfo`,
  z
    .object({
      id: dbBigId(),
      action: confirmAction,
      ref: z.string().trim().max(40).optional(),
    })
    .strict(),
  z.object({ amount: moneyText, message: z.string(), prizeId: z.string().optional() }),
);

const taskProgress = z.object({
  code: z.string(),
  title: z.string(),
  reward: moneyText,
  done: z.boolean(),
  claimed: z.boolean(),
});
const tierProgress = z.object({
  index: z.number().int(),
  turnover: moneyText,
  reward: moneyText,
  reached: z.boolean(),
  claimed: z.boolean(),
});

/** What the member has done in one promotion (a member call; the page merges it with the detail). */
export const progressSchema = z.object({
  joined: z.boolean(),
  /** Sign-in: China dates signed this month, today's date, the current streak. */
  signedDays: z.array(z.string()),
  today: z.string(),
  streak: z.number().int(),
  signedToday: z.boolean(),
  drawsLeft: z.number().int(),
  draws: z.array(z.object({ prizeId: z.string(), name: z.string(), amount: moneyText, time: z.string() })),
  tasks: z.array(taskProgress),
  tiers: z.array(tierProgress),
  turnover: moneyText,
});
export type Progress = z.infer<typeof progressSchema>;
export const promotionProgress = endpoint(`${ACT}/promotion/progress`, idRequest, progressSchema);

export const raceRowSchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  turnover: moneyText,
  prize: moneyText,
});
export const raceBoard = endpoint(
  `${ACT}/promotion/raceBoard`,
  idRequest,
  z.object({
    rows: z.array(raceRowSchema),
    endTime: z.string(),
    settled: z.boolean(),
    myRank: z.number().int().nullable(),
    myTurnover: moneyText.nullable(),
  }),
);

export const bonusSchema = z.object({
  rewardId: z.number().int(),
  title: z.string(),
  amount: moneyText,
  required: moneyText,
  done: moneyText,
  left: moneyText,
  status: z.enum(['active', 'met', 'voided']),
  createTime: z.string(),
});
export type Bonus = z.infer<typeof bonusSchema>;
export const myBonuses = endpoint(promotionsCalls.myBonuses, emptyRequest, z.array(bonusSchema));
/** Quitting early: voids the bonus and what it won, back to the house (SPEC §1). */
export const quitBonus = endpoint(
  `${ACT}/promotion/quit`,
  z.object({ rewardId: dbBigId() }).strict(),
  z.object({ voided: moneyText, message: z.string() }),
);

export const inviteeSchema = z.object({
  name: z.string(),
  registerTime: z.string(),
  deposited: z.boolean(),
  reward: moneyText,
});
export const inviteInfo = endpoint(
  `${ACT}/promotion/invite`,
  emptyRequest,
  z.object({
    inviteCode: z.string(),
    linkPath: z.string(),
    invitees: z.array(inviteeSchema),
    totalReward: moneyText,
    ratePercent: z.number(),
    cap: moneyText,
  }),
);

export const agentTierSchema = z.object({
  level: z.number().int(),
  activeMembers: z.number().int(),
  minNetLoss: moneyText,
  ratePercent: z.number(),
});
export const agentConfig = endpoint(
  `${ACT}/agent/config`,
  emptyRequest,
  z.object({ tiers: z.array(agentTierSchema) }),
);
// Control characters (NUL above all) are refused here: PostgreSQL would refuse them later.
const plainText = (max: number, error: () => string) =>
  z
    .string()
    .trim()
    .max(max, { error })
    .refine((text) => ![...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f), {
      error: message('validation.controlCharacters'),
    });
export const agentApplyRequest = z
  .object({
    contactName: plainText(20, message('validation.contactNameInvalid')).min(2, {
      error: message('validation.contactNameInvalid'),
    }),
    phone: z
      .string()
      .trim()
      .regex(/^1[3-9]\d{9}$/, { error: message('validation.phoneInvalid') }),
    im: plainText(40, message('validation.imTooLong')).default(''),
    channel: z.enum(['social', 'website', 'offline', 'other'], {
      error: message('validation.channelRequired'),
    }),
    message: plainText(300, message('validation.agentMessageTooLong')).default(''),
  })
  .strict();
export const agentApply = endpoint(
  `${ACT}/agent/apply`,
  agentApplyRequest,
  z.object({
    id: z.number().int(),
    status: z.enum(['pending', 'approved', 'rejected']),
    createTime: z.string(),
  }),
);
/** The member's latest application; reason and reviewTime are '' until an operator decides. */
export const agentApplicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createTime: z.string(),
  reason: z.string(),
  reviewTime: z.string(),
});
export type AgentApplication = z.infer<typeof agentApplicationSchema>;
export const agentApplication = endpoint(
  `${ACT}/agent/application`,
  emptyRequest,
  agentApplicationSchema.nullable(),
);
