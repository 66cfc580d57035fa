import { useState } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { Button, Tabs } from '@site/shared/ui';
import { FootRow, LinkButton } from '../../components/form-layout';
import { openCustomerService } from '../../lib/customer-service';
import type { ForgotWay, Identity } from './forgot-api';
import { StepIdentity } from './step-identity';
import { StepReset } from './step-reset';
import { StepSuccess } from './step-success';
import { StepVerify } from './step-verify';
import { StepsIndicator } from './steps-indicator';

export interface ForgotPasswordProps {
  onBackToLogin: () => void;
}

interface Progress {
  step: 0 | 1 | 2 | 3;
  identity?: Identity;
  target?: string;
  code?: string;
}

const Footer = styled(FootRow)`
  margin-top: 16px;
  justify-content: space-between;
`;

/**
 * SPEC §2, §4 forgot password: phone / e-mail recovery tabs, steps identity info ->
 * identity verification -> reset password -> success (3 s, then login). Back lowers the step.
 */
export function ForgotPassword({ onBackToLogin }: ForgotPasswordProps) {
  const [way, setWay] = useState<ForgotWay>('phone');
  const [progress, setProgress] = useState<Progress>({ step: 0 });
  const { step, identity, target, code } = progress;

  const switchWay = (next: ForgotWay) => {
    setWay(next);
    setProgress({ step: 0 });
  };
  const back = () => setProgress((p) => ({ ...p, step: Math.max(0, p.step - 1) as Progress['step'] }));

  let body;
  if (step === 3) body = <StepSuccess onDone={onBackToLogin} />;
  else if (step === 2 && identity && code !== undefined)
    body = (
      <StepReset identity={identity} code={code} onDone={() => setProgress((p) => ({ ...p, step: 3 }))} />
    );
  else if (step === 1 && identity)
    body = (
      <StepVerify
        identity={identity}
        target={target ?? ''}
        onDone={(c) => setProgress((p) => ({ ...p, step: 2, code: c }))}
      />
    );
  else
    body = (
      <StepIdentity
        key={way}
        way={way}
        onDone={(who, masked) => setProgress({ step: 1, identity: who, target: masked })}
      />
    );

  return (
    <div>
      <Tabs
        aria-label={t('auth.modal.forgotTitle')}
        items={[
          { value: 'phone', label: t('auth.modal.phoneTab'), disabled: step === 3 },
          { value: 'email', label: t('auth.modal.emailTab'), disabled: step === 3 },
        ]}
        value={way}
        onChange={switchWay}
        stretch
      />
      <div style={{ height: 20 }} />
      {step < 3 && <StepsIndicator step={step} />}
      {body}
      {step < 3 && (
        <Footer>
          {step > 0 ? (
            <Button variant="text" size="sm" onClick={back}>
              {t('auth.forgot.back')}
            </Button>
          ) : (
            <LinkButton onClick={onBackToLogin}>{t('auth.forgot.backToLogin')}</LinkButton>
          )}
          {step > 0 && <LinkButton onClick={onBackToLogin}>{t('auth.forgot.backToLogin')}</LinkButton>}
          <LinkButton $muted onClick={openCustomerService}>
            {t('auth.forgot.customerService')}
          </LinkButton>
        </Footer>
      )}
    </div>
  );
}
