import { useState, type FormEvent } from 'react';
import { t } from '@site/shared/i18n';
import { Button, Dialog, Select, toast } from '@site/shared/ui';
import { Actions, FormStack } from '../../components/form-layout';
import { errorText, refreshMemberInfo } from '../../lib/member-info';
import { saveGender } from './profile-api';

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
  const [gender, setGender] = useState<'1' | '2'>(current === 2 ? '2' : '1');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await saveGender(gender === '2' ? 2 : 1);
      toast.success(t('member.profile.gender.success'));
      await refreshMemberInfo().catch(() => undefined);
      onClose();
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };

  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('member.profile.gender.title')}>
      <Select
        label={t('member.profile.gender.label')}
        value={gender}
        error={error}
        options={[
          { value: '1', label: t('member.profile.values.male') },
          { value: '2', label: t('member.profile.values.female') },
        ]}
        onChange={(e) => {
          setGender(e.target.value === '2' ? '2' : '1');
          setError(undefined);
        }}
      />
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('member.profile.gender.submit')}
        </Button>
      </Actions>
    </FormStack>
  );
}
