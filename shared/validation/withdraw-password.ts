import { t } from '@site/shared/i18n';

/**
 * The withdrawal password is 6 digits: the contract carries only its md5, so this is the
 * one place its format lives (the set/reset dialogs of mf-member and the withdrawal form of
 * mf-funds both check it here).
 */
export const WITHDRAW_PASSWORD_LENGTH = 6;
const PATTERN = new RegExp(`^\\d{${WITHDRAW_PASSWORD_LENGTH}}$`);

/** The message for a withdrawal password as typed, or undefined when it is 6 digits. */
export function withdrawPasswordError(
  text: string,
  requiredMessage = t('validation.withdrawPasswordRequired'),
): string | undefined {
  if (text === '') return requiredMessage;
  return PATTERN.test(text) ? undefined : t('validation.withdrawPasswordInvalid');
}
