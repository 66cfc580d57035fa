import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { Button, CodeButton, TextField, toast } from '@site/shared/ui';
import { CODE_COOLDOWN_SECONDS, CODE_MAX, areFieldsFilled, resetCodeForm } from '@site/shared/validation';
import { FormStack } from '../../components/form-layout';
import { errorMessage } from '../../lib/error-message';
import { checkResetCode, sendResetCode, type Identity } from './forgot-api';

export interface StepVerifyProps {
  identity: Identity;
  /** The masked phone or e-mail the server answered. */
  target: string;
  onDone: (code: string) => void;
}

const Target = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textSecondary};
  strong {
    color: ${(p) => p.theme.colors.text};
  }
`;

/** Step 1, identity verification: the code sent to the phone or e-mail. */
export function StepVerify({ identity, target, onDone }: StepVerifyProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const send = async (): Promise<boolean> => {
    try {
      await sendResetCode(identity);
      toast.success(
        identity.way === 'phone' ? t('auth.forgot.phoneCodeSent') : t('auth.forgot.emailCodeSent'),
      );
      return true;
    } catch (e) {
      toast.error(errorMessage(e));
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = resetCodeForm.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await checkResetCode(identity, parsed.data.code);
      onDone(parsed.data.code);
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };

  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('auth.forgot.stepVerify')}>
      <Target>
        {t('auth.forgot.codeSentTo')}
        <strong>{target}</strong>
      </Target>
      <TextField
        label={t('auth.forgot.code')}
        placeholder={t('auth.forgot.codePlaceholder')}
        size="lg"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        maxLength={CODE_MAX}
        error={error}
        data-autofocus
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
        suffix={<CodeButton size="sm" variant="text" seconds={CODE_COOLDOWN_SECONDS} onRequest={send} />}
      />
      <Button type="submit" size="lg" block loading={busy} inactive={!areFieldsFilled(code)}>
        {t('auth.forgot.next')}
      </Button>
    </FormStack>
  );
}
