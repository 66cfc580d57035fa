import { useState } from 'react';
import { t } from '@site/shared/i18n';
import { Button } from '@site/shared/ui';
import { ChangePasswordDialog } from './change-password-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { SetPasswordDialog } from './set-password-dialog';

export interface WithdrawPasswordActionProps {
  hasPassword: boolean;
  /** The bound e-mail, masked; '' when none. */
  email: string;
  onBindEmail: () => void;
}

type Open = 'set' | 'change' | 'reset' | null;

/** The withdrawal-password row's buttons: 设置 when none, else 修改 (old password) and 忘记密码 (e-mail reset). */
export function WithdrawPasswordAction({ hasPassword, email, onBindEmail }: WithdrawPasswordActionProps) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      {hasPassword ? (
        <>
          <Button size="sm" variant="ghost" onClick={() => setOpen('change')}>
            {t('member.profile.actions.edit')}
          </Button>
          <Button size="sm" variant="text" onClick={() => setOpen('reset')}>
            {t('member.withdrawPassword.resetByEmail')}
          </Button>
        </>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setOpen('set')}>
          {t('member.profile.actions.set')}
        </Button>
      )}
      <SetPasswordDialog open={open === 'set'} onClose={close} />
      <ChangePasswordDialog open={open === 'change'} onClose={close} onForgot={() => setOpen('reset')} />
      <ResetPasswordDialog
        open={open === 'reset'}
        onClose={close}
        email={email}
        onBindEmail={() => {
          close();
          onBindEmail();
        }}
      />
    </>
  );
}
