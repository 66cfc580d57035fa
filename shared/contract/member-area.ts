import { z } from 'zod';
import { dbId } from './db-range';
import { message } from './validation-messages';
import { endpoint } from './endpoint';
import { moneyText } from './money';
import { emptyRequest, pageOf, pageRequest } from './site';

/**
 * Issue 12, member area: VIP grades (SPEC §6), welfare, points exchange, gift and casino
 * records (SPEC §7). Money is yuan text on the wire; rates are percent text ("0.60").
 */
const SITE = '/site/api/v1';
const ACT = '/act/api/v1';
const GAME = '/game/api/v1';

/** Game categories a rebate rate is given for (sports, live, slots, chess, lottery, e-sports, fishing). */
export const rebateCategory = z.enum(['TY', 'ZR', 'DZ', 'QP', 'CP', 'DJ', 'BY']);
export type RebateCategory = z.infer<typeof rebateCategory>;
export const REBATE_CATEGORIES = rebateCategory.options;

export const gradeConfigSchema = z.object({
  grade: z.number().int(),
  name: z.string(),
  /** Cumulative deposits and valid turnover needed to reach the grade. */
  deposit: moneyText,
  turnover: moneyText,
  /** Valid turnover per calendar month to keep it. */
  keepTurnover: moneyText,
  upgradeBonus: moneyText,
  birthdayBonus: moneyText,
  weeklyRedPacket: moneyText,
  monthlyRedPacket: moneyText,
  dailyWithdrawCount: z.number().int(),
  dailyWithdrawLimit: moneyText,
  /** Percent of the valid turnover, per category: "0.60" = 0.6 %. */
  rebates: z.record(rebateCategory, z.string()),
});
export type GradeConfig = z.infer<typeof gradeConfigSchema>;

export const memberGradeConfigList = endpoint(
  `${SITE}/member/memberGradeConfigList`,
  emptyRequest,
  z.array(gradeConfigSchema),
);

export const gradeInfoSchema = z.object({
  grade: z.number().int(),
  config: gradeConfigSchema,
  next: gradeConfigSchema.nullable(),
  /** The member's cumulative deposits and valid turnover. */
  deposit: moneyText,
  turnover: moneyText,
  /** Valid turnover of this calendar month (the keep condition) and the days left in it. */
  monthTurnover: moneyText,
  keepDaysLeft: z.number().int(),
  keepMet: z.boolean(),
  /** False when today's one level was used: the next upgrade waits for tomorrow. */
  canUpgradeToday: z.boolean(),
});
export type GradeInfo = z.infer<typeof gradeInfoSchema>;

export const memberGradeInfoByGrade = endpoint(
  `${SITE}/member/memberGradeInfoByGrade`,
  z.object({}).strict().optional().default({}),
  gradeInfoSchema,
);

export const fanshuiRowSchema = z.object({
  category: rebateCategory,
  low: z.string(),
  high: z.string(),
  current: z.string(),
});
export const getGameFanshuiHighLow = endpoint(
  `${SITE}/member/getGameFanshuiHighLow`,
  emptyRequest,
  z.array(fanshuiRowSchema),
);

/** Welfare (福利中心): what can be claimed now. */
export const welfareKind = z.enum(['upgrade', 'birthday', 'weekly', 'monthly', 'rebate']);
export type WelfareKind = z.infer<typeof welfareKind>;
export const welfareItemSchema = z.object({
  /** Stable key of the claim: "upgrade:1", "weekly:2026-W48", "rebate" ... */
  id: z.string(),
  kind: welfareKind,
  title: z.string(),
  amount: moneyText,
  /** Turnover multiple (流水倍数) of the amount. */
  turnoverMultiple: z.number(),
  status: z.enum(['claimable', 'claimed', 'locked']),
  /** Why locked (no birthday, grade too low, nothing accrued), else ''. */
  reason: z.string(),
  /** Beijing time the offer ends, '' when it does not. */
  expiresAt: z.string(),
});
export type WelfareItem = z.infer<typeof welfareItemSchema>;

export const vipWeekInfo = endpoint(`${ACT}/vipWeek/VipWeekInfo`, emptyRequest, z.array(welfareItemSchema));

const welfareId = z
  .string()
  .regex(/^(upgrade:\d{1,2}|birthday:\d{4}|weekly:\d{4}-W\d{2}|monthly:\d{4}-\d{2}|rebate)$/, {
    error: message('validation.welfareIdInvalid'),
  });
export const claimResultSchema = z.object({
  claimed: z.array(z.object({ id: z.string(), amount: moneyText })),
  total: moneyText,
  centerWalletBalance: moneyText,
});
export type ClaimResult = z.infer<typeof claimResultSchema>;
/** Money call (request id): claims one item. */
export const vipWeekReceive = endpoint(
  `${ACT}/vipWeek/receive`,
  z.object({ id: welfareId }).strict(),
  claimResultSchema,
);
/** Money call (request id): claims every claimable item. */
export const vipWeekReceiveAll = endpoint(`${ACT}/vipWeek/receiveAll`, emptyRequest, claimResultSchema);

