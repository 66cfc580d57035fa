import { z } from 'zod';
import { dbBigId } from '../db-range';
import { message } from '../validation-messages';
import { endpoint } from '../endpoint';
import { moneyText } from '../money';
import { emptyRequest } from '../site';
import { FD, SITE, amountText, md5Text, usdtProtocol, orderRequest } from './common';

export const withdrawPwdSet = endpoint(
  `${SITE}/withdrawal/pwd/set`,
  z.object({ password: md5Text, secondPassword: md5Text }).strict(),
  z.null(),
);
/** Needs the old password, or a passed emailCheck of the last 10 minutes. */
export const withdrawPwdReset = endpoint(
  `${SITE}/withdrawal/pwd/reset`,
  z.object({ password: md5Text, secondPassword: md5Text, oldPassword: md5Text.optional() }).strict(),
  z.null(),
);
/** Without `code`: sends a code to the bound e-mail. With it: checks it, allowing a reset for 10 minutes. */
export const withdrawPwdEmailCheck = endpoint(
  `${SITE}/withdrawal/pwd/emailCheck`,
  z
    .object({
      code: z
        .string()
        .regex(/^\d{6}$/, { error: message('validation.sixDigitCode') })
        .optional(),
    })
    .strict()
    .optional()
    .default({}),
  z.object({ email: z.string(), sent: z.boolean(), checked: z.boolean() }),
);

export const cardKind = z.enum(['bank', 'usdt']);
export const bankCardSchema = z.object({
  id: z.number().int(),
  kind: cardKind,
  bankCode: z.string(),
  bankName: z.string(),
  /** Masked: only the last 4 characters are shown. */
  accountNo: z.string(),
  holderName: z.string(),
  createTime: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

export const queryMemberBanksInfoList = endpoint(
  `${FD}/bankCard/queryMemberBanksInfoList`,
  emptyRequest,
  z.array(bankCardSchema),
  'GET',
);

/** What the add-card page needs: banks that can be added, the name the holder must have, the limit. */
export const bankCardAddList = endpoint(
  `${FD}/bankCard/withdraw/add/list`,
  emptyRequest,
  z.object({
    banks: z.array(z.object({ bankCode: z.string(), bankName: z.string() })),
    realName: z.string(),
    maxCards: z.number().int(),
    count: z.number().int(),
  }),
  'GET',
);

/** Not named in SPEC §7 (the add call's path is not shown): adds a bank card or a USDT address. */
export const bankCardAdd = endpoint(
  `${FD}/bankCard/add`,
  z.discriminatedUnion('kind', [
    z
      .object({
        kind: z.literal('bank'),
        bankCode: z.string().regex(/^[A-Z]{2,10}$/, { error: message('validation.bankRequired') }),
        cardNo: z.string().regex(/^\d{12,19}$/, { error: message('validation.cardNoInvalid') }),
        holderName: z
          .string()
          .min(1, { error: message('validation.holderNameRequired') })
          .max(30),
      })
      .strict(),
    z
      .object({
        kind: z.literal('usdt'),
        protocol: usdtProtocol,
        address: z
          .string()
          .regex(/^[A-Za-z0-9]{26,64}$/, { error: message('validation.walletAddressInvalid') }),
      })
      .strict(),
  ]),
  bankCardSchema,
);

export const vCurrencySchema = z.object({
  currency: z.string(),
  protocols: z.array(usdtProtocol),
  rate: z.string(),
});
export const vCurrencyList = endpoint(`${FD}/vCurrency/list`, emptyRequest, z.array(vCurrencySchema));

export const withdrawCfgSchema = z.object({
  kind: cardKind,
  minAmount: moneyText,
  maxAmount: moneyText,
  /** Percent of the amount, as text ("1.00"), at least `minFee`. */
  feeRate: z.string(),
  minFee: moneyText,
  /** Withdrawals a member may make per day (China time). */
  dailyCount: z.number().int(),
  dailyMaxAmount: moneyText,
});
export type WithdrawCfg = z.infer<typeof withdrawCfgSchema>;
export const withdrawBaseCfgList = endpoint(
  `${FD}/withdraw/baseCfg/list`,
  emptyRequest,
  z.array(withdrawCfgSchema),
);

const withdrawInfoSchema = z.object({
  centerWalletBalance: moneyText,
  lockMoney: moneyText,
  /**
   * The most the member can withdraw now: balance, limits and today's remainder together; 0
   * while a bonus's turnover is owed (the 6413 rule).
   */
  withdrawable: moneyText,
  /** Turnover still owed on the member's active bonuses; "0.00" when none. */
  turnoverOwed: moneyText,
  /** Money the owed turnover holds (center wallet and venues); "0.00" when nothing is owed. */
  bonusLocked: moneyText,
  todayCount: z.number().int(),
  remainingCount: z.number().int(),
  hasWithdrawPassword: z.boolean(),
  realName: z.string(),
  cards: z.array(bankCardSchema),
  cfg: withdrawCfgSchema,
});
export const withdrawInfo = endpoint(`${FD}/withdraw/withdrawInfo`, emptyRequest, withdrawInfoSchema);
export const usdtWithdrawInfo = endpoint(
  `${FD}/withdraw/usdtWithdrawInfo`,
  emptyRequest,
  withdrawInfoSchema.extend({ rate: z.string() }),
);

export const withdrawStatus = z.enum(['pending', 'approved', 'rejected']);
export const withdrawOrderSchema = z.object({
  orderNo: z.string(),
  kind: cardKind,
  amount: moneyText,
  fee: moneyText,
  /** What reaches the card: amount − fee. */
  actualAmount: moneyText,
  status: withdrawStatus,
  card: bankCardSchema,
  remark: z.string(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
});
export type WithdrawOrder = z.infer<typeof withdrawOrderSchema>;
export const withdrawOrderInfo = endpoint(
  `${FD}/withdraw/withdrawOrderInfo`,
  orderRequest,
  withdrawOrderSchema,
);

/** Locks the amount (center → lock) until the operator approves (paid out) or rejects (back to center). */
export const withdrawNew = endpoint(
  `${FD}/withdraw/new`,
  z
    .object({
      cardId: dbBigId(),
      amount: amountText,
      /** md5 of the withdrawal password. */
      password: md5Text,
    })
    .strict(),
  withdrawOrderSchema,
);
