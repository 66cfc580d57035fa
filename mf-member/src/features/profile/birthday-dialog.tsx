import { useState } from 'react';
import { useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { DatePicker, Dialog } from '@site/shared/ui';
import { birthdayForm } from '@site/shared/validation';
import { Notice } from '../../components/form-layout';
import { saveBirthday } from './profile-api';
import { ProfileForm, useProfileSave } from './profile-form';

export interface BirthdayDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Birthday is set once; the member must be 18 or older (SPEC §5). */
export function BirthdayDialog({ open, onClose }: BirthdayDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={t('member.profile.birthday.title')}>
      {open && <BirthdayForm onClose={onClose} />}
    </Dialog>
  );
}

/** Where the calendar opens and which years it offers: an adult's birthday, some 30 years back. */
function birthdayYears(today: Date) {
  const year = today.getFullYear();
  return { openAt: { year: year - 30, month: 1 }, years: { from: year - 100, to: year - 18 } };
}

function BirthdayForm({ onClose }: { onClose: () => void }) {
  const [schema] = useState(() => birthdayForm());
  const { handleSubmit, setValue, clearErrors, watch, formState } = useZodForm(schema, {
    defaultValues: { birthday: '' },
  });
  // The birthday cannot be changed once saved: the member sees the value and confirms it first.
  const [confirming, setConfirming] = useState<string | null>(null);
  const [{ openAt, years }] = useState(() => birthdayYears(new Date()));
  const { error, setError, busy, run } = useProfileSave(onClose);

  const submit = handleSubmit((values) => setConfirming(values.birthday));

  if (confirming !== null)
    return (
      <ProfileForm
        label={t('member.profile.birthday.confirmWarning')}
        submitText={t('member.profile.birthday.confirmSubmit')}
        cancelText={t('member.profile.birthday.back')}
        busy={busy}
        onSubmit={() => void run(() => saveBirthday(confirming), t('member.profile.birthday.success'))}
        onClose={() => setConfirming(null)}
      >
        <Notice>{t('member.profile.birthday.confirmText', { birthday: confirming })}</Notice>
        <Notice $tone="warning">{t('member.profile.birthday.confirmWarning')}</Notice>
        {error && (
          <Notice $tone="danger" role="alert">
            {error}
          </Notice>
        )}
      </ProfileForm>
    );

  return (
    <ProfileForm
      label={t('member.profile.birthday.title')}
      submitText={t('member.profile.birthday.submit')}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Notice>{t('member.profile.birthday.hint')}</Notice>
      <DatePicker
        label={t('member.profile.birthday.label')}
        value={watch('birthday')}
        error={formState.errors.birthday?.message ?? error}
        openAt={openAt}
        years={years}
        // In flow, not floating: the dialog's scroll box clipped the floating calendar on a phone.
        inline
        onChange={(value) => {
          setValue('birthday', value);
          clearErrors('birthday');
          setError(undefined);
        }}
      />
    </ProfileForm>
  );
}
