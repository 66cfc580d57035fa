import type { funds } from '@site/shared/contract';

type PayType = funds.PayType;

/**
 * The site's funds settings. A real operator edits these in a back office; the reference
 * server keeps them here, in fen, so every rule has one place to read and test.
 */

/** Yuan per USDT, as text with two decimals (the deposit, withdrawal and transfer-rate calls). */
export const USDT_RATE = '7.20';
/** The same rate in fen per coin, for arithmetic. */
export const USDT_RATE_FEN = 720;

export interface PaymentTypeCfg {
  payType: PayType;
  name: string;
  mode: 'gateway' | 'account';
  minFen: number;
  maxFen: number;
}

export const PAYMENT_TYPES: readonly PaymentTypeCfg[] = [
  { payType: 'bank', name: '银行卡转账', mode: 'account', minFen: 100_00, maxFen: 50_000_00 },
  { payType: 'alipay', name: '支付宝', mode: 'gateway', minFen: 50_00, maxFen: 20_000_00 },
  { payType: 'wechat', name: '微信支付', mode: 'gateway', minFen: 50_00, maxFen: 10_000_00 },
  { payType: 'usdt', name: 'USDT', mode: 'account', minFen: 100_00, maxFen: 1_000_000_00 },
];

/** The simulated receiving accounts of account-mode deposits. */
export const RECEIVING_BANK = {
  bankName: '中国工商银行',
  accountName: '模拟收款有限公司',
  accountNo: '6222020000000000001',
};
export const RECEIVING_USDT = {
  TRC20: 'TSimuLatedReceivingAddress000000001',
  ERC20: '0x5133aa7ed000000000000000000000000000c0de',
} as const;

export const DEPOSIT_REWARDS = [
  {
    id: 1,
    title: '存款100-999元返1%',
    minFen: 100_00,
    maxFen: 999_99,
    ratePercent: '1.00',
    maxRewardFen: 9_99,
  },
  {
    id: 2,
    title: '存款1000-9999元返1.5%',
    minFen: 1000_00,
    maxFen: 9999_99,
    ratePercent: '1.50',
    maxRewardFen: 149_99,
  },
  {
    id: 3,
    title: '存款10000元以上返2%',
    minFen: 10_000_00,
    maxFen: 1_000_000_00,
    ratePercent: '2.00',
    maxRewardFen: 8888_00,
  },
] as const;

export interface WithdrawCfg {
  kind: 'bank' | 'usdt';
  minFen: number;
  maxFen: number;
  /** Fee in basis points of the amount (100 = 1%), at least minFeeFen. */
  feeBasisPoints: number;
  minFeeFen: number;
  dailyCount: number;
  dailyMaxFen: number;
}

export const WITHDRAW_CFG: Record<'bank' | 'usdt', WithdrawCfg> = {
  bank: {
    kind: 'bank',
    minFen: 100_00,
    maxFen: 50_000_00,
    feeBasisPoints: 0,
    minFeeFen: 0,
    dailyCount: 5,
    dailyMaxFen: 200_000_00,
  },
  usdt: {
    kind: 'usdt',
    minFen: 100_00,
    maxFen: 200_000_00,
    feeBasisPoints: 100,
    minFeeFen: 1_00,
    dailyCount: 5,
    dailyMaxFen: 500_000_00,
  },
};

/** Fee in fen, rounded up to the fen: the site never pays out a fraction it did not charge. */
export function withdrawFee(cfg: WithdrawCfg, amountFen: number): number {
  if (cfg.feeBasisPoints === 0) return 0;
  return Math.max(cfg.minFeeFen, Math.ceil((amountFen * cfg.feeBasisPoints) / 10_000));
}

export const BANKS = [
  { bankCode: 'ICBC', bankName: '中国工商银行' },
  { bankCode: 'ABC', bankName: '中国农业银行' },
  { bankCode: 'BOC', bankName: '中国银行' },
  { bankCode: 'CCB', bankName: '中国建设银行' },
  { bankCode: 'BOCOM', bankName: '交通银行' },
  { bankCode: 'CMB', bankName: '招商银行' },
  { bankCode: 'PSBC', bankName: '中国邮政储蓄银行' },
  { bankCode: 'CIB', bankName: '兴业银行' },
] as const;

export const MAX_CARDS = 5;

/** Venue activity (6413): money brought in with isActivity must be played this many times over. */
export const ACTIVITY_TURNOVER_MULTIPLE = 3;

export const CUSTOMER_SERVICE_URL = '/cs/chat';
