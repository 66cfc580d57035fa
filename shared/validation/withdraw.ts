import { z } from 'zod';
import { t } from '@site/shared/i18n';
import { formatMoney } from '../format';
import { withdrawPasswordError } from './withdraw-password';
import { yuanAmount } from './yuan-amount';

/** SPEC §5, §9: a withdrawal amount is typed with at most two decimals and at most 12 characters. */
export const WITHDRAW_AMOUNT_MAX_LENGTH = 12;

/** What limits the amount of one withdrawal, in fen. */
export interface WithdrawLimits {
  minFen: number;
  maxFen: number;
  /** The most the member can take now (balance, single and daily limits together). */
  withdrawableFen: number;
}

/** The message for a positive amount in fen outside `limits`, else undefined. */
function limitError(fen: number, limits: WithdrawLimits): string | undefined {
  if (fen <= 0) return t('withdraw.takeMoney.amountPositive');
  if (fen < limits.minFen) return t('withdraw.takeMoney.belowMin', { min: formatMoney(limits.minFen) });
  if (fen > limits.maxFen) return t('withdraw.takeMoney.aboveMax', { max: formatMoney(limits.maxFen) });
  if (fen > limits.withdrawableFen)
    return t('withdraw.takeMoney.aboveWithdrawable', { max: formatMoney(limits.withdrawableFen) });
  return undefined;
}

/**
 * A withdrawal amount as typed (yuan text) within the member's `limits`: required, at most
 * 12 characters, a number with at most two decimals, above 0, within the single minimum and
 * maximum and what can be withdrawn now; each with its Chinese message. Parses to fen.
 */
export function withdrawAmount(limits: WithdrawLimits) {
  return yuanAmount(
    WITHDRAW_AMOUNT_MAX_LENGTH,
    {
      required: () => t('withdraw.takeMoney.amountRequired'),
      tooLong: () => t('withdraw.takeMoney.amountTooLong'),
      invalid: () => t('withdraw.takeMoney.amountInvalid'),
    },
    (fen) => limitError(fen, limits),
  );
}

/** The withdrawal password as typed: six digits (the shared rule and its messages). */
export const withdrawPassword = z.string().superRefine((text, ctx) => {
  const error = withdrawPasswordError(text);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});

/** The withdrawal form: the amount (to fen) within `limits` and the six-digit password. */
export function withdrawForm(limits: WithdrawLimits) {
  return z.object({ amount: withdrawAmount(limits), password: withdrawPassword });
}
