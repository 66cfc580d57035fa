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
 * How deeply a request's JSON may nest (objects and arrays inside each other). No request of
 * the API comes near it; a payload nested thousands deep only exists to exhaust a recursive
 * walk, so it is refused as bad input (6007) before anything else looks at it.
 */
export const MAX_JSON_DEPTH = 64;

/** zh-CN, for the server's own messages, like UNSAFE_TEXT_MESSAGE. */
export const TOO_DEEP_MESSAGE = validation.jsonTooDeep.replace('{max}', String(MAX_JSON_DEPTH));

/**
 * True when `value` nests objects or arrays more than `max` deep (a scalar is depth 0,
 * `{}` and `[]` are 1). Iterative, so any depth is measured without growing the call stack;
 * it stops at the first container past `max`.
 */
export function isNestedDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [item, depth] = top;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The path of the first string (value or object key) breaking the rule anywhere in a
 * payload, '' for the payload itself, or null when every string is safe. Iterative (an
 * explicit stack, children in document order), so no nesting depth overflows the call stack.
 */
export function findUnsafeText(value: unknown, path = ''): string | null {
  // A task is a value to walk, or (key !== undefined) an object key to check. Tasks go on the
  // stack last-first, so the walk meets keys and values in the order a recursive walk did:
  // "the first bad field" is the same field.
  const stack: { item: unknown; at: string; key?: string }[] = [{ item: value, at: path }];
  for (let task = stack.pop(); task; task = stack.pop()) {
    const { item, at, key } = task;
    if (key !== undefined) {
      if (!isSafeText(key)) return at;
    } else if (typeof item === 'string') {
      if (!isSafeText(item)) return at;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i -= 1)
        stack.push({ item: item[i], at: at ? `${at}.${i}` : String(i) });
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [k, child] = entries[i] as [string, unknown];
        const childAt = at ? `${at}.${k}` : k;
        stack.push({ item: child, at: childAt }, { item: undefined, at: childAt, key: k });
      }
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
