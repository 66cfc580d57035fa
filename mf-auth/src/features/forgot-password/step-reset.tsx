import { useState, type FormEvent } from 'react';
import { failureText } from '@site/shared/api';
import { t } from '@site/shared/i18n';
import { Button, toast } from '@site/shared/ui';
import { areFieldsFilled, newPasswordForm } from '@site/shared/validation';
import { FormStack } from '../../components/form-layout';
import { PasswordPair } from '../../components/password-pair';
import { fieldErrors, type FieldErrors } from '../../lib/field-errors';
import { resetPassword, type Identity } from './forgot-api';

export interface StepResetProps {
  identity: Identity;
  code: string;
  onDone: () => void;
}

type Field = 'password' | 'repeatPassword';

/** Step 2, reset password: the new password twice (8-12 letters and digits). */
export function StepReset({ identity, code, onDone }: StepResetProps) {
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = newPasswordForm.safeParse({ password, repeatPassword });
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await resetPassword(identity, code, password, repeatPassword);
      onDone();
    } catch (e) {
      toast.error(failureText(e));
      setBusy(false);
    }
  };

  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('auth.forgot.stepReset')}>
      <PasswordPair
        password={password}
        repeat={repeatPassword}
        onPassword={(value) => {
          setPassword(value);
          setErrors((x) => ({ ...x, password: undefined }));
        }}
        onRepeat={(value) => {
          setRepeatPassword(value);
          setErrors((x) => ({ ...x, repeatPassword: undefined }));
        }}
        errors={errors}
        labels={{
          password: t('auth.forgot.newPassword'),
          passwordPlaceholder: t('auth.forgot.newPasswordPlaceholder'),
          repeat: t('auth.forgot.repeatPassword'),
          repeatPlaceholder: t('auth.forgot.repeatPasswordPlaceholder'),
        }}
        autoFocus
      />
      <Button
        type="submit"
        size="lg"
        block
        loading={busy}
        inactive={!areFieldsFilled(password, repeatPassword)}
      >
        {t('auth.forgot.confirm')}
      </Button>
    </FormStack>
  );
}
