import { t } from '@site/shared/i18n';
import { WITHDRAW_PASSWORD_LENGTH, withdrawPasswordError } from '@site/shared/validation';

/** The 6-digit rule is shared with the withdrawal form (@site/shared/validation). */
export { WITHDRAW_PASSWORD_LENGTH };

export type PasswordField = 'old' | 'password' | 'repeat';
export type PasswordErrors = { [F in PasswordField]?: string | undefined };

const ruleError = (value: string, required: string): string | undefined =>
  withdrawPasswordError(value, required);

/**
 * Errors of a new withdrawal password typed twice, plus the old one when `old` is given:
 * each required, 6 digits, the two the same, the new one not the old one.
 */
export function checkNewPassword(password: string, repeat: string, old?: string): PasswordErrors {
  const errors: PasswordErrors = {};
  if (old !== undefined) {
    const e = ruleError(old, t('member.withdrawPassword.oldRequired'));
    if (e) errors.old = e;
  }
  const p = ruleError(password, t('member.withdrawPassword.required'));
  if (p) errors.password = p;
  else if (old !== undefined && old === password) errors.password = t('member.withdrawPassword.sameAsOld');
  if (repeat === '') errors.repeat = t('member.withdrawPassword.repeatRequired');
  else if (!p && repeat !== password) errors.repeat = t('member.withdrawPassword.mismatch');
  return errors;
}
