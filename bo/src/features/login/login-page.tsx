import { useState, type FormEvent } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { type ResponseOf } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, TextField } from '@site/shared/ui';
import { boCall, errorText } from '../../api';
import { invalidFields } from '../../lib/field-errors';
import { bt } from '../../messages';
import { operatorSession, useOperatorSession, type OperatorSession } from '../../session';

type Challenge = ResponseOf<typeof bo.login>;
type Verified = ResponseOf<typeof bo.verify>;

const Screen = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: 24px;
  background: linear-gradient(160deg, #1b2230 0%, #24324a 100%);
`;

const Panel = styled.section`
  width: min(440px, 100%);
  padding: 32px;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.lg};
`;

const Title = styled.h1`
  margin: 0 0 4px;
  font-size: 22px;
`;

const Sub = styled.p`
  margin: 0 0 24px;
  color: ${(p) => p.theme.colors.textSecondary};
`;

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Notice = styled.p<{ $tone: 'danger' | 'info' }>`
  margin: 0;
  padding: 8px 12px;
  border-radius: ${(p) => p.theme.radii.sm};
  color: ${(p) => p.theme.colors[p.$tone]};
  background: color-mix(in srgb, ${(p) => p.theme.colors[p.$tone]} 10%, transparent);
`;

const Secret = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 16px;
  align-items: center;
  padding: 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  code {
    font-family: ${(p) => p.theme.fonts.mono};
    word-break: break-all;
    font-size: 12px;
  }
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px 24px;
  margin: 0;
  padding: 12px 12px 12px 32px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
  font-family: ${(p) => p.theme.fonts.mono};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
`;

/**
 * 登录: name and password, then a TOTP code (or one recovery code); the first login enrols
 * the authenticator app (secret and otpauth:// URI shown once, a code confirms it) and
 * replaces the one-time password. The recovery codes are shown once before the app opens.
 */
export function LoginPage() {
  const { notice } = useOperatorSession();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [verified, setVerified] = useState<Verified | null>(null);
  if (verified?.recoveryCodes) return <RecoveryCodes verified={verified} />;
  return (
    <Screen>
      <Panel>
        <Title>{bt('login.title')}</Title>
        <Sub>{bt('app.subtitle')}</Sub>
        {challenge ? (
          <CodeStep
            challenge={challenge}
            onBack={() => setChallenge(null)}
            onVerified={(v) => (v.recoveryCodes ? setVerified(v) : startSession(v))}
          />
        ) : (
          <PasswordStep
            notice={
              notice === 'expired' ? bt('login.expired') : notice === 'loggedOut' ? bt('app.loggedOut') : null
            }
            onChallenge={setChallenge}
          />
        )}
      </Panel>
    </Screen>
  );
}

function startSession(v: Verified): void {
  const session: OperatorSession = {
    token: v.token,
    operator: v.operator,
    idleTimeoutSeconds: v.idleTimeoutSeconds,
  };
  operatorSession.start(session);
}

function PasswordStep({
  notice,
  onChallenge,
}: {
  notice: string | null;
  onChallenge: (c: Challenge) => void;
}) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!name.trim() || !password) return;
    setBusy(true);
    setFailure(null);
    try {
      onChallenge(await boCall(bo.login, { name: name.trim(), password }));
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      {notice && <Notice $tone="info">{notice}</Notice>}
      <TextField
        label={bt('login.name')}
        autoComplete="username"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={touched && !name.trim() ? bt('login.nameRequired') : undefined}
      />
      <TextField
        label={bt('login.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={touched && !password ? bt('login.passwordRequired') : undefined}
      />
      {failure && (
        <Notice $tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      <Button type="submit" size="lg" block loading={busy}>
        {bt('login.next')}
      </Button>
    </Form>
  );
}

function CodeStep({
  challenge,
  onBack,
  onVerified,
}: {
  challenge: Challenge;
  onBack: () => void;
  onVerified: (v: Verified) => void;
}) {
  const enrol = challenge.step === 'enrol';
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const payload = {
    challengeId: challenge.challengeId,
    ...(useRecovery ? { recoveryCode: code.trim().toLowerCase() } : { code: code.trim() }),
    ...(challenge.mustChangePassword ? { newPassword } : {}),
  };
  const invalid = invalidFields(bo.verify.request, payload);
  const codeError = invalid.has(useRecovery ? 'recoveryCode' : 'code') || (!code.trim() && invalid.has(''));
  const passwordError = challenge.mustChangePassword && invalid.has('newPassword');
  const repeatError = challenge.mustChangePassword && repeat !== newPassword;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (invalid.size > 0 || repeatError) return;
    setBusy(true);
    setFailure(null);
    try {
      onVerified(await boCall(bo.verify, payload));
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <strong>{enrol ? bt('login.enrolTitle') : bt('login.totpTitle')}</strong>
      <Sub as="div" style={{ margin: 0 }}>
        {enrol ? bt('login.enrolHint') : bt('login.totpHint')}{' '}
        {bt('login.challengeExpiresIn', {
          minutes: Math.max(1, Math.round(challenge.expiresInSeconds / 60)),
        })}
      </Sub>
      {enrol && challenge.enrolment && (
        <Secret>
          <QRCodeSVG value={challenge.enrolment.uri} size={120} aria-label={bt('login.uri')} />
          <div>
            <div>{bt('login.secret')}</div>
            <code data-testid="totp-secret">{challenge.enrolment.secret}</code>
            <div style={{ marginTop: 8 }}>{bt('login.uri')}</div>
            <code data-testid="totp-uri">{challenge.enrolment.uri}</code>
          </div>
        </Secret>
      )}
      {useRecovery ? (
        <TextField
          label={bt('login.recoveryCode')}
          autoComplete="one-time-code"
          placeholder="xxxx-xxxx"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={touched && codeError ? bt('login.recoveryInvalid') : undefined}
        />
      ) : (
        <TextField
          label={enrol ? bt('login.confirmCode') : bt('login.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          error={touched && codeError ? bt('login.codeInvalid') : undefined}
        />
      )}
      {challenge.mustChangePassword && (
        <>
          <TextField
            label={bt('login.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={bt('login.newPasswordHint')}
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            error={touched && passwordError ? bt('login.newPasswordInvalid') : undefined}
          />
          <TextField
            label={bt('login.repeatPassword')}
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            error={touched && repeatError ? bt('login.repeatMismatch') : undefined}
          />
        </>
      )}
      {failure && (
        <Notice $tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      <Button type="submit" size="lg" block loading={busy}>
        {bt('login.submit')}
      </Button>
      <Row>
        <Button variant="text" onClick={onBack}>
          {bt('login.back')}
        </Button>
        {!enrol && (
          <Button
            variant="text"
            onClick={() => {
              setUseRecovery((r) => !r);
              setCode('');
              setTouched(false);
            }}
          >
            {useRecovery ? bt('login.useTotp') : bt('login.useRecovery')}
          </Button>
        )}
      </Row>
    </Form>
  );
}

function RecoveryCodes({ verified }: { verified: Verified }) {
  return (
    <Screen>
      <Panel>
        <Title>{bt('login.recoveryTitle')}</Title>
        <Sub>{bt('login.recoveryHint')}</Sub>
        <Codes aria-label={bt('login.recoveryTitle')}>
          {(verified.recoveryCodes ?? []).map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Codes>
        <div style={{ marginTop: 24 }}>
          <Button size="lg" block onClick={() => startSession(verified)}>
            {bt('login.recoveryDone')}
          </Button>
        </div>
      </Panel>
    </Screen>
  );
}
