import { z } from 'zod';
import { endpoint } from './endpoint';
import { moneyText } from './money';
import { emptyRequest } from './site';
import { memberCalls } from './calls';

/**
 * The member calls the host needs for its guards (SPEC §2): user info, balance and the
 * unread counts. The accounts issue extends the user info with the rest of its page.
 */
export const userInfoSchema = z.object({
  userId: z.string(),
  name: z.string(),
  bindPhone: z.boolean(),
  bindRealName: z.boolean(),
  phone: z.string(),
  email: z.string(),
  realName: z.string(),
  vipGrade: z.number().int(),
  registerTime: z.string(),
  /**
   * The rest of the user-info page (SPEC §3), each with its verified flag. The server always
   * sends them; they are optional here only so that callers and fixtures written before the
   * accounts issue keep parsing.
   */
  areaCode: z.string().optional(),
  /** 0 not set, 1 male, 2 female. */
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  /** YYYY-MM-DD, or '' when not set. */
  birthday: z.string().optional(),
  bindGender: z.boolean().optional(),
  bindBirthday: z.boolean().optional(),
  bindEmail: z.boolean().optional(),
  /** Always true: a member has a login password. */
  bindPassword: z.boolean().optional(),
  /** The second (withdrawal) password. */
  bindWithdrawPassword: z.boolean().optional(),
  bindBankCard: z.boolean().optional(),
  /** Beijing time of the previous login, '' before the first. */
  lastLoginTime: z.string().optional(),
  /** Share of the seven security items done (password, phone, e-mail, real name, birthday, withdrawal password, bank card), 0-100. */
  securityScore: z.number().int().optional(),
  /** low below 50, medium below 80, high from 80. */
  securityLevel: z.enum(['low', 'medium', 'high']).optional(),
  /** 'set:<n>' (a drawn avatar) or 'upload:<id>' (issue 12, member/addAvatar). */
  avatar: z.string().optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const memberInfo = endpoint(memberCalls.memberInfo, emptyRequest, userInfoSchema);

export const getBalance = endpoint(
  memberCalls.getBalance,
  z.object({ withLockMoney: z.boolean().optional() }).strict().optional().default({}),
  z.object({ centerWalletBalance: moneyText, lockMoney: moneyText }),
);

export const unreadCountsSchema = z.object({
  brnotice_count: z.number().int(),
  bractivity_count: z.number().int(),
  brbulletin_count: z.number().int(),
  brmatch_count: z.number().int(),
  brfd_count: z.number().int(),
  notice_count: z.number().int(),
  activity_count: z.number().int(),
  fd_count: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const getUnreadForType = endpoint(
  memberCalls.getUnreadForType,
  z
    .object({ userSystem: z.string().max(20).optional() })
    .strict()
    .optional()
    .default({}),
  unreadCountsSchema,
);

export const feedbackUnreadNum = endpoint(
  memberCalls.feedbackUnreadNum,
  emptyRequest,
  z.object({ count: z.number().int() }),
);

export const logout = endpoint(memberCalls.logout, emptyRequest, z.null());

/** The user info as the server sends it: every field present (the user-info page reads this). */
export const userInfoPageSchema = userInfoSchema.required().extend({ avatar: z.string().optional() });
export type UserInfoPage = z.infer<typeof userInfoPageSchema>;
