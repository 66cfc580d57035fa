import { z } from 'zod';
import { t } from '@site/shared/i18n';
import { realName } from '../contract/form-fields';
import { TRANSFER_AMOUNT_MAX_LENGTH } from '../contract/limits';
import { fenToYuanText } from '../contract/fen';
import { formatMoney } from '../format';
import { yuanAmount } from './yuan-amount';

/** SPEC §5 amount rules (2 decimals, max length 12) apply to deposits as to transfers. */
export const DEPOSIT_AMOUNT_MAX_LENGTH = TRANSFER_AMOUNT_MAX_LENGTH;

/** The single minimum and maximum of a pay channel, in fen. */
export interface DepositLimits {
  minFen: number;
  maxFen: number;
}

/** The message for an amount in fen that is not above 0 or outside `limits`, else undefined. */
function limitError(fen: number, { minFen, maxFen }: DepositLimits): string | undefined {
  if (fen <= 0) return t('deposit.form.amountPositive');
  if (fen < minFen) return t('deposit.form.belowMin', { min: formatMoney(minFen) });
  if (fen > maxFen) return t('deposit.form.aboveMax', { max: formatMoney(maxFen) });
  return undefined;
}

/**
 * A deposit amount as typed (yuan text) for a channel's `limits`: required, at most 12
 * characters, a number with at most two decimals, above 0, within the channel's minimum and
 * maximum, each with its Chinese message. Parses to the two-decimal yuan text the order sends.
 */
export function depositAmount(limits: DepositLimits) {
  return yuanAmount(
    DEPOSIT_AMOUNT_MAX_LENGTH,
    {
      required: () => t('deposit.form.amountRequired'),
      tooLong: () => t('deposit.form.amountTooLong'),
      invalid: () => t('deposit.form.amountInvalid'),
    },
    (fen) => limitError(fen, limits),
  ).transform(fenToYuanText);
}

/**
 * The deposit form (mf-funds): the amount within the channel's `limits`, and the payer's real
 * name (the contract's rule) when `askName` (a bank or USDT channel before the name is bound);
 * otherwise the name is not asked and parses to null.
 */
export function depositForm(limits: DepositLimits, askName: boolean) {
  return z.object({
    amount: depositAmount(limits),
    realName: askName ? realName : z.string().transform((): string | null => null),
  });
}
