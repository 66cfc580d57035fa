import { z } from 'zod';
import { endpoint } from './endpoint';
import { moneyText } from './money';
import { emptyRequest } from './site';

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
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const memberInfo = endpoint('/site/api/v1/member/info', emptyRequest, userInfoSchema);

export const getBalance = endpoint(
  '/fd/api/v1/transfer/getBalance',
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
  '/site/api/v1/site/letter/getUnreadForType',
  z.object({ userSystem: z.string().max(20).optional() }).strict().optional().default({}),
  unreadCountsSchema,
);

export const feedbackUnreadNum = endpoint(
  '/site/api/v1/feedback/unreadNum',
  emptyRequest,
  z.object({ count: z.number().int() }),
);

export const logout = endpoint('/site/api/v1/logout', emptyRequest, z.null());
