import { yuanTextToFen } from '@site/shared/contract';
import { toChineseCapital } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { Button } from '@site/shared/ui';
import { TRANSFER_AMOUNT_MAX_LENGTH, transferInAmount } from '@site/shared/validation';
import { MoneyAmountField } from './money-amount-field';

/** The capital-numeral line under an amount, once it is a valid one (大写：…). */
export function capitalOf(amount: string): string | undefined {
  const parsed = transferInAmount.safeParse(amount);
  if (!parsed.success) return undefined;
  try {
    return t('funds.venueTransfer.capital', { capital: toChineseCapital(yuanTextToFen(parsed.data)) });
  } catch {
    return undefined;
  }
}

export interface TransferAmountFieldProps {
  label: string;
  placeholder: string;
  amount: string;
  onAmountChange: (amount: string) => void;
  error: string | undefined;
  /** 全部: fill in everything that can move. */
  onAll: () => void;
  allDisabled?: boolean;
}

/** A transfer amount: yuan text with its capital numerals under it and a 全部 button. */
export function TransferAmountField({
  label,
  placeholder,
  amount,
  onAmountChange,
  error,
  onAll,
  allDisabled = false,
}: TransferAmountFieldProps) {
  return (
    <MoneyAmountField
      label={label}
      placeholder={placeholder}
      value={amount}
      maxLength={TRANSFER_AMOUNT_MAX_LENGTH}
      onValueChange={onAmountChange}
      error={error}
      hint={capitalOf(amount)}
      suffix={
        <Button variant="ghost" size="sm" onClick={onAll} disabled={allDisabled}>
          {t('funds.venueTransfer.all')}
        </Button>
      }
    />
  );
}
