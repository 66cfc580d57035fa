import { z } from 'zod';
import { fenToYuanText } from '../format';
import { TRANSFER_AMOUNT_MAX_LENGTH } from '../contract/limits';
import { message, tooLong } from './messages';
import { YUAN_AMOUNT } from './yuan-amount';

/**
 * Transfer-in amount as typed (yuan text, SPEC §5): required (请输入转入金额), at most
 * 12 characters, a number with at most two decimals, above 0. The parsed value stays
 * text, as the transfer call sends it.
 */
export const transferInAmount = z
  .string({ error: message('validation.transferAmountRequired') })
  .trim()
  .min(1, { error: message('validation.transferAmountRequired'), abort: true })
  .max(TRANSFER_AMOUNT_MAX_LENGTH, { error: tooLong(TRANSFER_AMOUNT_MAX_LENGTH), abort: true })
  .regex(YUAN_AMOUNT, { error: message('validation.transferAmountInvalid'), abort: true })
  .refine((value) => Number(value) > 0, { error: message('validation.transferAmountPositive') });

/**
 * What the 'all' button fills in: the whole center wallet balance as yuan text, or "0.00"
 * when the balance is not positive.
 *
 * @throws {Error} when `centerFen` is not an integer (see `fenToYuanText`).
 */
export function transferAllAmount(centerFen: number): string {
  return fenToYuanText(Math.max(0, centerFen));
}
