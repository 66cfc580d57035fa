import { useState, type FormEvent } from 'react';
import { t } from '@site/shared/i18n';
import { Button, TextField, toast } from '@site/shared/ui';
import { PASSWORD_MAX, areFieldsFilled, newPasswordForm } from '@site/shared/validation';
import { FormStack } from '../../components/form-layout';
import { errorMessage } from '../../lib/error-message';
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
      toast.error(errorMessage(e));
      setBusy(false);
    }
  };

  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('auth.forgot.stepReset')}>
      <TextField
        label={t('auth.forgot.newPassword')}
        placeholder={t('auth.forgot.newPasswordPlaceholder')}
        type="password"
        size="lg"
        autoComplete="new-password"
        value={password}
        maxLength={PASSWORD_MAX}
        error={errors.password}
        data-autofocus
        onChange={(e) => {
          setPassword(e.target.value);
          setErrors((x) => ({ ...x, password: undefined }));
        }}
      />
      <TextField
        label={t('auth.forgot.repeatPassword')}
        placeholder={t('auth.forgot.repeatPasswordPlaceholder')}
        type="password"
        size="lg"
        autoComplete="new-password"
        value={repeatPassword}
        maxLength={PASSWORD_MAX}
        error={errors.repeatPassword}
        onChange={(e) => {
          setRepeatPassword(e.target.value);
          setErrors((x) => ({ ...x, repeatPassword: undefined }));
        }}
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
