import { useState, type FormEvent, type ReactNode } from 'react';
import { failureText } from '@site/shared/api';
import { t } from '@site/shared/i18n';
import { Button, toast } from '@site/shared/ui';
import { Actions, FormStack } from '../../components/form-layout';
import { refreshMemberInfo } from '../../lib/member-info';

/**
 * The save step of a one-field profile dialog (birthday, gender): one call at a time, then a
 * toast, the member info refreshed and the dialog closed; a refusal shows under the field.
 */
export function useProfileSave(onClose: () => void) {
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const run = async (save: () => Promise<unknown>, success: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await save();
      toast.success(success);
      await refreshMemberInfo().catch(() => undefined);
      onClose();
    } catch (e) {
      setError(failureText(e));
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}

/** The dialog's form: its fields, then cancel and submit. */
export function ProfileForm({
  label,
  submitText,
  cancelText = t('common.cancel'),
  busy,
  onSubmit,
  onClose,
  children,
}: {
  label: string;
  submitText: string;
  cancelText?: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <FormStack
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-label={label}
    >
      {children}
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {cancelText}
        </Button>
        <Button type="submit" loading={busy}>
          {submitText}
        </Button>
      </Actions>
    </FormStack>
  );
}
