import { z } from 'zod';
import {
  CODE_MAX,
  EMAIL_MAX,
  FORGOT_USERNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_CONFIRM_DIGITS,
  USERNAME_MAX,
  USERNAME_MIN,
} from './limits';
import { message, tooLong } from './validation-messages';

/**
 * The field rules of SPEC §5 that the wire contract checks too. They sit in the contract
 * (the bottom layer of shared); shared/validation re-exports them and builds the forms.
 */

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

/** Email format of SPEC §5: non-space characters, @, a dotted domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Username of the forgot-password form: required, at most 30 characters. */
export const forgotUsername = z
  .string({ error: message('validation.forgotUsernameRequired') })
  .trim()
  .min(1, { error: message('validation.forgotUsernameRequired'), abort: true })
  .max(FORGOT_USERNAME_MAX, { error: tooLong(FORGOT_USERNAME_MAX) });

/** Email: required, at most 40 characters, SPEC §5 format. */
export const emailSchema = z
  .string({ error: message('validation.emailRequired') })
  .min(1, { error: message('validation.emailRequired'), abort: true })
  .max(EMAIL_MAX, { error: tooLong(EMAIL_MAX), abort: true })
  .regex(EMAIL_PATTERN, { error: message('validation.emailInvalid') });

/** A verification code sent by SMS, voice or email: required, at most 30 characters. */
export const verificationCode = z
  .string({ error: message('validation.codeRequired') })
  .trim()
  .min(1, { error: message('validation.codeRequired'), abort: true })
  .max(CODE_MAX, { error: tooLong(CODE_MAX) });

/**
 * A Chinese name: Han characters, optionally in parts joined by single middle dots
 * (阿卜杜·热合曼). A Latin name: Latin letters, optionally joined the same way (John·Smith).
 * Both forms start and end with a letter, so a leading, trailing or doubled dot fails, and
 * a name mixing Han and Latin letters fails. The dot is U+00B7 '·', the one Chinese IMEs type.
 */
const CHINESE_NAME = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;
const LATIN_NAME = /^[A-Za-z]+(?:·[A-Za-z]+)*$/;

/** True when `name` follows the real-name rules of SPEC §5 (see above). */
export function isValidRealName(name: string): boolean {
  return CHINESE_NAME.test(name) || LATIN_NAME.test(name);
}

/** Real name: required (请输入真实姓名), then the SPEC §5 rules (请输入正确的姓名). Surrounding spaces are trimmed. */
export const realName = z
  .string({ error: message('validation.realNameRequired') })
  .trim()
  .min(1, { error: message('validation.realNameRequired'), abort: true })
  .refine(isValidRealName, { error: message('validation.realNameInvalid') });

const MIDDLE_DIGITS = new RegExp(`^\\d{${PHONE_CONFIRM_DIGITS}}$`);

/** The hidden middle digits of the bound phone: exactly 4 digits, else 手机号错误. */
export const phoneMiddleDigits = z
  .string({ error: message('validation.phoneMiddleDigits') })
  .regex(MIDDLE_DIGITS, { error: message('validation.phoneMiddleDigits') });
