import { useState } from 'react';
import { failureText } from '@site/shared/api';
import { bus } from '@site/shared/events';
import { useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, Dialog, TextField, toast } from '@site/shared/ui';
import { PASSWORD_MAX, loginPasswordForm } from '@site/shared/validation';
import { Actions, FormStack, Intro } from '../../components/form-layout';
import { changeLoginPassword } from './profile-api';

export interface LoginPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

type Field = 'old' | 'password' | 'repeatPassword';

/** 修改登录密码: the old one, then the new one twice (8-12 letters + digits, SPEC §5). */
export function LoginPasswordDialog({ open, onClose }: LoginPasswordDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={t('member.profile.password.title')}>
      {open && <LoginPasswordForm onClose={onClose} />}
    </Dialog>
  );
}

function LoginPasswordForm({ onClose }: { onClose: () => void }) {
  const { register, handleSubmit, setError, clearErrors, formState } = useZodForm(loginPasswordForm, {
    defaultValues: { old: '', password: '', repeatPassword: '' },
  });
  const [busy, setBusy] = useState(false);

  const submit = handleSubmit(async ({ old, password, repeatPassword }) => {
    if (busy) return;
    setBusy(true);
    try {
      await changeLoginPassword(old, password, repeatPassword);
      toast.success(t('member.profile.password.success'));
      bus.emit('password_change_success');
      onClose();
    } catch (e) {
      // 6100 is the wrong old password: show it on that field.
      setError('old', { message: failureText(e) });
      setBusy(false);
    }
  });

  const field = (name: Field, label: string, placeholder: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      placeholder={placeholder}
      autoComplete={autoComplete}
      maxLength={name === 'old' ? 30 : PASSWORD_MAX}
      error={formState.errors[name]?.message}
      {...register(name, { onChange: () => clearErrors(name) })}
    />
  );

  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('member.profile.password.title')}>
      {field(
        'old',
        t('member.profile.password.old'),
        t('member.profile.password.oldPlaceholder'),
        'current-password',
      )}
      {field(
        'password',
        t('member.profile.password.new'),
        t('member.profile.password.newPlaceholder'),
        'new-password',
      )}
      {field(
        'repeatPassword',
        t('member.profile.password.repeat'),
        t('member.profile.password.repeatPlaceholder'),
        'new-password',
      )}
      <Intro>{t('member.profile.password.hint')}</Intro>
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('member.profile.password.submit')}
        </Button>
      </Actions>
    </FormStack>
  );
}
