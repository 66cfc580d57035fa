import { z } from 'zod';
import { endpoint } from './endpoint';
import { getBalance as memberGetBalance } from './member';
import { moneyText } from './money';
import { emptyRequest, pageOf, pageRequest } from './site';

/**
 * The funds calls of SPEC §7 (issue 4): wallet and venue transfers, deposit, withdrawal,
 * transaction record. Money is yuan text with at most two decimals on the wire and integer
 * fen on the server. Every call that moves money is idempotent on the `request-id` header:
 * a repeat returns the first answer (success or error) and moves nothing.
 */
const FD = '/fd/api/v1';
const GAME = '/game/api/v1';
const SITE = '/site/api/v1';

/** An amount a member types: positive, at most two decimals, at most 12 characters (SPEC §5). */
export const amountText = z
  .string()
  .max(12, '金额最长12位')
  .regex(/^\d+(\.\d{1,2})?$/, '金额须为数字，最多两位小数')
  .refine((s) => Number(s) > 0, '金额须大于0');

export const channelCode = z.string().regex(/^[A-Z0-9]{2,10}$/, '场馆代码格式不正确');
const orderNo = z.string().regex(/^[A-Z0-9]{8,40}$/, '订单号格式不正确');
/** Passwords travel as md5 (SPEC §3, §9). */
const md5Text = z.string().regex(/^[0-9a-fA-F]{32}$/, '密码须为md5');
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为 YYYY-MM-DD');

// ---------------------------------------------------------------------------- wallet

/** The same call as `member.getBalance` (the host uses it): center wallet, lock money included on request. */
export const getBalance = memberGetBalance;

export const venueStatus = z.enum(['open', 'maintenance']);
export const venueBalanceSchema = z.object({
  channelCode: z.string(),
  name: z.string(),
  /** Nav code of SPEC §2: TY ZR QP DJ CP DZ BY. */
  category: z.string(),
  status: venueStatus,
  balance: moneyText,
});
export type VenueBalance = z.infer<typeof venueBalanceSchema>;

/** SPEC §9: the balance category 8 is "every venue": the total venue money of the header. */
export const ALL_VENUES_CATEGORY = 8;

export const allBalance = endpoint(
  `${GAME}/venue/allBalance`,
  z.object({ category: z.number().int().default(ALL_VENUES_CATEGORY) }).strict().optional().default({ category: ALL_VENUES_CATEGORY }),
  z.object({
    category: z.number().int(),
    totalBalance: moneyText,
    centerWalletBalance: moneyText,
    autoTransferStatus: z.union([z.literal(0), z.literal(1)]),
    list: z.array(venueBalanceSchema),
  }),
);

export const venueBalance = endpoint(`${GAME}/venue/balance`, z.object({ channelCode }).strict(), venueBalanceSchema);

/** `ty` of venue/transfer: 1 = into the venue (center → venue), 2 = out of it (venue → center). */
export const TransferDirection = { IN: 1, OUT: 2 } as const;
const activityFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]);

export const venueTransfer = endpoint(
  `${GAME}/venue/transfer`,
  z
    .object({
      channelCode,
      amount: amountText,
      ty: z.union([z.literal(TransferDirection.IN), z.literal(TransferDirection.OUT)]),
      /** Transfer in: join the venue's activity (turnover required before money can leave, 6413). */
      isActivity: activityFlag.optional(),
    })
    .strict(),
  z.object({
    channelCode: z.string(),
    amount: moneyText,
    ty: z.number().int(),
    centerWalletBalance: moneyText,
    venueBalance: moneyText,
  }),
);

export const recycle = endpoint(
  `${GAME}/venue/recycle`,
  emptyRequest,
  z.object({
    /** Total swept back into the center wallet. */
    amount: moneyText,
    centerWalletBalance: moneyText,
    recycled: z.array(z.object({ channelCode: z.string(), amount: moneyText })),
    /** Venues left as they are: 6413 (activity turnover not reached) or 6415 (maintenance). */
    skipped: z.array(z.object({ channelCode: z.string(), amount: moneyText, status_code: z.number().int(), message: z.string() })),
  }),
);

export const setAutoTransferStatus = endpoint(
  `${GAME}/status/setAutoTransferStatus`,
  z.object({ status: z.union([z.literal(0), z.literal(1)]) }).strict(),
  z.object({ status: z.union([z.literal(0), z.literal(1)]) }),
);

/** A wallet of the member: `center`, or a venue's channel code. */
const walletRef = z.string().regex(/^(center|[A-Z0-9]{2,10})$/, '钱包须为 center 或场馆代码');

