import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './constants';
import { message, repeatFilled } from './messages';

const USERNAME_RULE = new RegExp(
  `^(?=(?:[^A-Za-z]*[A-Za-z]){2})(?=.*\\d)[A-Za-z][A-Za-z\\d]{${USERNAME_MIN - 1},${USERNAME_MAX - 1}}$`,
);
/** Letters and digits only, at least one of each; also the rule of the new password. */
export const PASSWORD_RULE = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${PASSWORD_MIN},${PASSWORD_MAX}}$`,
);

/**
 * Register username (SPEC §5): whitespace is removed first (the parsed value has none),
 * then 4-11 letters and digits, a letter first, at least 2 letters and 1 digit.
 */
export const usernameRegister = z
  .string({ error: message('validation.usernameRequired') })
  .overwrite((value) => value.replace(/\s+/g, ''))
  .min(1, { error: message('validation.usernameRequired'), abort: true })
  .regex(USERNAME_RULE, { error: message('validation.usernameRule') });

/** Register password: 8-12 letters and digits, at least one of each. */
export const passwordRegister = z
  .string({ error: message('validation.passwordRequired') })
  .min(1, { error: message('validation.passwordRequired'), abort: true })
  .regex(PASSWORD_RULE, { error: message('validation.passwordRule') });

/**
 * The register form. The repeat check runs even when another field fails, so the form
 * shows every error at once; `agree` must be `true`.
 */
export const registerForm = z
  .object({
    username: usernameRegister,
    password: passwordRegister,
    repeatPassword: z
      .string({ error: message('validation.repeatPasswordRequired') })
      .min(1, { error: message('validation.repeatPasswordRequired') }),
    agree: z.literal(true, { error: message('validation.agreeRequired') }),
  })
  .refine((form) => form.password === form.repeatPassword, {
    error: message('validation.passwordMismatch'),
    path: ['repeatPassword'],
    when: ({ value }) => repeatFilled(value),
  });
export type RegisterForm = z.infer<typeof registerForm>;

/** The login form: required checks only (SPEC §5). */
export const loginForm = z.object({
  username: z
    .string({ error: message('validation.loginUsernameRequired') })
    .trim()
    .min(1, { error: message('validation.loginUsernameRequired') }),
  password: z
    .string({ error: message('validation.loginPasswordRequired') })
    .min(1, { error: message('validation.loginPasswordRequired') }),
});
export type LoginForm = z.infer<typeof loginForm>;

/** Submit looks inactive until every field is filled (SPEC §5): true when no value is blank. */
export function areFieldsFilled(...values: ReadonlyArray<string | null | undefined>): boolean {
  return values.every((value) => typeof value === 'string' && value.trim() !== '');
}
