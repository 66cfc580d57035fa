import { z } from 'zod';
import { message, validation } from './validation-messages';

/**
 * The one rule for every string of the API (issue 10): no NUL character and no lone UTF-16
 * surrogate. PostgreSQL refuses both (a NUL in text, a lone surrogate in JSON), so a request
 * carrying one must be turned away as bad input (6007) long before the database.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL control character is the point
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** zh-CN, for the server's own messages (it converts what it answers); forms read the catalogue. */
export const UNSAFE_TEXT_MESSAGE = validation.unsafeText;

export function isSafeText(value: string): boolean {
  return !UNSAFE.test(value);
}

/**
 * The path of the first string (value or object key) breaking the rule anywhere in a
 * payload, '' for the payload itself, or null when every string is safe.
 */
export function findUnsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (!isSafeText(key)) return at;
      const found = findUnsafeText(item, at);
      if (found !== null) return found;
    }
  }
  return null;
}

/** A string schema with the rule built in, for new schemas. */
export const safeText = () => z.string().refine(isSafeText, { error: message('validation.unsafeText') });

/** True for a real calendar day YYYY-MM-DD between 1900 and 9999 (no 2026-13-45, no 0000-01-01). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date filter of a record list: YYYY-MM-DD and a day that exists. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message('validation.dateFormat') })
  .refine(isCalendarDate, { error: message('validation.dateMissing') });
