import '../messages';
import { useState } from 'react';
import { t } from '@site/shared/i18n';
import { PageFrame } from '@site/shared/ui';
import { EmailBindAction } from '../features/binding/email-bind-action';
import { UserInfoView } from '../features/profile/user-info-view';
import { WithdrawPasswordAction } from '../features/withdraw-password/withdraw-password-action';

/**
 * /mine/userinfo (SPEC §3): the profile rows with their actions. The e-mail binding and the
 * withdrawal password are their own features; this page wires them into the rows.
 */
export default function UserInfoPage() {
  const [emailOpen, setEmailOpen] = useState(false);
  return (
    <PageFrame title={t('routes.userinfo')}>
      <UserInfoView
        slots={{
          email: (info) => (
            <EmailBindAction
              bound={info.bindEmail ?? info.email !== ''}
              open={emailOpen}
              onOpen={() => setEmailOpen(true)}
              onClose={() => setEmailOpen(false)}
            />
          ),
          withdrawPassword: (info) => (
            <WithdrawPasswordAction
              hasPassword={info.bindWithdrawPassword ?? false}
              email={(info.bindEmail ?? info.email !== '') ? info.email : ''}
              onBindEmail={() => setEmailOpen(true)}
            />
          ),
        }}
      />
    </PageFrame>
  );
}