/** Points exchange (积分兑换). */
export const exchangeItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['bonus', 'physical', 'spins']),
  name: z.string(),
  points: z.number().int(),
  bonus: moneyText,
  stock: z.number().int(),
  minGrade: z.number().int(),
  art: z.string(),
  /** Kind 'spins' only: how many free spins of the demo slot, at what stake, in which venue. */
  spins: z.number().int().min(1).optional(),
  spinStake: moneyText.optional(),
  spinVenue: z.string().optional(),
  spinVenueName: z.string().optional(),
  spinDays: z.number().int().optional(),
});
export type ExchangeItem = z.infer<typeof exchangeItemSchema>;
export const pointsInfoSchema = z.object({
  points: z.number().int(),
  earned: z.number().int(),
  spent: z.number().int(),
  grade: z.number().int(),
  items: z.array(exchangeItemSchema),
});
export type PointsInfo = z.infer<typeof pointsInfoSchema>;
export const activityTopGiftInfo = endpoint(`${ACT}/activityTopGift/info`, emptyRequest, pointsInfoSchema);

const plainText = (max: number, error: () => string) =>
  z
    .string()
    .trim()
    .min(1, { error })
    .max(max, { error })
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), { error });
export const addressSchema = z
  .object({
    receiver: plainText(20, message('validation.receiverInvalid')),
    phone: z.string().regex(/^1[3-9]\d{9}$/, { error: message('validation.phoneInvalid') }),
    address: plainText(100, message('validation.addressInvalid')),
  })
  .strict();
/** Money call (request id): physical gifts need the address. */
export const activityTopGiftExchange = endpoint(
  `${ACT}/activityTopGift/exchange`,
  z.object({ itemId: dbId(), address: addressSchema.optional() }).strict(),
  z.object({ recordId: z.string(), points: z.number().int(), centerWalletBalance: moneyText }),
);
export const exchangeRecordSchema = z.object({
  id: z.string(),
  itemName: z.string(),
  kind: z.enum(['bonus', 'physical', 'spins']),
  points: z.number().int(),
  bonus: moneyText,
  status: z.enum(['credited', 'shipping']),
  address: z.string(),
  createdAt: z.string(),
});
export type ExchangeRecord = z.infer<typeof exchangeRecordSchema>;
export const exchangeRecord = endpoint(
  `${ACT}/activityTopGift/exchangeRecord`,
  pageRequest.strict(),
  pageOf(exchangeRecordSchema),
);

/** Gift record: every bonus, rebate, red packet and exchange received. */
export const giftRecordSchema = z.object({
  id: z.string(),
  source: z.string(),
  sourceName: z.string(),
  title: z.string(),
  amount: moneyText,
  /** Turnover required and done. */
  required: moneyText,
  done: moneyText,
  status: z.enum(['active', 'met', 'voided']),
  createdAt: z.string(),
});
export type GiftRecord = z.infer<typeof giftRecordSchema>;
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: message('validation.dateFormat') });
export const giftRecordList = endpoint(
  `${SITE}/member/giftRecordList`,
  pageRequest.extend({ startDate: dateText.optional(), endDate: dateText.optional() }).strict(),
  pageOf(giftRecordSchema).extend({ totalAmount: moneyText }),
);

/** Casino rounds (every venue but CRTY, whose bets are sports.betRecordList; TY: third-party sports venues). */
export const gameRecordFilter = z.object({
  category: z.enum(['TY', 'ZR', 'DZ', 'QP', 'CP', 'DJ', 'BY']).optional(),
  startDate: dateText.optional(),
  endDate: dateText.optional(),
  /** win: rounds paying more than the stake, lose: less. */
  result: z.enum(['all', 'win', 'lose']).default('all'),
});
export const gameRecordSchema = z.object({
  roundId: z.string(),
  venueCode: z.string(),
  gameName: z.string(),
  category: z.string(),
  stake: moneyText,
  validBet: moneyText,
  payout: moneyText,
  winLoss: moneyText,
  createdAt: z.string(),
});
export type GameRecord = z.infer<typeof gameRecordSchema>;
export const gameRecordList = endpoint(
  `${GAME}/record/gameRecordList`,
  pageRequest.extend(gameRecordFilter.shape).strict(),
  pageOf(gameRecordSchema),
);
export const gameRecordTotal = endpoint(
  `${GAME}/record/gameRecordTotal`,
  gameRecordFilter.strict(),
  z.object({
    betCount: z.number().int(),
    betAmount: moneyText,
    validBetAmount: moneyText,
    winLoss: moneyText,
  }),
);
