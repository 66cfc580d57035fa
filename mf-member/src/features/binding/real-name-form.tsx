import { useState, type FormEvent } from 'react';
import { t } from '@site/shared/i18n';
import { Button, TextField, toast } from '@site/shared/ui';
import { realName as realNameRule } from '@site/shared/validation';
import { FormStack } from '../../components/form-layout';
import { errorText, refreshMemberInfo } from '../../lib/member-info';
import { bindRealName } from './binding-api';

/** Long enough for a Latin name with parts; the server keeps the rule (SPEC §5). */
const REAL_NAME_MAX = 30;

/** Real-name binding: SPEC §5 rule (请输入正确的姓名), set once. */
export function RealNameForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = realNameRule.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await bindRealName(parsed.data);
      toast.success(t('member.binding.realNameSuccess'));
      await refreshMemberInfo().catch(() => undefined);
      onDone();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('member.binding.realNameTitle')}>
      <TextField
        label={t('member.binding.realName')}
        placeholder={t('member.binding.realNamePlaceholder')}
        autoComplete="name"
        maxLength={REAL_NAME_MAX}
        value={name}
        error={error}
        hint={t('member.binding.realNameHint')}
        onChange={(e) => {
          setName(e.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" loading={busy} inactive={name.trim() === ''}>
        {t('member.binding.realNameSubmit')}
      </Button>
    </FormStack>
  );
}
