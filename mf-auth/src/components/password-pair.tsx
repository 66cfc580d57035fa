import { TextField, type TextFieldProps } from '@site/shared/ui';
import { PASSWORD_MAX } from '@site/shared/validation';

/** What a form gives each field: its registered input props and its error. */
type FieldProps = Omit<TextFieldProps, 'label' | 'placeholder' | 'type'>;

export interface PasswordPairProps {
  password: FieldProps;
  repeat: FieldProps;
  labels: { password: string; passwordPlaceholder: string; repeat: string; repeatPlaceholder: string };
  /** Focus the first field when the form opens. */
  autoFocus?: boolean;
}

/** A new password and its repeat (register, password reset): masked, 8-12 characters. */
export function PasswordPair({ password, repeat, labels, autoFocus }: PasswordPairProps) {
  return (
    <>
      <TextField
        label={labels.password}
        placeholder={labels.passwordPlaceholder}
        type="password"
        size="lg"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        data-autofocus={autoFocus ? true : undefined}
        {...password}
      />
      <TextField
        label={labels.repeat}
        placeholder={labels.repeatPlaceholder}
        type="password"
        size="lg"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        {...repeat}
      />
    </>
  );
}
