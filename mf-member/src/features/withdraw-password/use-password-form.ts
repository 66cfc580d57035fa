import { failureText } from '@site/shared/api';
import { useState } from 'react';
import { checkNewPassword, type PasswordErrors, type PasswordField } from './withdraw-password-rule';

/**
 * State of a new-password form (with the old one when `withOld`): values, errors, and a
 * submit that validates, sends once at a time and maps a server error onto `serverField`.
 */
export function usePasswordForm(withOld: boolean, serverField: PasswordField) {
  const [values, setValues] = useState<Record<PasswordField, string>>({ old: '', password: '', repeat: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [busy, setBusy] = useState(false);

  const set = (field: PasswordField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const submit = async (send: (v: Record<PasswordField, string>) => Promise<void>): Promise<boolean> => {
    if (busy) return false;
    const found = checkNewPassword(values.password, values.repeat, withOld ? values.old : undefined);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    setBusy(true);
    try {
      await send(values);
      return true;
    } catch (e) {
      setErrors({ [serverField]: failureText(e) });
      setBusy(false);
      return false;
    }
  };

  return { values, errors, busy, set, submit };
}
