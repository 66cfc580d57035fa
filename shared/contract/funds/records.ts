import { z } from 'zod';
import { endpoint } from '../endpoint';
import { moneyText } from '../money';
import { pageOf, pageRequest } from '../site';
import { FD, dateText } from './common';

/**
 * `bet`: sportsbook stakes, payouts and refunds (center wallet) and demo-game stakes and wins
 * (venue wallet); `bonus`: rewards (promotions, VIP gifts, rebates, prizes); `other`: system
 * adjustments such as an opening balance.
 */
export const dealType = z.enum(['all', 'deposit', 'withdraw', 'transfer', 'bet', 'bonus', 'other']);
export const dealRecordSchema = z.object({
  id: z.string(),
  type: dealType.exclude(['all']),
  /** The movement's own label (体育派彩, 转入场馆, 返水, …). */
  typeName: z.string(),
  /** Signed by the wallet the movement is about: + money reaching it, − money leaving it. */
  amount: moneyText,
  status: z.string(),
  statusName: z.string(),
  orderNo: z.string(),
  remark: z.string(),
  createTime: z.string(),
});
export type DealRecord = z.infer<typeof dealRecordSchema>;

/** Dates are China time, both ends inclusive. */
export const queryDealRecord = endpoint(
  `${FD}/transactions/queryDealRecord`,
  pageRequest
    .extend({ type: dealType.default('all'), startDate: dateText.optional(), endDate: dateText.optional() })
    .strict(),
  pageOf(dealRecordSchema),
);
