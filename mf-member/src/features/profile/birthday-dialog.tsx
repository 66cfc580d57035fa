import { useMemo, useState, type FormEvent } from 'react';
import { t } from '@site/shared/i18n';
import { Button, Dialog, TextField, toast } from '@site/shared/ui';
import { ADULT_AGE, birthdaySchema } from '@site/shared/validation';
import { Actions, FormStack, Notice } from '../../components/form-layout';
import { errorText, refreshMemberInfo } from '../../lib/member-info';
import { saveBirthday } from './profile-api';

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
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const max = useMemo(() => latestAdultBirthday(new Date()), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = birthdaySchema().safeParse(birthday);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await saveBirthday(parsed.data);
      toast.success(t('member.profile.birthday.success'));
      await refreshMemberInfo().catch(() => undefined);
      onClose();
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };

  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('member.profile.birthday.title')}>
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
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('member.profile.birthday.submit')}
        </Button>
      </Actions>
    </FormStack>
  );
}
