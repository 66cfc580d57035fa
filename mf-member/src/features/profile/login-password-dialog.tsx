import { useState, type FormEvent } from 'react';
import { failureText } from '@site/shared/api';
import { bus } from '@site/shared/events';
import { t } from '@site/shared/i18n';
import { Button, Dialog, TextField, toast } from '@site/shared/ui';
import { PASSWORD_MAX, newPasswordForm } from '@site/shared/validation';
import { Actions, FormStack, Intro } from '../../components/form-layout';
import { fieldErrors } from '../../lib/member-info';
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

function validate(
  old: string,
  password: string,
  repeatPassword: string,
): { [F in Field]?: string | undefined } {
  const errors: { [F in Field]?: string | undefined } = {};
  if (old === '') errors.old = t('member.profile.password.oldRequired');
  const parsed = newPasswordForm.safeParse({ password, repeatPassword });
  if (!parsed.success) Object.assign(errors, fieldErrors<Field>(parsed.error));
  else if (password === old) errors.password = t('member.profile.password.sameAsOld');
  return errors;
}

function LoginPasswordForm({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ old: '', password: '', repeatPassword: '' });
  const [errors, setErrors] = useState<{ [F in Field]?: string | undefined }>({});
  const [busy, setBusy] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(values.old, values.password, values.repeatPassword);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changeLoginPassword(values.old, values.password, values.repeatPassword);
      toast.success(t('member.profile.password.success'));
      bus.emit('password_change_success');
      onClose();
    } catch (e) {
      // 6100 is the wrong old password: show it on that field.
      setErrors({ old: failureText(e) });
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, placeholder: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      placeholder={placeholder}
      autoComplete={autoComplete}
      maxLength={name === 'old' ? 30 : PASSWORD_MAX}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => change(name, e.target.value)}
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
