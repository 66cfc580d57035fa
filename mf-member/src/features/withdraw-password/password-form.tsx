import { useMemo, type ReactNode } from 'react';
import { failureText } from '@site/shared/api';
import { submitOnce, useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, toast } from '@site/shared/ui';
import { newWithdrawPasswordForm, type NewWithdrawPasswordField } from '@site/shared/validation';
import { Actions, FormStack } from '../../components/form-layout';
import { refreshMemberInfo } from '../../lib/member-info';
import { PasswordInput } from './password-input';

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
  send: (values: Record<NewWithdrawPasswordField, string>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The withdrawal-password form of the set, change and reset dialogs: (old,) new and repeat
 * 6-digit fields checked by the shared rule, submit once at a time, then a toast, a fresh
 * member info and close. A refusal shows under the old password (change) or the new one.
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
  const schema = useMemo(() => newWithdrawPasswordForm(withOld), [withOld]);
  const { handleSubmit, setValue, clearErrors, setError, watch, formState } = useZodForm(schema, {
    defaultValues: { old: '', password: '', repeat: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (e) {
      setError(withOld ? 'old' : 'password', { message: failureText(e) });
      return;
    }
    toast.success(successText);
    await refreshMemberInfo().catch(() => undefined);
    onClose();
  });

  const field = (name: NewWithdrawPasswordField) => ({
    value: watch(name),
    error: errors[name]?.message,
    onChange: (value: string) => {
      setValue(name, value);
      clearErrors(name);
    },
  });

  return (
    <FormStack onSubmit={submitOnce(submit, isSubmitting)} noValidate aria-label={title}>
      {head}
      {withOld && (
        <PasswordInput
          label={t('member.withdrawPassword.old')}
          placeholder={t('member.withdrawPassword.oldPlaceholder')}
          autoFocus
          {...field('old')}
        />
      )}
      <PasswordInput
        label={replacing ? t('member.withdrawPassword.newPassword') : t('member.withdrawPassword.password')}
        placeholder={t('member.withdrawPassword.passwordPlaceholder')}
        autoFocus={!withOld}
        {...field('password')}
      />
      <PasswordInput
        label={replacing ? t('member.withdrawPassword.repeatNew') : t('member.withdrawPassword.repeat')}
        placeholder={t('member.withdrawPassword.repeatPlaceholder')}
        {...field('repeat')}
      />
      {foot}
      <Actions>
        {showCancel && (
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Actions>
    </FormStack>
  );
}
