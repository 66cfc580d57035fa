import type { FormEvent } from 'react';
import { t } from '@site/shared/i18n';
import { Button, Dialog, toast } from '@site/shared/ui';
import { Actions, FormStack, Intro } from '../../components/form-layout';
import { refreshMemberInfo } from '../../lib/member-info';
import { PasswordInput } from './password-input';
import { usePasswordForm } from './use-password-form';
import { setWithdrawPassword } from './withdraw-password-api';

export interface DialogBaseProps {
  open: boolean;
  onClose: () => void;
}

/** 设置提款密码: 6 digits, twice. */
export function SetPasswordDialog({ open, onClose }: DialogBaseProps) {
  return (
    <Dialog open={open} onClose={onClose} title={t('member.withdrawPassword.setTitle')}>
      {open && <SetPasswordForm onClose={onClose} />}
    </Dialog>
  );
}

function SetPasswordForm({ onClose }: { onClose: () => void }) {
  const form = usePasswordForm(false, 'password');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await form.submit((v) => setWithdrawPassword(v.password, v.repeat).then(() => undefined));
    if (!ok) return;
    toast.success(t('member.withdrawPassword.setSuccess'));
    await refreshMemberInfo().catch(() => undefined);
    onClose();
  };
  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('member.withdrawPassword.setTitle')}>
      <Intro>{t('member.withdrawPassword.setIntro')}</Intro>
      <PasswordInput
        label={t('member.withdrawPassword.password')}
        placeholder={t('member.withdrawPassword.passwordPlaceholder')}
        value={form.values.password}
        error={form.errors.password}
        onChange={form.set('password')}
        autoFocus
      />
      <PasswordInput
        label={t('member.withdrawPassword.repeat')}
        placeholder={t('member.withdrawPassword.repeatPlaceholder')}
        value={form.values.repeat}
        error={form.errors.repeat}
        onChange={form.set('repeat')}
      />
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={form.busy}>
          {t('member.withdrawPassword.setSubmit')}
        </Button>
      </Actions>
    </FormStack>
  );
}
