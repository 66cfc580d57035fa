/**
 * China time, the one module (issue 27): the site's calendar is Beijing time (UTC+8, no DST),
 * so a fixed offset is exact. Calendar arithmetic on epoch milliseconds, dates as YYYY-MM-DD.
 */
const OFFSET = 8 * 3600_000;
const DAY = 86_400_000;

export interface ChinaDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export function chinaDay(ms: number): ChinaDay {
  const d = new Date(ms + OFFSET);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Start (UTC ms) of the China day holding `ms`. */
export function dayStart(ms: number): number {
  return Math.floor((ms + OFFSET) / DAY) * DAY - OFFSET;
}

export function monthStart(ms: number): number {
  const { year, month } = chinaDay(ms);
  return Date.UTC(year, month - 1, 1) - OFFSET;
}

export function nextMonthStart(ms: number): number {
  const { year, month } = chinaDay(ms);
  return Date.UTC(year, month, 1) - OFFSET;
}

/** Monday 00:00 of the ISO week holding `ms`. */
export function weekStart(ms: number): number {
  const start = dayStart(ms);
  const weekday = (new Date(start + OFFSET).getUTCDay() + 6) % 7;
  return start - weekday * DAY;
}

/** ISO week key, e.g. "2026-W48". */
export function isoWeekKey(ms: number): string {
  const monday = weekStart(ms);
  const thursday = chinaDay(monday + 3 * DAY);
  const jan1 = Date.UTC(thursday.year, 0, 1) - OFFSET;
  const week = Math.floor((monday + 3 * DAY - jan1) / DAY / 7) + 1;
  return `${thursday.year}-W${String(week).padStart(2, '0')}`;
}

export function monthKey(ms: number): string {
  const { year, month } = chinaDay(ms);
  return `${year}-${String(month).padStart(2, '0')}`;
}

export const DAY_MS = DAY;

/** The offset of China time from UTC (SQL that buckets by China day takes it in seconds). */
export const CHINA_OFFSET_MS = OFFSET;

/** The China (UTC+8) calendar date of an instant, as YYYY-MM-DD. */
export function chinaDate(at: Date | number): string {
  return new Date(+at + OFFSET).toISOString().slice(0, 10);
}

/** China time of an instant, "YYYY-MM-DD HH:mm:ss" (the API's time format). */
export function formatChinaTime(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Date(date.getTime() + OFFSET).toISOString().slice(0, 19).replace('T', ' ');
}

/** China time of an instant to the minute, "YYYY-MM-DD HH:mm". */
export function chinaMinuteText(ms: number): string {
  return formatChinaTime(ms).slice(0, 16);
}

/** The China date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The instant a China date (YYYY-MM-DD) begins. */
export function chinaDayStartOf(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - OFFSET);
}

/** The instant a China date begins, or null when `date` is not a real YYYY-MM-DD (2026-02-30). */
export function chinaDayStartIfReal(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const start = chinaDayStartOf(date);
  return Number.isNaN(start.getTime()) || chinaDate(start) !== date ? null : start;
}
