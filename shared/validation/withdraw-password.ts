import { z } from 'zod';
import { t } from '@site/shared/i18n';
import { crossCheckedForm } from './checked-form';

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

/** The fields of a new withdrawal password form (the old one only when changing it). */
export type NewWithdrawPasswordField = 'old' | 'password' | 'repeat';
export type NewWithdrawPasswordErrors = { [F in NewWithdrawPasswordField]?: string | undefined };
const NEW_PASSWORD_FIELDS: readonly NewWithdrawPasswordField[] = ['old', 'password', 'repeat'];

/**
 * Errors of a new withdrawal password typed twice, plus the old one when `old` is given
 * (the set, change and reset dialogs): each required, 6 digits, the two the same, the new one
 * not the old one.
 */
export function checkNewWithdrawPassword(
  password: string,
  repeat: string,
  old?: string,
): NewWithdrawPasswordErrors {
  const errors: NewWithdrawPasswordErrors = {};
  if (old !== undefined) {
    const e = withdrawPasswordError(old, t('member.withdrawPassword.oldRequired'));
    if (e) errors.old = e;
  }
  const p = withdrawPasswordError(password, t('member.withdrawPassword.required'));
  if (p) errors.password = p;
  else if (old !== undefined && old === password) errors.password = t('member.withdrawPassword.sameAsOld');
  if (repeat === '') errors.repeat = t('member.withdrawPassword.repeatRequired');
  else if (!p && repeat !== password) errors.repeat = t('member.withdrawPassword.mismatch');
  return errors;
}

/** The set / change / reset form: old (checked only `withOld`), password and repeat. */
export function newWithdrawPasswordForm(withOld: boolean) {
  return crossCheckedForm(NEW_PASSWORD_FIELDS, (v) =>
    checkNewWithdrawPassword(v.password, v.repeat, withOld ? v.old : undefined),
  );
}

const RESET_CODE = /^\d{6}$/;

/**
 * The first step of the e-mail reset: the code sent to the bound e-mail, required, 6 digits
 * (the e-mail check's own wording), and only once one was requested.
 */
export function withdrawResetCodeForm(requested: boolean) {
  return z.object({
    code: z.string().superRefine((code, ctx) => {
      const problem =
        code === ''
          ? t('validation.codeRequired')
          : !RESET_CODE.test(code)
            ? t('member.withdrawPassword.codeRule')
            : !requested
              ? t('validation.codeNotRequested')
              : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });
}
