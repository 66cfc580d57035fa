import { getLocale } from '@site/shared/i18n';

/** Every date of the site is shown in Beijing time, whatever the browser's zone. */
export const SITE_TIME_ZONE = 'Asia/Shanghai';

export type DateInput = string | number | Date;

// Made on first use (see format/money.ts: a formatter loads ICU data the boot does not need).
let beijing: Intl.DateTimeFormat | undefined;
const beijingFormat = (): Intl.DateTimeFormat =>
  (beijing ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

// Server times like "2024-05-01 20:30:00" carry no zone; they are Beijing time.
const ZONELESS = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?))?$/;

function zoneless(day: string, time: string | undefined): Date {
  // The Date parser rolls "2024-02-30" over to March 1st; a calendar date that does not
  // exist is an error here.
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  const check = new Date(Date.UTC(2000, m - 1, d));
  if (m < 1 || m > 12 || check.getUTCMonth() !== m - 1 || (d === 29 && m === 2 && !isLeap(y))) {
    return new Date(NaN);
  }
  return new Date(`${day}T${time ?? '00:00:00'}+08:00`);
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Taiwan writes dates 2024/05/01; the mainland 2024-05-01. */
function separator(): string {
  return getLocale() === 'zh-TW' ? '/' : '-';
}

function toDate(value: DateInput): Date {
  let date: Date;
  if (typeof value === 'string') {
    const match = ZONELESS.exec(value.trim());
    date = match ? zoneless(match[1] ?? '', match[2]) : new Date(value);
  } else {
    date = new Date(value);
  }
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return date;
}

function beijingParts(
  value: DateInput,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const found: Partial<Record<string, string>> = {};
  for (const part of beijingFormat().formatToParts(toDate(value))) found[part.type] = part.value;
  return {
    year: found.year ?? '',
    month: found.month ?? '',
    day: found.day ?? '',
    hour: found.hour ?? '',
    minute: found.minute ?? '',
    second: found.second ?? '',
  };
}

/**
 * "YYYY-MM-DD HH:mm:ss" (zh-TW: "YYYY/MM/DD HH:mm:ss") in Beijing time (Asia/Shanghai). Accepts a Date, epoch
 * milliseconds, an ISO string with offset, or a zoneless "YYYY-MM-DD[ HH:mm[:ss]]" string,
 * which is read as Beijing time (how the platform API sends times).
 *
 * @throws {RangeError} when the value is not a valid date.
 */
export function formatDateTime(value: DateInput): string {
  const p = beijingParts(value);
  const s = separator();
  return `${p.year}${s}${p.month}${s}${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * "YYYY-MM-DD" in Beijing time; same inputs as `formatDateTime`.
 *
 * @throws {RangeError} when the value is not a valid date.
 */
export function formatDate(value: DateInput): string {
  const p = beijingParts(value);
  const s = separator();
  return `${p.year}${s}${p.month}${s}${p.day}`;
}

/**
 * "YYYY-MM-DD" in Beijing time whatever the locale: a value for the API or a date field,
 * not for reading (formatDate writes 2026/11/24 in zh-TW, which the API refuses).
 *
 * @throws {RangeError} when the value is not a valid date.
 */
export function isoDate(value: DateInput): string {
  const p = beijingParts(value);
  return `${p.year}-${p.month}-${p.day}`;
}
