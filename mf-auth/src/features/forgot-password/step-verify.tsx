import styled from 'styled-components';
import { failureText } from '@site/shared/api';
import { formCodeFlow, submitOnce, useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, VerificationCodeField, toast, useVerificationCode } from '@site/shared/ui';
import { areFieldsFilled, resetCodeForm } from '@site/shared/validation';
import { FormStack } from '../../components/form-layout';
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
  const flow = useVerificationCode({
    send: (captcha) => sendResetCode(identity, captcha),
    onSent: () =>
      toast.success(
        identity.way === 'phone' ? t('auth.forgot.phoneCodeSent') : t('auth.forgot.emailCodeSent'),
      ),
    onSendError: (e) => toast.error(failureText(e)),
  });
  const form = useZodForm(resetCodeForm, { defaultValues: { code: '' } });
  const { isSubmitting } = form.formState;

  // The parsed code is trimmed; a refusal (wrong or expired code) shows under the field.
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await checkResetCode(identity, code);
    } catch (e) {
      form.setError('code', { message: failureText(e) });
      return;
    }
    onDone(code);
  });

  return (
    <FormStack
      onSubmit={submitOnce(submit, isSubmitting)}
      noValidate
      aria-label={t('auth.forgot.stepVerify')}
    >
      <Target>
        {t('auth.forgot.codeSentTo')}
        <strong>{target}</strong>
      </Target>
      <VerificationCodeField
        flow={formCodeFlow(flow, form, 'code')}
        label={t('auth.forgot.code')}
        placeholder={t('auth.forgot.codePlaceholder')}
        size="lg"
        data-autofocus
      />
      <Button
        type="submit"
        size="lg"
        block
        loading={isSubmitting}
        inactive={!areFieldsFilled(form.watch('code'))}
      >
        {t('auth.forgot.next')}
      </Button>
    </FormStack>
  );
}
