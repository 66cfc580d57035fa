import { isoDate } from '@site/shared/format';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** The last `days` days up to today, as "YYYY-MM-DD" in China time in every locale (they are API values) (the record's dates are China time). */
export function lastDays(days: number, now: number = Date.now()): DateRange {
  return { startDate: isoDate(now - (days - 1) * DAY_MS), endDate: isoDate(now) };
}
