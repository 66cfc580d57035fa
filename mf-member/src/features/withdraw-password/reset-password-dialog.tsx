import { useState, type FormEvent } from 'react';
import { t } from '@site/shared/i18n';
import { Button, CodeButton, Dialog, TextField, toast } from '@site/shared/ui';
import { CODE_COOLDOWN_SECONDS } from '@site/shared/validation';
import { Actions, FormStack, Intro, Notice } from '../../components/form-layout';
import { errorText, refreshMemberInfo } from '../../lib/member-info';
import { PasswordInput } from './password-input';
import type { DialogBaseProps } from './set-password-dialog';
import { usePasswordForm } from './use-password-form';
import { checkResetEmailCode, resetWithdrawPassword, sendResetEmailCode } from './withdraw-password-api';

export interface ResetPasswordDialogProps extends DialogBaseProps {
  /** The bound e-mail, masked; '' when none is bound. */
  email: string;
  /** No e-mail bound: open the e-mail binding instead. */
  onBindEmail: () => void;
}

/** 重置提款密码: a code to the bound e-mail (emailCheck), then the new password (reset). */
export function ResetPasswordDialog({ open, onClose, email, onBindEmail }: ResetPasswordDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={t('member.withdrawPassword.resetTitle')}>
      {open &&
        (email ? (
          <ResetFlow email={email} onClose={onClose} />
        ) : (
          <FormStack as="div">
            <Notice>{t('member.withdrawPassword.resetNoEmail')}</Notice>
            <Actions>
              <Button variant="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button onClick={onBindEmail}>{t('member.withdrawPassword.bindEmailFirst')}</Button>
            </Actions>
          </FormStack>
        ))}
    </Dialog>
  );
}

function ResetFlow({ email, onClose }: { email: string; onClose: () => void }) {
  const [checked, setChecked] = useState(false);
  return checked ? <NewPasswordStep onClose={onClose} /> : <EmailCodeStep email={email} onChecked={() => setChecked(true)} />;
}

function EmailCodeStep({ email, onChecked }: { email: string; onChecked: () => void }) {
  const [code, setCode] = useState('');
  const [requested, setRequested] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const requestCode = async (): Promise<boolean> => {
    try {
      const sent = await sendResetEmailCode();
      setRequested(true);
      toast.success(t('member.withdrawPassword.codeSent', { email: sent.email || email }));
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (code === '') return setError(t('validation.codeRequired'));
    if (!/^\d{6}$/.test(code)) return setError(t('member.withdrawPassword.codeRule'));
    if (!requested) return setError(t('validation.codeNotRequested'));
    setBusy(true);
    try {
      await checkResetEmailCode(code);
      onChecked();
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };

  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('member.withdrawPassword.resetTitle')}>
      <Intro>{t('member.withdrawPassword.resetIntro', { email })}</Intro>
      <TextField
        label={t('member.binding.code')}
        placeholder={t('member.binding.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={error}
        onChange={(e) => {
          setCode(e.target.value.trim());
          setError(undefined);
        }}
        suffix={<CodeButton size="sm" variant="text" seconds={CODE_COOLDOWN_SECONDS} onRequest={requestCode} />}
      />
      <Actions>
        <Button type="submit" loading={busy}>
          {t('member.withdrawPassword.verify')}
        </Button>
      </Actions>
    </FormStack>
  );
}

function NewPasswordStep({ onClose }: { onClose: () => void }) {
  const form = usePasswordForm(false, 'password');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await form.submit((v) => resetWithdrawPassword(v.password, v.repeat).then(() => undefined));
    if (!ok) return;
    toast.success(t('member.withdrawPassword.resetSuccess'));
    await refreshMemberInfo().catch(() => undefined);
    onClose();
  };
  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('member.withdrawPassword.resetTitle')}>
      <Notice $tone="success" role="status">
        {t('member.withdrawPassword.verified')}
      </Notice>
      <PasswordInput
        label={t('member.withdrawPassword.newPassword')}
        placeholder={t('member.withdrawPassword.passwordPlaceholder')}
        value={form.values.password}
        error={form.errors.password}
        onChange={form.set('password')}
        autoFocus
      />
      <PasswordInput
        label={t('member.withdrawPassword.repeatNew')}
        placeholder={t('member.withdrawPassword.repeatPlaceholder')}
        value={form.values.repeat}
        error={form.errors.repeat}
        onChange={form.set('repeat')}
      />
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={form.busy}>
          {t('member.withdrawPassword.resetSubmit')}
        </Button>
      </Actions>
    </FormStack>
  );
}
