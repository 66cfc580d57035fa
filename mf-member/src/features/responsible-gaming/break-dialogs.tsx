import { useState, type FormEvent } from 'react';
import { auth, protection } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button, Dialog, TextField } from '@site/shared/ui';
import { Actions, FormStack, Intro, Notice } from '../../components/form-layout';
import { errorText, fieldErrors } from '../../lib/member-info';
import { takeBreak, type ExclusionDuration, type TimeOutDuration } from './protection-api';

export type BreakChoice =
  { kind: 'timeout'; duration: TimeOutDuration } | { kind: 'self_exclusion'; duration: ExclusionDuration };

type Field = 'password' | 'confirmPassword';
type Errors = { [F in Field]?: string | undefined };

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
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (values.password === '') found.password = t('validation.loginPasswordRequired');
    if (values.confirmPassword === '') found.confirmPassword = t('validation.repeatPasswordRequired');
    if (Object.keys(found).length > 0) return found;
    // The contract's own rule (the same md5 both times), so the message is the one the server would give.
    const endpoint = choice.kind === 'timeout' ? protection.timeOut : protection.selfExclude;
    const parsed = endpoint.request.safeParse({
      duration: choice.duration,
      password: auth.md5Password(values.password),
      confirmPassword: auth.md5Password(values.confirmPassword),
    });
    return parsed.success ? {} : fieldErrors<Field>(parsed.error);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onDone(await takeBreak(choice, values.password, values.confirmPassword));
    } catch (e) {
      // 6002 is the wrong password: show it on that field.
      setErrors({ password: errorText(e) });
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, placeholder: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete="current-password"
      placeholder={placeholder}
      maxLength={30}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => change(name, e.target.value)}
    />
  );

  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('protection.breaks.secondTitle')}>
      <Intro>{t('protection.breaks.secondIntro')}</Intro>
      {field('password', t('protection.breaks.password'), t('protection.breaks.passwordPlaceholder'))}
      {field('confirmPassword', t('protection.breaks.repeat'), t('protection.breaks.repeatPlaceholder'))}
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={busy}>
          {t('protection.breaks.submit')}
        </Button>
      </Actions>
    </FormStack>
  );
}
