import { t } from '@site/shared/i18n';

/** How a currency is marked: `symbol` gives "¥1,234", `suffix` gives "1,234元", `none` gives "1,234". */
export type CurrencyMark = 'none' | 'symbol' | 'suffix';

export interface MoneyFormatOptions {
  /** Default `none`. */
  currency?: CurrencyMark;
}

// Made on first use, not when the module loads: the first Intl formatter of a page loads the
// locale's ICU data (about 140 ms at 4x CPU in a trace of /home's boot, issue 31), and a
// guest's first screen shows no money.
let noDecimals: Intl.NumberFormat | undefined;
function wholeYuan(yuan: number): string {
  noDecimals ??= new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0, useGrouping: true });
  return noDecimals.format(yuan);
}

function assertFen(fen: number): void {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer: ${fen}`);
}

function mark(sign: string, digits: string, currency: CurrencyMark): string {
  if (currency === 'symbol') return `${sign}${t('format.currencySymbol')}${digits}`;
  if (currency === 'suffix') return `${sign}${digits}${t('format.currencySuffix')}`;
  return `${sign}${digits}`;
}

function yuanDigits(absFen: number, keepZeroCents: boolean): string {
  const cents = absFen % 100;
  // Whole yuan go through the integer formatter so large amounts never pass through a
  // float division; cents are appended as text.
  const whole = wholeYuan(Math.floor(absFen / 100));
  if (cents === 0 && !keepZeroCents) return whole;
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

/**
 * Money for display (SPEC §9): zh-CN grouping, two decimals, a trailing ".00" removed.
 * 123400 -> "1,234"; 123450 -> "1,234.50"; -5 -> "-0.05".
 *
 * @param fen integer amount in fen.
 * @throws {RangeError} when `fen` is not a safe integer (a float or NaN means a unit bug upstream).
 */
export function formatMoney(fen: number, opts: MoneyFormatOptions = {}): string {
  assertFen(fen);
  return mark(fen < 0 ? '-' : '', yuanDigits(Math.abs(fen), false), opts.currency ?? 'none');
}

/**
 * Money always with two decimals ("1,234.00"), for the total venue money (SPEC §3).
 *
 * @throws {RangeError} when `fen` is not a safe integer.
 */
export function formatMoneyFixed(fen: number, opts: MoneyFormatOptions = {}): string {
  assertFen(fen);
  return mark(fen < 0 ? '-' : '', yuanDigits(Math.abs(fen), true), opts.currency ?? 'none');
}
