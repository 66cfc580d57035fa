import { z } from 'zod';
import { message } from './messages';

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
