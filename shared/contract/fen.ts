/**
 * Money crosses the wire as yuan text with at most two decimals ("1234.5", "-8.00"),
 * never as a float, and lives in code as integer fen. These two functions are the only
 * conversion between the two. Plain code on purpose (no zod, no messages): the browser's
 * formatting imports it by path, and a section that shows a stake must not load the
 * contract's schemas with it (money.ts adds the wire schema).
 */

/** @throws {Error} when `text` is not a yuan amount with at most two decimals. */
export function yuanTextToFen(text: string): number {
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`not a money amount: ${text}`);
  const [, sign, whole, frac = ''] = match;
  const fen = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return sign === '-' ? -fen : fen;
}

export function fenToYuanText(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new Error(`fen must be an integer: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
