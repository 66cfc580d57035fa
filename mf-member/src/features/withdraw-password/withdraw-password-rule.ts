import { t } from '@site/shared/i18n';

/**
 * The withdrawal password is 6 digits. The contract only asks for its md5 (md5Text) and
 * the server stores a hash of that, so the format is this page's rule; it matches what the
 * server's own tests use (md5 of 6 digits) and what a withdrawal form asks for.
 */
export const WITHDRAW_PASSWORD_LENGTH = 6;
const PATTERN = /^\d{6}$/;

export type PasswordField = 'old' | 'password' | 'repeat';
export type PasswordErrors = { [F in PasswordField]?: string | undefined };

function ruleError(value: string, required: string): string | undefined {
  if (value === '') return required;
  return PATTERN.test(value) ? undefined : t('member.withdrawPassword.rule');
}

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
