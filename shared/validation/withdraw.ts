import { z } from 'zod';
import { t } from '@site/shared/i18n';
import { yuanTextToFen } from '../contract/money';
import { formatMoney } from '../format';
import { withdrawPasswordError } from './withdraw-password';

/** SPEC §5, §9: a withdrawal amount is typed with at most two decimals and at most 12 characters. */
export const WITHDRAW_AMOUNT_MAX_LENGTH = 12;
const AMOUNT = /^\d+(?:\.\d{1,2})?$/;

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
  return z
    .string({ error: () => t('withdraw.takeMoney.amountRequired') })
    .trim()
    .min(1, { error: () => t('withdraw.takeMoney.amountRequired'), abort: true })
    .max(WITHDRAW_AMOUNT_MAX_LENGTH, { error: () => t('withdraw.takeMoney.amountTooLong'), abort: true })
    .regex(AMOUNT, { error: () => t('withdraw.takeMoney.amountInvalid'), abort: true })
    .transform((text, ctx) => {
      const fen = yuanTextToFen(text);
      const error = limitError(fen, limits);
      if (error) {
        ctx.issues.push({ code: 'custom', message: error, input: text });
        return z.NEVER;
      }
      return fen;
    });
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
