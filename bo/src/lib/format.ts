import { formatDateTime, formatMoneyFixed } from '@site/shared/format';

/** Fen as yuan with two decimals, at the edge only (money stays integer fen in code). */
export function money(fen: number): string {
  return formatMoneyFixed(fen);
}

/** A server time (ISO or text) in Beijing time; an unreadable one as it came. */
export function time(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDateTime(date);
}
