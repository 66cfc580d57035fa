import { t } from '@site/shared/i18n';
import { Dialog } from '@site/shared/ui';
import { Intro } from '../../components/form-layout';
import { PasswordForm } from './password-form';
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
  return (
    <PasswordForm
      title={t('member.withdrawPassword.setTitle')}
      head={<Intro>{t('member.withdrawPassword.setIntro')}</Intro>}
      submitLabel={t('member.withdrawPassword.setSubmit')}
      successText={t('member.withdrawPassword.setSuccess')}
      send={(v) => setWithdrawPassword(v.password, v.repeat)}
      onClose={onClose}
    />
  );
}
