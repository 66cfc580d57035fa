import { z } from 'zod';
import { message } from '../validation-messages';
import { endpoint } from '../endpoint';
import { moneyText } from '../money';
import { emptyRequest } from '../site';
import { FD, SITE, amountText, usdtProtocol, orderRequest } from './common';

export const payType = z.enum(['bank', 'alipay', 'wechat', 'usdt']);
export type PayType = z.infer<typeof payType>;

export const paymentTypeSchema = z.object({
  payType,
  name: z.string(),
  /** gateway: pay on the (simulated) gateway page; account: transfer to the account shown. */
  mode: z.enum(['gateway', 'account']),
  minAmount: moneyText,
  maxAmount: moneyText,
  /** USDT only: yuan per coin. */
  rate: z.string().nullable(),
  protocols: z.array(usdtProtocol),
});
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const paymentTypes = endpoint(`${FD}/payment/types`, emptyRequest, z.array(paymentTypeSchema));

export const depositStatus = z.enum(['pending', 'paid', 'failed', 'closed']);
export const depositOrderSchema = z.object({
  orderNo: z.string(),
  payType,
  amount: moneyText,
  status: depositStatus,
  signalCode: z.string().nullable(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const pay = endpoint(
  `${FD}/pay`,
  z
    .object({
      payType,
      amount: amountText,
      /** Name on the paying account (bank card and USDT orders). */
      payerName: z.string().max(30).optional(),
      protocol: usdtProtocol.optional(),
      /**
       * The deposit page's 申请 box: joins this deposit promotion in the same transaction as the
       * order (a join already made counts), so the bonus is paid when the deposit is credited.
       */
      joinPromotionId: z.number().int().positive().optional(),
    })
    .strict(),
  depositOrderSchema.extend({
    /** The simulated gateway page of this order (also for account orders: it simulates the money arriving). */
    payUrl: z.string(),
    /** Account orders: where to send the money. */
    account: z
      .object({
        bankName: z.string(),
        accountName: z.string(),
        accountNo: z.string(),
        /** USDT orders: coins to send at `rate`. */
        coinAmount: z.string().nullable(),
        rate: z.string().nullable(),
      })
      .nullable(),
  }),
);

export const getDepositOrderStatus = endpoint(
  `${FD}/getDepositOrderStatus`,
  orderRequest,
  depositOrderSchema,
);
export const closeOrder = endpoint(`${FD}/closeOrder`, orderRequest, depositOrderSchema);
/** The 6-character remark code a bank-card payer writes in the transfer note so the order is matched. */
export const createSignalCode = endpoint(
  `${FD}/createSignalCode`,
  orderRequest,
  z.object({ orderNo: z.string(), signalCode: z.string() }),
);
export const getCustomerInfo = endpoint(
  `${FD}/getCustomerInfo`,
  emptyRequest,
  z.object({ realName: z.string(), bindRealName: z.boolean(), customerServiceUrl: z.string() }),
);

/** Binds the real name from the deposit page (only while none is bound). */
export const bindFromDeposit = endpoint(
  `${SITE}/member/bindFromDeposit`,
  z
    .object({
      realName: z
        .string()
        .min(2, { error: message('validation.realNameInvalid') })
        .max(30, { error: message('validation.realNameInvalid') }),
    })
    .strict(),
  z.object({ realName: z.string() }),
);

export const depositRewardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  minAmount: moneyText,
  maxAmount: moneyText,
  /** Percent of the deposit, as text ("1.50"). */
  rewardRate: z.string(),
  maxReward: moneyText,
  kind: z.enum(['firstDeposit', 'againDeposit']),
  /** Joined already: this deposit pays it. Not joined: the page offers the 申请 box, unticked. */
  joined: z.boolean(),
  /** Turnover the bonus needs before it can be withdrawn, as a multiple of the bonus. */
  turnoverMultiple: z.number().nonnegative(),
});
export const querySiteDepositRewardConfigList = endpoint(
  `${SITE}/feedback/querySiteDepositRewardConfigList`,
  emptyRequest,
  z.array(depositRewardSchema),
);
