import { failureText } from '@site/shared/api';
import { submitOnce, useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, toast } from '@site/shared/ui';
import { areFieldsFilled, newPasswordForm } from '@site/shared/validation';
import { FormStack } from '../../components/form-layout';
import { PasswordPair } from '../../components/password-pair';
import { resetPassword, type Identity } from './forgot-api';

export interface StepResetProps {
  identity: Identity;
  code: string;
  onDone: () => void;
}

type Field = 'password' | 'repeatPassword';

/** Step 2, reset password: the new password twice (8-12 letters and digits). */
export function StepReset({ identity, code, onDone }: StepResetProps) {
  const { register, handleSubmit, clearErrors, watch, formState } = useZodForm(newPasswordForm, {
    defaultValues: { password: '', repeatPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  const field = (name: Field) => ({
    error: errors[name]?.message,
    ...register(name, { onChange: () => clearErrors(name) }),
  });

  const submit = handleSubmit(async ({ password, repeatPassword }) => {
    try {
      await resetPassword(identity, code, password, repeatPassword);
      onDone();
    } catch (e) {
      toast.error(failureText(e));
    }
  });

  return (
    <FormStack onSubmit={submitOnce(submit, isSubmitting)} noValidate aria-label={t('auth.forgot.stepReset')}>
      <PasswordPair
        password={field('password')}
        repeat={field('repeatPassword')}
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
        loading={isSubmitting}
        inactive={!areFieldsFilled(...watch(['password', 'repeatPassword']))}
      >
        {t('auth.forgot.confirm')}
      </Button>
    </FormStack>
  );
}
