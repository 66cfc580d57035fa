import { useState, type FormEvent } from 'react';
import { ApiError } from '@site/shared/api';
import { ErrorCode } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import {
  Button,
  Dialog,
  TextField,
  VerificationCodeField,
  toast,
  useVerificationCode,
} from '@site/shared/ui';
import { EMAIL_MAX, emailSchema, verificationCode } from '@site/shared/validation';
import { Actions, FormStack, Intro } from '../../components/form-layout';
import { errorText, refreshMemberInfo } from '../../lib/member-info';
import { bindEmail, sendEmailCode } from './binding-api';

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
  const [busy, setBusy] = useState(false);

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
    onSendError: (e) => setEmailError(errorText(e)),
  });
  const { code, requested } = flow;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const valid = checkEmail();
    const parsedCode = verificationCode.safeParse(code);
    const codeError = !parsedCode.success
      ? parsedCode.error.issues[0]?.message
      : !requested
        ? t('validation.codeNotRequested')
        : undefined;
    if (codeError) flow.setError(codeError);
    if (valid === null || codeError || !parsedCode.success) return;
    setBusy(true);
    try {
      await bindEmail(valid, parsedCode.data);
      toast.success(t('member.binding.email.success'));
      await refreshMemberInfo().catch(() => undefined);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.statusCode === ErrorCode.DATA_EXISTS) setEmailError(errorText(e));
      else flow.setError(errorText(e));
      setBusy(false);
    }
  };

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
