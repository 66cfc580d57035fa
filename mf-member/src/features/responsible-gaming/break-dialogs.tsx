import { useState } from 'react';
import type { protection } from '@site/shared/contract';
import { submitOnce, useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, Dialog, TextField } from '@site/shared/ui';
import { breakPasswordForm } from '@site/shared/validation';
import { Actions, FormStack, Intro, Notice } from '../../components/form-layout';
import { errorText } from '../../lib/member-info';
import { takeBreak, type ExclusionDuration, type TimeOutDuration } from './protection-api';

export type BreakChoice =
  { kind: 'timeout'; duration: TimeOutDuration } | { kind: 'self_exclusion'; duration: ExclusionDuration };

type Field = 'password' | 'confirmPassword';

export interface BreakDialogsProps {
  /** The break asked for; null = closed. */
  choice: BreakChoice | null;
  onClose: () => void;
  /** The server took it (and ended every session of the member). */
  onDone: (result: protection.Restriction) => void;
}

/**
 * A time-out or self-exclusion is confirmed twice (issue 29): first what it means, then the
 * login password typed twice. Neither dialog closes on a mask click: a stray tap must not
 * count as an answer either way.
 */
export function BreakDialogs({ choice, onClose, onDone }: BreakDialogsProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const close = () => {
    setStep(1);
    onClose();
  };
  if (!choice) return null;
  const what = t(
    choice.kind === 'timeout' ? 'protection.breaks.timeOutWhat' : 'protection.breaks.excludeWhat',
  );
  const duration = t(`protection.breaks.durations.${choice.duration}`);
  return (
    <>
      <Dialog
        open={step === 1}
        onClose={close}
        maskClosable={false}
        title={t('protection.breaks.firstConfirmTitle')}
        footer={
          <Actions>
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={() => setStep(2)}>
              {t('protection.breaks.next')}
            </Button>
          </Actions>
        }
      >
        <Notice>{t('protection.breaks.firstConfirm', { what, duration })}</Notice>
      </Dialog>
      <Dialog
        open={step === 2}
        onClose={close}
        maskClosable={false}
        title={t('protection.breaks.secondTitle')}
      >
        {step === 2 && <PasswordStep choice={choice} onCancel={close} onDone={onDone} />}
      </Dialog>
    </>
  );
}

function PasswordStep({
  choice,
  onCancel,
  onDone,
}: {
  choice: BreakChoice;
  onCancel: () => void;
  onDone: (result: protection.Restriction) => void;
}) {
  const [schema] = useState(() => breakPasswordForm(choice));
  const { register, handleSubmit, setError, clearErrors, formState } = useZodForm(schema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ password, confirmPassword }) => {
    try {
      onDone(await takeBreak(choice, password, confirmPassword));
    } catch (e) {
      // 6002 is the wrong password: show it on that field.
      setError('password', { message: errorText(e) });
    }
  });

  const field = (name: Field, label: string, placeholder: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete="current-password"
      placeholder={placeholder}
      maxLength={30}
      error={errors[name]?.message}
      {...register(name, { onChange: () => clearErrors(name) })}
    />
  );

  return (
    <FormStack
      onSubmit={submitOnce(submit, isSubmitting)}
      noValidate
      aria-label={t('protection.breaks.secondTitle')}
    >
      <Intro>{t('protection.breaks.secondIntro')}</Intro>
      {field('password', t('protection.breaks.password'), t('protection.breaks.passwordPlaceholder'))}
      {field('confirmPassword', t('protection.breaks.repeat'), t('protection.breaks.repeatPlaceholder'))}
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={isSubmitting}>
          {t('protection.breaks.submit')}
        </Button>
      </Actions>
    </FormStack>
  );
}
