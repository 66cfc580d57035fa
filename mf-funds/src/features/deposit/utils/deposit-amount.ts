import { yuanTextToFen, type ResponseOf, type funds } from '@site/shared/contract';
import { DEPOSIT_AMOUNT_MAX_LENGTH, type DepositLimits } from '@site/shared/validation';

/** The amount rules themselves (SPEC §5, the channel's limits) are the shared `depositAmount`. */
export { DEPOSIT_AMOUNT_MAX_LENGTH };

const AMOUNT = /^\d+(?:\.\d{1,2})?$/;

/** Whole-yuan chips a player usually picks; only those inside the type's limits are offered. */
const QUICK_YUAN = [50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000] as const;
const MAX_CHIPS = 8;

export type DepositReward = ResponseOf<typeof funds.querySiteDepositRewardConfigList>[number];

export type Limits = DepositLimits;

export function limitsOf(type: funds.PaymentType): Limits {
  return { minFen: yuanTextToFen(type.minAmount), maxFen: yuanTextToFen(type.maxAmount) };
}

/** Fen of a well-formed amount (SPEC §5 format, above 0), limits not applied; else null. */
export function amountFen(raw: string): number | null {
  const typed = raw.trim();
  if (typed === '' || typed.length > DEPOSIT_AMOUNT_MAX_LENGTH || !AMOUNT.test(typed)) return null;
  const fen = yuanTextToFen(typed);
  return fen > 0 ? fen : null;
}

/** The quick-amount chips of a type, in fen. */
export function quickAmounts(limits: Limits): number[] {
  return QUICK_YUAN.map((yuan) => yuan * 100)
    .filter((fen) => fen >= limits.minFen && fen <= limits.maxFen)
    .slice(0, MAX_CHIPS);
}

/**
 * USDT to send for `fen` at `rate` (yuan per coin, text), to 6 decimals, rounded up as the
 * server does: the payer always sends at least the order's worth.
 */
export function coinsFor(fen: number, rate: string): string {
  const rateFen = yuanTextToFen(rate);
  if (rateFen <= 0) return '0.000000';
  const micro = Math.ceil((fen * 1_000_000) / rateFen);
  return `${Math.floor(micro / 1_000_000)}.${String(micro % 1_000_000).padStart(6, '0')}`;
}

/**
 * The reward tier `fen` falls in and what it pays, capped at the tier's maximum; above every
 * tier's range the highest one still pays its cap (maxAmount is where the cap is reached, not a
 * limit on the deposit); null below every tier. Pass only the offers the member is (or will be) in.
 */
export function rewardFor(
  fen: number,
  tiers: readonly DepositReward[],
): { tier: DepositReward; rewardFen: number } | null {
  const tier =
    tiers.find((r) => fen >= yuanTextToFen(r.minAmount) && fen <= yuanTextToFen(r.maxAmount)) ??
    tiers
      .filter((r) => fen > yuanTextToFen(r.maxAmount) && yuanTextToFen(r.maxAmount) > 0)
      .sort((a, b) => yuanTextToFen(b.maxAmount) - yuanTextToFen(a.maxAmount))[0];
  if (!tier) return null;
  // rewardRate is a percent with two decimals ("1.50"): read as fen it is basis points (150).
  const basisPoints = yuanTextToFen(tier.rewardRate);
  return {
    tier,
    rewardFen: Math.min(Math.floor((fen * basisPoints) / 10_000), yuanTextToFen(tier.maxReward)),
  };
}
