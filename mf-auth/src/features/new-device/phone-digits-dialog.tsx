import styled from 'styled-components';
import { useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, Dialog, TextField } from '@site/shared/ui';
import { PHONE_CONFIRM_DIGITS, digitsOnly, phoneDigitsForm } from '@site/shared/validation';

export interface PhoneDigitsDialogProps {
  open: boolean;
  /** The masked phone, e.g. 138****8000. */
  phone: string;
  /** A message from the server (wrong digits). */
  error?: string | undefined;
  busy: boolean;
  onSubmit: (digits: string) => void;
  onClose: () => void;
}

const Text = styled.p`
  margin: 0 0 16px;
  color: ${(p) => p.theme.colors.textSecondary};
`;

/** SPEC §2 safety sub-dialog: the 4 hidden middle digits of the phone (else 手机号错误). */
export function PhoneDigitsDialog({ open, phone, error, busy, onSubmit, onClose }: PhoneDigitsDialogProps) {
  const { handleSubmit, setValue, clearErrors, watch, formState } = useZodForm(phoneDigitsForm, {
    defaultValues: { digits: '' },
  });
  const digits = watch('digits');
  const submit = handleSubmit((values) => onSubmit(values.digits));

  return (
    <Dialog
      open={open}
      title={t('auth.newDevice.safetyTitle')}
      width={400}
      onClose={onClose}
      maskClosable={false}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Text>{t('auth.newDevice.safetyText', { phone })}</Text>
        <TextField
          aria-label={t('auth.newDevice.safetyPlaceholder')}
          placeholder={t('auth.newDevice.safetyPlaceholder')}
          size="lg"
          inputMode="numeric"
          autoComplete="off"
          value={digits}
          maxLength={PHONE_CONFIRM_DIGITS}
          error={formState.errors.digits?.message ?? error}
          data-autofocus
          onChange={(e) => {
            setValue('digits', digitsOnly(e.target.value, PHONE_CONFIRM_DIGITS));
            clearErrors('digits');
          }}
        />
        <div style={{ height: 20 }} />
        <Button
          type="submit"
          block
          size="lg"
          loading={busy}
          inactive={digits.length !== PHONE_CONFIRM_DIGITS}
        >
          {t('auth.newDevice.safetySubmit')}
        </Button>
      </form>
    </Dialog>
  );
}
