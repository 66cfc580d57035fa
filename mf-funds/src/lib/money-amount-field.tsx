import { TextField, type TextFieldProps } from '@site/shared/ui';

export interface MoneyAmountFieldProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'inputMode' | 'autoComplete' | 'maxLength'
> {
  value: string;
  onValueChange: (value: string) => void;
  /** The longest yuan text the contract takes for this amount. */
  maxLength: number;
}

/**
 * A yuan amount typed by the player (deposit, withdrawal, transfers): a decimal keypad on
 * phones, no autofill, the contract's length cap. Its hint (capital numerals, fee) and its
 * suffix (元, 全部) are the caller's.
 */
export function MoneyAmountField({ value, onValueChange, maxLength, ...field }: MoneyAmountFieldProps) {
  return (
    <TextField
      {...field}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      maxLength={maxLength}
      onChange={(e) => onValueChange(e.target.value)}
    />
  );
}
