import { z } from 'zod';
import { yuanTextToFen } from '../contract/fen';
import { message } from './messages';
import { transferInAmount } from './transfer';

export interface TransferFormRules {
  /** The most that can move (the center or the venue balance, in fen); undefined while unknown. */
  availableFen: number | undefined;
  /** Said when the amount is above `availableFen` (the page's own words). */
  overBalance: string;
  /** Said when nothing is typed; default 请输入转入金额. */
  required?: string;
}

/**
 * A transfer form (the transfer page, the transfer-in dialog): the amount as typed, checked
 * by the transfer-in rule (SPEC §5) and against what can move now. Parses to yuan text, as
 * the transfer call sends it.
 */
export function transferAmountForm({ availableFen, overBalance, required }: TransferFormRules) {
  const amount = z
    .string()
    .trim()
    .min(1, { error: required ? () => required : message('validation.transferAmountRequired'), abort: true })
    .pipe(transferInAmount)
    .refine((text) => availableFen === undefined || yuanTextToFen(text) <= availableFen, {
      error: () => overBalance,
    });
  return z.object({ amount });
}
