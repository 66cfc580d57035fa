import { useState, type FormEvent } from 'react';
import { ApiError } from '@site/shared/api';
import { ErrorCode } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button, CodeButton, Dialog, TextField, toast } from '@site/shared/ui';
import { CODE_COOLDOWN_SECONDS, EMAIL_MAX, emailSchema, verificationCode } from '@site/shared/validation';
import { Actions, FormStack, Intro } from '../../components/form-layout';
import { errorText, refreshMemberInfo } from '../../lib/member-info';
import { bindEmail, sendEmailCode } from './binding-api';

export interface EmailBindDialogProps {
  open: boolean;
  onClose: () => void;
}

type Field = 'email' | 'code';
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
  const [code, setCode] = useState('');
  const [requested, setRequested] = useState(false);
  const [errors, setErrors] = useState<{ [F in Field]?: string | undefined }>({});
  const [busy, setBusy] = useState(false);

  const checkEmail = (): string | null => {
    const parsed = emailSchema.safeParse(email.trim());
    if (parsed.success) return parsed.data;
    setErrors((e) => ({ ...e, email: parsed.error.issues[0]?.message }));
    return null;
  };

  const requestCode = async (): Promise<boolean> => {
    const valid = checkEmail();
    if (valid === null) return false;
    try {
      await sendEmailCode(valid);
      setRequested(true);
      toast.success(t('member.binding.email.codeSent'));
      return true;
    } catch (e) {
      setErrors((x) => ({ ...x, email: errorText(e) }));
      return false;
    }
  };

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
    if (codeError) setErrors((e) => ({ ...e, code: codeError }));
    if (valid === null || codeError || !parsedCode.success) return;
    setBusy(true);
    try {
      await bindEmail(valid, parsedCode.data);
      toast.success(t('member.binding.email.success'));
      await refreshMemberInfo().catch(() => undefined);
      onClose();
    } catch (e) {
      const field: Field = e instanceof ApiError && e.statusCode === ErrorCode.DATA_EXISTS ? 'email' : 'code';
      setErrors({ [field]: errorText(e) });
      setBusy(false);
    }
  };

  const clear = (field: Field) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

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
        error={errors.email}
        onChange={(e) => {
          setEmail(e.target.value);
          clear('email');
        }}
      />
      <TextField
        label={t('member.binding.code')}
        placeholder={t('member.binding.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        value={code}
        error={errors.code}
        onChange={(e) => {
          setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
          clear('code');
        }}
        suffix={<CodeButton size="sm" variant="text" seconds={CODE_COOLDOWN_SECONDS} onRequest={requestCode} />}
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
