import { yuanTextToFen, type funds } from '@site/shared/contract';
import {
  WITHDRAW_AMOUNT_MAX_LENGTH,
  WITHDRAW_PASSWORD_LENGTH,
  type WithdrawLimits,
} from '@site/shared/validation';

/** SPEC §5, §9: amounts are typed with at most two decimals and at most 12 characters. */
export const AMOUNT_MAX_LENGTH = WITHDRAW_AMOUNT_MAX_LENGTH;
/** The withdrawal password is six digits; it travels as md5 only. */
export const PASSWORD_LENGTH = WITHDRAW_PASSWORD_LENGTH;

const AMOUNT = /^\d+(?:\.\d{1,2})?$/;
const PERCENT = /^(\d+)(?:\.(\d{1,2}))?$/;

/** What limits the amount of one withdrawal, in fen (the form's schema checks them). */
export function limitsOf(info: { withdrawable: string; cfg: funds.WithdrawCfg }): WithdrawLimits {
  return {
    minFen: yuanTextToFen(info.cfg.minAmount),
    maxFen: yuanTextToFen(info.cfg.maxAmount),
    withdrawableFen: yuanTextToFen(info.withdrawable),
  };
}

/** The typed amount in fen when it reads as money at all (for the live fee and capitals), else null. */
export function typedFen(text: string): number | null {
  const value = text.trim();
  if (value.length > AMOUNT_MAX_LENGTH || !AMOUNT.test(value)) return null;
  const fen = yuanTextToFen(value);
  return fen > 0 ? fen : null;
}

/** "1.00" (percent) -> 100 basis points, without a float. @throws {Error} on other text. */
export function basisPoints(percent: string): number {
  const match = PERCENT.exec(percent.trim());
  if (!match) throw new Error(`not a percentage: ${percent}`);
  const [, whole = '0', frac = ''] = match;
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/**
 * The fee the server will charge, as it computes it: rate of the amount rounded up to
 * the fen, at least the minimum fee; no fee at all when the rate is 0.
 */
export function feeFen(cfg: funds.WithdrawCfg, amountFen: number): number {
  const bp = basisPoints(cfg.feeRate);
  if (bp === 0) return 0;
  return Math.max(yuanTextToFen(cfg.minFee), Math.ceil((amountFen * bp) / 10_000));
}

/**
 * Coins for `receivedFen` yuan at `rate` (yuan per coin, text), in hundredths of a coin,
 * rounded down so the estimate never promises more than arrives.
 */
export function usdtCents(receivedFen: number, rate: string): number {
  const rateFen = yuanTextToFen(rate);
  if (rateFen <= 0 || receivedFen <= 0) return 0;
  return Math.floor((receivedFen * 100) / rateFen);
}

/** What the member sees for a valid amount: fee, what arrives, and for USDT the coins. */
export interface Quote {
  amountFen: number;
  feeFen: number;
  receivedFen: number;
  /** Hundredths of a coin; only for USDT. */
  usdtCents?: number;
}

export function quote(cfg: funds.WithdrawCfg, amountFen: number, rate?: string): Quote {
  const fee = feeFen(cfg, amountFen);
  const received = Math.max(0, amountFen - fee);
  return {
    amountFen,
    feeFen: fee,
    receivedFen: received,
    ...(rate !== undefined ? { usdtCents: usdtCents(received, rate) } : {}),
  };
}
