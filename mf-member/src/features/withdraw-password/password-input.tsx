import { TextField } from '@site/shared/ui';
import { WITHDRAW_PASSWORD_LENGTH } from '@site/shared/validation';

export interface PasswordInputProps {
  label: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}

/** A 6-digit withdrawal password field (masked, with the kit's show/hide toggle). */
export function PasswordInput({ label, placeholder, value, error, onChange, autoFocus }: PasswordInputProps) {
  return (
    <TextField
      label={label}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      maxLength={WITHDRAW_PASSWORD_LENGTH}
      value={value}
      error={error}
      data-autofocus={autoFocus ? true : undefined}
      onChange={(e) => onChange(e.target.value.trim())}
    />
  );
}
