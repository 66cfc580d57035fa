import { t } from '@site/shared/i18n';
import { Dialog } from '@site/shared/ui';
import { LinkButton } from '../../components/form-layout';
import { PasswordForm } from './password-form';
import type { DialogBaseProps } from './set-password-dialog';
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
  return (
    <PasswordForm
      title={t('member.withdrawPassword.changeTitle')}
      withOld
      foot={<LinkButton onClick={onForgot}>{t('member.withdrawPassword.forgot')}</LinkButton>}
      submitLabel={t('member.withdrawPassword.changeSubmit')}
      successText={t('member.withdrawPassword.changeSuccess')}
      send={(v) => changeWithdrawPassword(v.old, v.password, v.repeat)}
      onClose={onClose}
    />
  );
}
