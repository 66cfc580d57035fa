import { useState } from 'react';
import { failureText } from '@site/shared/api';
import { t } from '@site/shared/i18n';
import {
  Button,
  Dialog,
  TextField,
  VerificationCodeField,
  toast,
  useVerificationCode,
} from '@site/shared/ui';
import { EMAIL_MAX, emailSchema } from '@site/shared/validation';
import { Actions, FormStack, Intro } from '../../components/form-layout';
import { bindEmail, sendEmailCode } from './binding-api';
import { useCodeBind } from './use-code-bind';

export interface EmailBindDialogProps {
  open: boolean;
  onClose: () => void;
}

const CODE_LENGTH = 6;

/** 绑定邮箱: address, a 60 s cooldown code sent to it, submit. */
export function EmailBindDialog({ open, onClose }: EmailBindDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={t('member.binding.email.title')}>
      {open && <EmailBindForm onClose={onClose} />}
    </Dialog>
  );
}

function EmailBindForm({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();

  const checkEmail = (): string | null => {
    const parsed = emailSchema.safeParse(email.trim());
    if (parsed.success) return parsed.data;
    setEmailError(parsed.error.issues[0]?.message);
    return null;
  };

  const flow = useVerificationCode({
    send: (captcha) => {
      const valid = checkEmail();
      return valid === null ? null : sendEmailCode(valid, captcha);
    },
    onSent: () => toast.success(t('member.binding.email.codeSent')),
    onSendError: (e) => setEmailError(failureText(e)),
  });

  const { busy, submit } = useCodeBind({
    flow,
    checkTarget: checkEmail,
    setTargetError: setEmailError,
    bind: bindEmail,
    success: t('member.binding.email.success'),
    onDone: onClose,
  });

  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('member.binding.email.title')}>
      <Intro>{t('member.binding.email.hint')}</Intro>
      <TextField
        label={t('member.binding.email.label')}
        placeholder={t('member.binding.email.placeholder')}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        value={email}
        error={emailError}
        onChange={(e) => {
          setEmail(e.target.value);
          setEmailError(undefined);
        }}
      />
      <VerificationCodeField
        flow={flow}
        label={t('member.binding.code')}
        placeholder={t('member.binding.codePlaceholder')}
        maxLength={CODE_LENGTH}
        normalize={(text) => text.replace(/\D/g, '').slice(0, CODE_LENGTH)}
      />
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('member.binding.email.submit')}
        </Button>
      </Actions>
    </FormStack>
  );
}
