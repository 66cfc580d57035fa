import { useMemo, useState } from 'react';
import { t } from '@site/shared/i18n';
import { Dialog, TextField } from '@site/shared/ui';
import { ADULT_AGE, birthdaySchema } from '@site/shared/validation';
import { Notice } from '../../components/form-layout';
import { saveBirthday } from './profile-api';
import { ProfileForm, useProfileSave } from './profile-form';

export interface BirthdayDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The latest birthday that is 18 today, as YYYY-MM-DD (the picker's max; the rule still checks). */
function latestAdultBirthday(now: Date): string {
  const d = new Date(now);
  d.setFullYear(d.getFullYear() - ADULT_AGE);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Birthday is set once; the member must be 18 or older (SPEC §5). */
export function BirthdayDialog({ open, onClose }: BirthdayDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={t('member.profile.birthday.title')}>
      {open && <BirthdayForm onClose={onClose} />}
    </Dialog>
  );
}

function BirthdayForm({ onClose }: { onClose: () => void }) {
  const [birthday, setBirthday] = useState('');
  const { error, setError, busy, run } = useProfileSave(onClose);
  const max = useMemo(() => latestAdultBirthday(new Date()), []);

  const submit = () => {
    const parsed = birthdaySchema().safeParse(birthday);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    void run(() => saveBirthday(parsed.data), t('member.profile.birthday.success'));
  };

  return (
    <ProfileForm
      label={t('member.profile.birthday.title')}
      submitText={t('member.profile.birthday.submit')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Notice>{t('member.profile.birthday.hint')}</Notice>
      <TextField
        label={t('member.profile.birthday.label')}
        type="date"
        min="1900-01-01"
        max={max}
        value={birthday}
        error={error}
        data-autofocus
        onChange={(e) => {
          setBirthday(e.target.value);
          setError(undefined);
        }}
      />
    </ProfileForm>
  );
}