/** utcTransfer: the transfer page's general move between two of the member's wallets. */
export const utcTransfer = endpoint(
  `${FD}/transfer/utcTransfer`,
  z.object({ from: walletRef, to: walletRef, amount: amountText }).strict(),
  z.object({ from: z.string(), to: z.string(), amount: moneyText, fromBalance: moneyText, toBalance: moneyText }),
);

export const getTransferRate = endpoint(
  `${FD}/transfer/getTransferRate`,
  z.object({ currency: z.literal('USDT').default('USDT') }).strict().optional().default({ currency: 'USDT' }),
  /** `rate`: yuan for one coin, as text ("7.20"). */
  z.object({ currency: z.string(), rate: z.string(), unit: z.literal('CNY') }),
);

// ---------------------------------------------------------------------------- deposit

export const payType = z.enum(['bank', 'alipay', 'wechat', 'usdt']);
export type PayType = z.infer<typeof payType>;
export const usdtProtocol = z.enum(['TRC20', 'ERC20']);

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

const orderRequest = z.object({ orderNo }).strict();
export const getDepositOrderStatus = endpoint(`${FD}/getDepositOrderStatus`, orderRequest, depositOrderSchema);
export const closeOrder = endpoint(`${FD}/closeOrder`, orderRequest, depositOrderSchema);
/** The 6-character remark code a bank-card payer writes in the transfer note so the order is matched. */
export const createSignalCode = endpoint(`${FD}/createSignalCode`, orderRequest, z.object({ orderNo: z.string(), signalCode: z.string() }));
export const getCustomerInfo = endpoint(
  `${FD}/getCustomerInfo`,
  emptyRequest,
  z.object({ realName: z.string(), bindRealName: z.boolean(), customerServiceUrl: z.string() }),
);

/** Binds the real name from the deposit page (only while none is bound). */
export const bindFromDeposit = endpoint(
  `${SITE}/member/bindFromDeposit`,
  z.object({ realName: z.string().min(2, '请输入正确的姓名').max(30, '请输入正确的姓名') }).strict(),
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
});
export const querySiteDepositRewardConfigList = endpoint(
  `${SITE}/feedback/querySiteDepositRewardConfigList`,
  emptyRequest,
  z.array(depositRewardSchema),
);

// ---------------------------------------------------------------------------- withdrawal

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
  z.object({ code: z.string().regex(/^\d{6}$/, '验证码为6位数字').optional() }).strict().optional().default({}),
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

export const queryMemberBanksInfoList = endpoint(`${FD}/bankCard/queryMemberBanksInfoList`, emptyRequest, z.array(bankCardSchema), 'GET');

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
        bankCode: z.string().regex(/^[A-Z]{2,10}$/, '请选择银行'),
        cardNo: z.string().regex(/^\d{12,19}$/, '银行卡号为12-19位数字'),
        holderName: z.string().min(1, '请输入持卡人姓名').max(30),
      })
      .strict(),
    z
      .object({
        kind: z.literal('usdt'),
        protocol: usdtProtocol,
        address: z.string().regex(/^[A-Za-z0-9]{26,64}$/, '钱包地址格式不正确'),
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
export const withdrawBaseCfgList = endpoint(`${FD}/withdraw/baseCfg/list`, emptyRequest, z.array(withdrawCfgSchema));

const withdrawInfoSchema = z.object({
  centerWalletBalance: moneyText,
  lockMoney: moneyText,
  /** The most the member can withdraw now: balance, limits and today's remainder together. */
  withdrawable: moneyText,
  todayCount: z.number().int(),
  remainingCount: z.number().int(),
  hasWithdrawPassword: z.boolean(),
  realName: z.string(),
  cards: z.array(bankCardSchema),
  cfg: withdrawCfgSchema,
});
export const withdrawInfo = endpoint(`${FD}/withdraw/withdrawInfo`, emptyRequest, withdrawInfoSchema);
export const usdtWithdrawInfo = endpoint(`${FD}/withdraw/usdtWithdrawInfo`, emptyRequest, withdrawInfoSchema.extend({ rate: z.string() }));

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
export const withdrawOrderInfo = endpoint(`${FD}/withdraw/withdrawOrderInfo`, orderRequest, withdrawOrderSchema);

/** Locks the amount (center → lock) until the operator approves (paid out) or rejects (back to center). */
export const withdrawNew = endpoint(
  `${FD}/withdraw/new`,
  z
    .object({
      cardId: z.number().int().positive(),
      amount: amountText,
      /** md5 of the withdrawal password. */
      password: md5Text,
    })
    .strict(),
  withdrawOrderSchema,
);

// ---------------------------------------------------------------------------- records

/** `other`: system adjustments such as an opening balance. */
export const dealType = z.enum(['all', 'deposit', 'withdraw', 'transfer', 'other']);
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
