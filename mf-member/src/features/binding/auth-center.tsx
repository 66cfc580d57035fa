import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { Card, ErrorState, SkeletonText } from '@site/shared/ui';
import { Intro, Notice } from '../../components/form-layout';
import { maskRealName } from '@site/shared/format';
import { useMemberInfo } from '../../lib/member-info';
import { StatusTag } from '../../components/status-tag';
import { ActionLink } from '../../components/action-link';
import { PhoneBindForm } from './phone-bind-form';
import { RealNameForm } from './real-name-form';
import { redirectTarget } from './redirect-target';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 640px;
`;

const Bound = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${(p) => p.theme.colors.textSecondary};
  strong {
    color: ${(p) => p.theme.colors.text};
    font-size: ${(p) => p.theme.fontSizes.md};
    letter-spacing: 0.5px;
  }
`;

const Done = styled(Notice)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  strong {
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  div {
    display: flex;
    gap: 12px;
  }
`;

/**
 * /mine/auth: bind a phone and a real name (what SPEC §2 guard 2 asks for). When the last
 * of the two is done here, go back to the `redirect` of the URL, else to the user-info page.
 */
export function AuthCenter() {
  const { info, error, loading, reload } = useMemberInfo();
  const navigate = useNavigate();
  const location = useLocation();
  // Bound in this visit: counts even when the refresh after binding failed.
  const [done, setDone] = useState({ phone: false, realName: false });
  const finishedHere = useRef(false);

  const phoneBound = done.phone || info?.bindPhone === true;
  const realNameBound = done.realName || info?.bindRealName === true;
  const target = redirectTarget(location.search);

  useEffect(() => {
    if (phoneBound && realNameBound && finishedHere.current) {
      finishedHere.current = false;
      navigate(target, { replace: true });
    }
  }, [phoneBound, realNameBound, navigate, target]);

  if (!info) {
    if (error)
      return <ErrorState title={t('member.binding.loadFailed')} onRetry={reload} retrying={loading} />;
    return (
      <Card aria-busy="true">
        <SkeletonText lines={6} />
      </Card>
    );
  }

  const finish = (which: keyof typeof done) => {
    finishedHere.current = true;
    setDone((d) => ({ ...d, [which]: true }));
  };

  return (
    <Stack>
      {phoneBound && realNameBound ? (
        <Done $tone="success" role="status">
          <strong>{t('member.binding.allDone')}</strong>
          <span>{t('member.binding.allDoneText')}</span>
          <div>
            {target !== routePaths.userinfo && (
              <ActionLink to={target}>{t('member.binding.continue')}</ActionLink>
            )}
            <ActionLink to={routePaths.userinfo}>{t('member.binding.backToProfile')}</ActionLink>
          </div>
        </Done>
      ) : (
        <Intro>{t('member.binding.intro')}</Intro>
      )}
      <Card
        title={t('member.binding.phoneTitle')}
        extra={
          <StatusTag done={phoneBound}>
            {t(phoneBound ? 'member.status.verified' : 'member.status.unverified')}
          </StatusTag>
        }
      >
        {phoneBound ? (
          <Bound>
            <span>{t('member.binding.boundPhone')}</span>
            <strong>{info.bindPhone ? `${info.areaCode ?? '+86'} ${info.phone}` : ''}</strong>
          </Bound>
        ) : (
          <PhoneBindForm onDone={() => finish('phone')} />
        )}
      </Card>
      <Card
        title={t('member.binding.realNameTitle')}
        extra={
          <StatusTag done={realNameBound}>
            {t(realNameBound ? 'member.status.verified' : 'member.status.unverified')}
          </StatusTag>
        }
      >
        {realNameBound ? (
          <Bound>
            <span>{t('member.binding.boundRealName')}</span>
            <strong>{info.bindRealName ? maskRealName(info.realName) : ''}</strong>
          </Bound>
        ) : (
          <RealNameForm onDone={() => finish('realName')} />
        )}
      </Card>
    </Stack>
  );
}
