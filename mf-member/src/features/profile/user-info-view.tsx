import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { UserInfo } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { pathTo, routePaths } from '@site/shared/routes';
import { Button, Card, ErrorState, SkeletonText } from '@site/shared/ui';
import { BirthdayDialog } from './birthday-dialog';
import { ActionLink } from '../../components/action-link';
import { Notice } from '../../components/form-layout';
import { GenderDialog } from './gender-dialog';
import { InfoRowList } from './info-row-list';
import { LoginPasswordDialog } from './login-password-dialog';
import { useMemberInfo } from '../../lib/member-info';
import { SecurityLevel } from './security-level';
import { securityOf, userInfoRows, type RowKey } from './user-info-rows';

/** Actions other features own (e-mail binding, withdrawal password), composed by the page. */
export interface UserInfoSlots {
  email?: (info: UserInfo) => ReactNode;
  withdrawPassword?: (info: UserInfo) => ReactNode;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px 32px;
`;

const Account = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  strong {
    font-size: ${(p) => p.theme.fontSizes.xl};
  }
  span {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
`;

const AgeNotice = styled(Notice)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

type Open = 'gender' | 'birthday' | 'password' | null;

/** SPEC §3 user-info page: every item verified or not, its action, and the security level. */
export function UserInfoView({ slots = {} }: { slots?: UserInfoSlots }) {
  const { info, error, loading, reload } = useMemberInfo();
  const [open, setOpen] = useState<Open>(null);

  if (!info) {
    if (error)
      return <ErrorState title={t('member.profile.loadFailed')} onRetry={reload} retrying={loading} />;
    return (
      <Card aria-busy="true">
        <SkeletonText lines={9} />
      </Card>
    );
  }

  const { score, level } = securityOf(info);
  const hasBirthday = Boolean(info.birthday);
  const small = (label: string, to: Open) => (
    <Button size="sm" variant="ghost" onClick={() => setOpen(to)}>
      {label}
    </Button>
  );
  const actionFor = (key: RowKey): ReactNode => {
    switch (key) {
      case 'gender':
        return small(t(info.gender ? 'member.profile.actions.edit' : 'member.profile.actions.set'), 'gender');
      case 'birthday':
        return hasBirthday ? (
          <Muted>{t('member.profile.actions.contactToChange')}</Muted>
        ) : (
          small(t('member.profile.actions.set'), 'birthday')
        );
      case 'realName':
        return info.bindRealName ? null : (
          <ActionLink to={routePaths.auth}>{t('member.profile.actions.verify')}</ActionLink>
        );
      case 'phone':
        return info.bindPhone ? null : (
          <ActionLink to={routePaths.auth}>{t('member.profile.actions.bind')}</ActionLink>
        );
      case 'email':
        return slots.email?.(info) ?? null;
      case 'password':
        return small(t('member.profile.actions.edit'), 'password');
      case 'withdrawPassword':
        return slots.withdrawPassword?.(info) ?? null;
      case 'bankCard':
        return info.bindBankCard ? (
          <ActionLink to={pathTo('accountManage', { id: 'bank' })}>
            {t('member.profile.actions.manage')}
          </ActionLink>
        ) : (
          <ActionLink to={routePaths.addBankCard}>{t('member.profile.actions.bind')}</ActionLink>
        );
      default:
        return null;
    }
  };

  return (
    <Stack>
      <Card>
        <Summary>
          <Account>
            <span>{t('member.profile.account')}</span>
            <strong>{info.name}</strong>
            <span>
              {info.lastLoginTime
                ? t('member.profile.lastLogin', { time: info.lastLoginTime })
                : t('member.profile.firstLogin')}
            </span>
          </Account>
          <SecurityLevel level={level} score={score} />
        </Summary>
      </Card>
      {!hasBirthday && (
        <AgeNotice role="note">
          <span>{t('member.profile.underAgeNotice')}</span>
          <Button size="sm" onClick={() => setOpen('birthday')}>
            {t('member.profile.fillBirthday')}
          </Button>
        </AgeNotice>
      )}
      <Card flush>
        <InfoRowList rows={userInfoRows(info)} actionFor={actionFor} />
      </Card>
      <GenderDialog open={open === 'gender'} current={info.gender ?? 0} onClose={() => setOpen(null)} />
      <BirthdayDialog open={open === 'birthday'} onClose={() => setOpen(null)} />
      <LoginPasswordDialog open={open === 'password'} onClose={() => setOpen(null)} />
    </Stack>
  );
}
