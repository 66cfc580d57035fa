import { TextField } from '@site/shared/ui';
import { PASSWORD_MAX } from '@site/shared/validation';

export interface PasswordPairProps {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  errors: { password?: string | undefined; repeatPassword?: string | undefined };
  labels: { password: string; passwordPlaceholder: string; repeat: string; repeatPlaceholder: string };
  /** Focus the first field when the form opens. */
  autoFocus?: boolean;
}

/** A new password and its repeat (register, password reset): masked, 8-12 characters. */
export function PasswordPair({
  password,
  repeat,
  onPassword,
  onRepeat,
  errors,
  labels,
  autoFocus,
}: PasswordPairProps) {
  return (
    <>
      <TextField
        label={labels.password}
        placeholder={labels.passwordPlaceholder}
        type="password"
        size="lg"
        autoComplete="new-password"
        value={password}
        maxLength={PASSWORD_MAX}
        error={errors.password}
        data-autofocus={autoFocus ? true : undefined}
        onChange={(e) => onPassword(e.target.value)}
      />
      <TextField
        label={labels.repeat}
        placeholder={labels.repeatPlaceholder}
        type="password"
        size="lg"
        autoComplete="new-password"
        value={repeat}
        maxLength={PASSWORD_MAX}
        error={errors.repeatPassword}
        onChange={(e) => onRepeat(e.target.value)}
      />
    </>
  );
}
