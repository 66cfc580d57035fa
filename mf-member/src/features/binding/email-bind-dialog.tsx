import { useMemo } from 'react';
import { failureText } from '@site/shared/api';
import { formCodeFlow, submitOnce, useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import {
  Button,
  Dialog,
  TextField,
  VerificationCodeField,
  toast,
  useVerificationCode,
} from '@site/shared/ui';
import { EMAIL_MAX, emailBindAddress, emailBindForm } from '@site/shared/validation';
import { Actions, FormStack, Intro } from '../../components/form-layout';
import { bindEmail, sendEmailCode } from './binding-api';
import { bindWithCode } from './code-bind';

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
  const flow = useVerificationCode({
    // The code goes only to a well-formed address; else the field says why.
    send: (captcha) => {
      const parsed = emailBindAddress.safeParse(getValues('email'));
      if (parsed.success) return sendEmailCode(parsed.data, captcha);
      setError('email', { message: parsed.error.issues[0]?.message ?? '' });
      return null;
    },
    onSent: () => toast.success(t('member.binding.email.codeSent')),
    onSendError: (e) => setError('email', { message: failureText(e) }),
  });
  const schema = useMemo(() => emailBindForm(flow.requested), [flow.requested]);
  const form = useZodForm(schema, { defaultValues: { email: '', code: '' } });
  const { register, handleSubmit, getValues, setError, clearErrors, formState } = form;

  const submit = handleSubmit(({ email, code }) =>
    bindWithCode({
      bind: () => bindEmail(email, code),
      success: t('member.binding.email.success'),
      onDone: onClose,
      setTargetError: (message) => setError('email', { message }),
      setCodeError: (message) => setError('code', { message }),
    }),
  );

  return (
    <FormStack
      onSubmit={submitOnce(submit, formState.isSubmitting)}
      noValidate
      aria-label={t('member.binding.email.title')}
    >
      <Intro>{t('member.binding.email.hint')}</Intro>
      <TextField
        label={t('member.binding.email.label')}
        placeholder={t('member.binding.email.placeholder')}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        error={formState.errors.email?.message}
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      <VerificationCodeField
        flow={formCodeFlow(flow, form, 'code')}
        label={t('member.binding.code')}
        placeholder={t('member.binding.codePlaceholder')}
        maxLength={CODE_LENGTH}
        normalize={(text) => text.replace(/\D/g, '').slice(0, CODE_LENGTH)}
      />
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {t('member.binding.email.submit')}
        </Button>
      </Actions>
    </FormStack>
  );
}
