import { z } from 'zod';
import { formatDate, type DateInput } from '../format';
import { ADULT_AGE } from '../contract/limits';
import { message } from './messages';

/**
 * Whether someone born on `birthday` is at least 18 on `today` (SPEC §5), counted on
 * Beijing calendar dates. The 18th birthday itself counts; someone born on 29 February
 * comes of age on 1 March in a common year. Pass the birthday as "YYYY-MM-DD" text: a
 * Date is read as the Beijing date of that instant.
 *
 * @throws {RangeError} when `birthday` or `today` is not a valid date (see `formatDate`).
 */
export function isAdult(birthday: DateInput, today: DateInput = new Date()): boolean {
  const born = formatDate(birthday);
  const now = formatDate(today);
  const age = Number(now.slice(0, 4)) - Number(born.slice(0, 4)) - (now.slice(5) < born.slice(5) ? 1 : 0);
  return age >= ADULT_AGE;
}

function isDate(value: string): boolean {
  try {
    formatDate(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Birthday on the user-info page: required (请选择生日, also for text that is not a
 * date), then 18 or older (未满18周岁不能参与游戏). `now` is read on every parse.
 */
export function birthdaySchema(now: () => Date = () => new Date()) {
  return z
    .string({ error: message('validation.birthdayRequired') })
    .trim()
    .min(1, { error: message('validation.birthdayRequired'), abort: true })
    .refine(isDate, { error: message('validation.birthdayRequired'), abort: true })
    .refine((value) => isAdult(value, now()), { error: message('validation.underAge') });
}

/** The birthday dialog of the user-info page: one date, as `birthdaySchema`. */
export function birthdayForm(now?: () => Date) {
  return z.object({ birthday: birthdaySchema(now) });
}
