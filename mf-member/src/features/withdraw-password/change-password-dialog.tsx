import type { FormEvent } from 'react';
import { t } from '@site/shared/i18n';
import { Button, Dialog, toast } from '@site/shared/ui';
import { Actions, FormStack, LinkButton } from '../../components/form-layout';
import { refreshMemberInfo } from '../../lib/member-info';
import { PasswordInput } from './password-input';
import type { DialogBaseProps } from './set-password-dialog';
import { usePasswordForm } from './use-password-form';
import { changeWithdrawPassword } from './withdraw-password-api';

export interface ChangePasswordDialogProps extends DialogBaseProps {
  /** The old one is forgotten: switch to the e-mail reset. */
  onForgot: () => void;
}

/** 修改提款密码 with the old one. */
export function ChangePasswordDialog({ open, onClose, onForgot }: ChangePasswordDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={t('member.withdrawPassword.changeTitle')}>
      {open && <ChangePasswordForm onClose={onClose} onForgot={onForgot} />}
    </Dialog>
  );
}

function ChangePasswordForm({ onClose, onForgot }: { onClose: () => void; onForgot: () => void }) {
  const form = usePasswordForm(true, 'old');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await form.submit((v) => changeWithdrawPassword(v.old, v.password, v.repeat).then(() => undefined));
    if (!ok) return;
    toast.success(t('member.withdrawPassword.changeSuccess'));
    await refreshMemberInfo().catch(() => undefined);
    onClose();
  };
  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('member.withdrawPassword.changeTitle')}>
      <PasswordInput
        label={t('member.withdrawPassword.old')}
        placeholder={t('member.withdrawPassword.oldPlaceholder')}
        value={form.values.old}
        error={form.errors.old}
        onChange={form.set('old')}
        autoFocus
      />
      <PasswordInput
        label={t('member.withdrawPassword.newPassword')}
        placeholder={t('member.withdrawPassword.passwordPlaceholder')}
        value={form.values.password}
        error={form.errors.password}
        onChange={form.set('password')}
      />
      <PasswordInput
        label={t('member.withdrawPassword.repeatNew')}
        placeholder={t('member.withdrawPassword.repeatPlaceholder')}
        value={form.values.repeat}
        error={form.errors.repeat}
        onChange={form.set('repeat')}
      />
      <LinkButton onClick={onForgot}>{t('member.withdrawPassword.forgot')}</LinkButton>
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={form.busy}>
          {t('member.withdrawPassword.changeSubmit')}
        </Button>
      </Actions>
    </FormStack>
  );
}
