import type { FormEvent, ReactNode } from 'react';
import { t } from '@site/shared/i18n';
import { Button, toast } from '@site/shared/ui';
import { Actions, FormStack } from '../../components/form-layout';
import { refreshMemberInfo } from '../../lib/member-info';
import { PasswordInput } from './password-input';
import { usePasswordForm } from './use-password-form';
import type { PasswordField } from './withdraw-password-rule';

export interface PasswordFormProps {
  /** The form's accessible name (the dialog's title). */
  title: string;
  /** Ask for the old password first (修改); its field then takes the server's error. */
  withOld?: boolean;
  /** Label the fields 新提款密码 / 确认新提款密码 (change, reset); default: when `withOld`. */
  replacing?: boolean;
  /** Above the fields: an intro or a status line. */
  head?: ReactNode;
  /** Under the fields: e.g. the forgot-password link. */
  foot?: ReactNode;
  submitLabel: string;
  successText: string;
  /** Cancel button; left out when the form has none. */
  showCancel?: boolean;
  send: (values: Record<PasswordField, string>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The withdrawal-password form of the set, change and reset dialogs: (old,) new and repeat
 * 6-digit fields, submit once at a time, then a toast, a fresh member info and close.
 */
export function PasswordForm({
  title,
  withOld = false,
  replacing = withOld,
  head,
  foot,
  submitLabel,
  successText,
  showCancel = true,
  send,
  onClose,
}: PasswordFormProps) {
  const form = usePasswordForm(withOld, withOld ? 'old' : 'password');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await form.submit((values) => send(values).then(() => undefined));
    if (!ok) return;
    toast.success(successText);
    await refreshMemberInfo().catch(() => undefined);
    onClose();
  };
  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
      {head}
      {withOld && (
        <PasswordInput
          label={t('member.withdrawPassword.old')}
          placeholder={t('member.withdrawPassword.oldPlaceholder')}
          value={form.values.old}
          error={form.errors.old}
          onChange={form.set('old')}
          autoFocus
        />
      )}
      <PasswordInput
        label={replacing ? t('member.withdrawPassword.newPassword') : t('member.withdrawPassword.password')}
        placeholder={t('member.withdrawPassword.passwordPlaceholder')}
        value={form.values.password}
        error={form.errors.password}
        onChange={form.set('password')}
        autoFocus={!withOld}
      />
      <PasswordInput
        label={replacing ? t('member.withdrawPassword.repeatNew') : t('member.withdrawPassword.repeat')}
        placeholder={t('member.withdrawPassword.repeatPlaceholder')}
        value={form.values.repeat}
        error={form.errors.repeat}
        onChange={form.set('repeat')}
      />
      {foot}
      <Actions>
        {showCancel && (
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" loading={form.busy}>
          {submitLabel}
        </Button>
      </Actions>
    </FormStack>
  );
}
