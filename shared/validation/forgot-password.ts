import { z } from 'zod';
import { PASSWORD_RULE, emailSchema, forgotUsername, verificationCode } from '../contract/form-fields';
import { DEFAULT_PHONE_REGEX, PASSWORD_MAX, PHONE_MAX } from '../contract/limits';
import { message, repeatFilled, tooLong } from './messages';

// The fields the contract checks too live there (its bottom layer).
export { EMAIL_PATTERN, emailSchema, forgotUsername, verificationCode } from '../contract/form-fields';

/**
 * Phone number checked against the selected country area's regex (the server's
 * `regex` field), default mainland China; at most 11 characters. Every failure, blank
 * included, reads 请输入正确的手机号码 as SPEC §5 says.
 *
 * @throws {SyntaxError} when `regexSource` is not a valid regular expression.
 */
export function phoneSchema(regexSource: string = DEFAULT_PHONE_REGEX) {
  const pattern = new RegExp(regexSource);
  const invalid = message('validation.phoneInvalid');
  return z
    .string({ error: invalid })
    .trim()
    .min(1, { error: invalid, abort: true })
    .max(PHONE_MAX, { error: invalid, abort: true })
    .refine((value) => pattern.test(value), { error: invalid });
}

/**
 * Step 0 as one form for either way: username, phone and email, where only the chosen way's
 * contact is checked (the other field is not on screen). @throws {SyntaxError} as `phoneSchema`.
 */
export function forgotIdentityForm(way: 'phone' | 'email', regexSource?: string) {
  return z.object({
    username: forgotUsername,
    phone: way === 'phone' ? phoneSchema(regexSource) : z.string(),
    email: way === 'email' ? emailSchema : z.string(),
  });
}

/** Step 1: the code sent to the phone or email. */
export const resetCodeForm = z.object({ code: verificationCode });

/** Step 2: the new password, 8-12 letters and digits, entered twice. */
export const newPasswordForm = z
  .object({
    password: z
      .string({ error: message('validation.newPasswordRequired') })
      .min(1, { error: message('validation.newPasswordRequired'), abort: true })
      .max(PASSWORD_MAX, { error: tooLong(PASSWORD_MAX), abort: true })
      .regex(PASSWORD_RULE, { error: message('validation.passwordRule') }),
    repeatPassword: z
      .string({ error: message('validation.confirmNewPasswordRequired') })
      .min(1, { error: message('validation.confirmNewPasswordRequired') }),
  })
  .refine((form) => form.password === form.repeatPassword, {
    error: message('validation.newPasswordMismatch'),
    path: ['repeatPassword'],
    when: ({ value }) => repeatFilled(value),
  });
export type NewPasswordForm = z.infer<typeof newPasswordForm>;
