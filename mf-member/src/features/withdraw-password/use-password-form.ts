import { useMemo, useState } from 'react';
import { failureText } from '@site/shared/api';
import { useZodForm } from '@site/shared/forms';
import { crossCheckedForm } from '@site/shared/validation';
import { checkNewPassword, type PasswordErrors, type PasswordField } from './withdraw-password-rule';

const FIELDS: readonly PasswordField[] = ['old', 'password', 'repeat'];

/**
 * State of a new-password form (with the old one when `withOld`) on the site's form hook:
 * values, errors, and a submit that validates, sends once at a time and maps a server error
 * onto `serverField`.
 */
export function usePasswordForm(withOld: boolean, serverField: PasswordField) {
  const schema = useMemo(
    () =>
      crossCheckedForm(FIELDS, (v) => checkNewPassword(v.password, v.repeat, withOld ? v.old : undefined)),
    [withOld],
  );
  const form = useZodForm(schema, { defaultValues: { old: '', password: '', repeat: '' } });
  const [busy, setBusy] = useState(false);
  const values = form.watch();
  const { errors: found } = form.formState;
  const errors: PasswordErrors = {
    old: found.old?.message,
    password: found.password?.message,
    repeat: found.repeat?.message,
  };

  const set = (field: PasswordField) => (value: string) => {
    form.setValue(field, value);
    form.clearErrors(field);
  };

  const submit = (send: (v: Record<PasswordField, string>) => Promise<void>): Promise<boolean> =>
    new Promise((resolve) => {
      if (busy) {
        resolve(false);
        return;
      }
      void form.handleSubmit(
        async (checked) => {
          setBusy(true);
          try {
            await send(checked);
            resolve(true);
          } catch (e) {
            form.setError(serverField, { message: failureText(e) });
            setBusy(false);
            resolve(false);
          }
        },
        () => resolve(false),
      )();
    });

  return { values, errors, busy, set, submit };
}
