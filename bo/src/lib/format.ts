import { formatDateTime, formatMoneyFixed } from '@site/shared/format';

/** Fen as yuan with two decimals, at the edge only (money stays integer fen in code). */
export function money(fen: number): string {
  return formatMoneyFixed(fen);
}

/**
 * A server time in Beijing time; an unreadable one as it came. The string goes to the shared
 * formatter as it is: a zoneless "YYYY-MM-DD HH:mm:ss" (the server's formatChinaTime) is read
 * there as Beijing time, where `new Date()` would read it in the browser's zone.
 */
export function time(value: string | null | undefined): string {
  if (!value) return '-';
  try {
    return formatDateTime(value);
  } catch {
    return value;
  }
}
