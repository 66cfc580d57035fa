import { z } from 'zod';
import { PASSWORD_RULE, usernameRegister } from '../contract/form-fields';
import { message, repeatFilled } from './messages';

// The fields the contract checks too live there (its bottom layer); the forms are built here.
export { PASSWORD_RULE, usernameRegister, loginForm } from '../contract/form-fields';
export type { LoginForm } from '../contract/form-fields';

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

/** Submit looks inactive until every field is filled (SPEC §5): true when no value is blank. */
export function areFieldsFilled(...values: ReadonlyArray<string | null | undefined>): boolean {
  return values.every((value) => typeof value === 'string' && value.trim() !== '');
}
