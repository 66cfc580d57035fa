import { useState } from 'react';
import { failureText } from '@site/shared/api';
import { useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, TextField, toast } from '@site/shared/ui';
import { realNameForm } from '@site/shared/validation';
import { FormStack, Notice } from '../../components/form-layout';
import { refreshMemberInfo } from '../../lib/member-info';
import { bindRealName } from './binding-api';

/** Long enough for a Latin name with parts; the server keeps the rule (SPEC §5). */
const REAL_NAME_MAX = 30;

/**
 * Real-name binding: SPEC §5 rule (请输入正确的姓名), set once. The name cannot be changed
 * after it is saved (issue 28 item 12), so the member sees it and confirms it first.
 */
export function RealNameForm({ onDone }: { onDone: () => void }) {
  const form = useZodForm(realNameForm, { defaultValues: { realName: '' } });
  const { register, handleSubmit, setError, clearErrors, formState, watch } = form;
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (busy || confirming === null) return;
    setBusy(true);
    try {
      await bindRealName(confirming);
      toast.success(t('member.binding.realNameSuccess'));
      await refreshMemberInfo().catch(() => undefined);
      onDone();
    } catch (e) {
      setConfirming(null);
      setError('realName', { message: failureText(e) });
    } finally {
      setBusy(false);
    }
  };

  if (confirming !== null)
    return (
      <FormStack
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
        aria-label={t('member.binding.realNameTitle')}
      >
        <Notice>{t('member.binding.realNameConfirmText', { name: confirming })}</Notice>
        <Notice $tone="warning">{t('member.binding.realNameConfirmWarning')}</Notice>
        <Button type="submit" loading={busy}>
          {t('member.binding.realNameConfirmSubmit')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setConfirming(null)}>
          {t('member.binding.realNameBack')}
        </Button>
      </FormStack>
    );

  return (
    <FormStack
      onSubmit={(e) => void handleSubmit((values) => setConfirming(values.realName))(e)}
      noValidate
      aria-label={t('member.binding.realNameTitle')}
    >
      <TextField
        label={t('member.binding.realName')}
        placeholder={t('member.binding.realNamePlaceholder')}
        autoComplete="name"
        maxLength={REAL_NAME_MAX}
        error={formState.errors.realName?.message}
        hint={t('member.binding.realNameHint')}
        {...register('realName', { onChange: () => clearErrors('realName') })}
      />
      <Button type="submit" inactive={watch('realName').trim() === ''}>
        {t('member.binding.realNameSubmit')}
      </Button>
    </FormStack>
  );
}
