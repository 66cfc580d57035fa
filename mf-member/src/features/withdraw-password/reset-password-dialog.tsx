import { useMemo, useState } from 'react';
import { failureText } from '@site/shared/api';
import { formCodeFlow, submitOnce, useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, Dialog, VerificationCodeField, toast, useVerificationCode } from '@site/shared/ui';
import { withdrawResetCodeForm } from '@site/shared/validation';
import { Actions, FormStack, Intro, Notice } from '../../components/form-layout';
import { PasswordForm } from './password-form';
import type { DialogBaseProps } from './set-password-dialog';
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
  return checked ? (
    <NewPasswordStep onClose={onClose} />
  ) : (
    <EmailCodeStep email={email} onChecked={() => setChecked(true)} />
  );
}

function EmailCodeStep({ email, onChecked }: { email: string; onChecked: () => void }) {
  // The e-mail check is not a sendCode call, so it never asks for the image captcha.
  const flow = useVerificationCode({
    send: () => sendResetEmailCode(),
    onSent: (sent) => toast.success(t('member.withdrawPassword.codeSent', { email: sent.email || email })),
    onSendError: (e) => form.setError('code', { message: failureText(e) }),
  });
  const schema = useMemo(() => withdrawResetCodeForm(flow.requested), [flow.requested]);
  const form = useZodForm(schema, { defaultValues: { code: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await checkResetEmailCode(code.trim());
    } catch (e) {
      form.setError('code', { message: failureText(e) });
      return;
    }
    onChecked();
  });

  return (
    <FormStack
      onSubmit={submitOnce(submit, isSubmitting)}
      noValidate
      aria-label={t('member.withdrawPassword.resetTitle')}
    >
      <Intro>{t('member.withdrawPassword.resetIntro', { email })}</Intro>
      <VerificationCodeField
        flow={formCodeFlow(flow, form, 'code')}
        label={t('member.binding.code')}
        placeholder={t('member.binding.codePlaceholder')}
        maxLength={6}
        normalize={(text) => text.trim()}
      />
      <Actions>
        <Button type="submit" loading={isSubmitting}>
          {t('member.withdrawPassword.verify')}
        </Button>
      </Actions>
    </FormStack>
  );
}

function NewPasswordStep({ onClose }: { onClose: () => void }) {
  return (
    <PasswordForm
      title={t('member.withdrawPassword.resetTitle')}
      replacing
      head={
        <Notice $tone="success" role="status">
          {t('member.withdrawPassword.verified')}
        </Notice>
      }
      submitLabel={t('member.withdrawPassword.resetSubmit')}
      successText={t('member.withdrawPassword.resetSuccess')}
      send={(v) => resetWithdrawPassword(v.password, v.repeat)}
      onClose={onClose}
    />
  );
}
