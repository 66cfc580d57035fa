import { useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Dialog, Select } from '@site/shared/ui';
import { genderForm } from '@site/shared/validation';
import { saveGender } from './profile-api';
import { ProfileForm, useProfileSave } from './profile-form';

export interface GenderDialogProps {
  open: boolean;
  /** 0 not set, 1 male, 2 female. */
  current: 0 | 1 | 2;
  onClose: () => void;
}

/** Gender may change any time (contract: bindOther gender 1 / 2). */
export function GenderDialog({ open, current, onClose }: GenderDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={t('member.profile.gender.title')}>
      {open && <GenderForm current={current} onClose={onClose} />}
    </Dialog>
  );
}

function GenderForm({ current, onClose }: Omit<GenderDialogProps, 'open'>) {
  const { handleSubmit, setValue, clearErrors, watch, formState } = useZodForm(genderForm, {
    defaultValues: { gender: current === 2 ? '2' : '1' },
  });
  const { error, setError, busy, run } = useProfileSave(onClose);

  const submit = handleSubmit(({ gender }) =>
    run(() => saveGender(gender), t('member.profile.gender.success')),
  );

  return (
    <ProfileForm
      label={t('member.profile.gender.title')}
      submitText={t('member.profile.gender.submit')}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Select
        label={t('member.profile.gender.label')}
        value={watch('gender')}
        error={formState.errors.gender?.message ?? error}
        options={[
          { value: '1', label: t('member.profile.values.male') },
          { value: '2', label: t('member.profile.values.female') },
        ]}
        onChange={(e) => {
          setValue('gender', e.target.value === '2' ? '2' : '1');
          clearErrors('gender');
          setError(undefined);
        }}
      />
    </ProfileForm>
  );
}
