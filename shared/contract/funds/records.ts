import { z } from 'zod';
import { endpoint } from '../endpoint';
import { moneyText } from '../money';
import { pageOf, pageRequest } from '../site';
import { FD, dateText } from './common';

/** `bet`: sportsbook stakes, payouts and refunds (center wallet) and demo-game stakes and wins (venue wallet); `other`: system adjustments such as an opening balance. */
export const dealType = z.enum(['all', 'deposit', 'withdraw', 'transfer', 'bet', 'other']);
export const dealRecordSchema = z.object({
  id: z.string(),
  type: dealType.exclude(['all']),
  typeName: z.string(),
  /** Signed, seen from the center wallet: + in, − out; transfers show the amount moved. */
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
  pageRequest.extend({ type: dealType.default('all'), startDate: dateText.optional(), endDate: dateText.optional() }).strict(),
  pageOf(dealRecordSchema),
);
