/** Series (system) bets: k串1 combinations and the full cover n串(2^n - n - 1). */

/** A series option: k串1 (every combination of k legs) or the full cover. */
export type SeriesOption = number | 'full';

export interface SeriesChoice {
  option: SeriesOption;
  /** "3串1", or for the full cover "3串4". */
  label: string;
  /** Bets (combinations) the option makes: C(n, k), or 2^n - n - 1. */
  combos: number;
}

/** Slips hold at most 10 selections (SPEC §9); beyond that the counts are still exact. */
const MAX_N = 30;

function assertN(n: number): void {
  if (!Number.isInteger(n) || n < 0 || n > MAX_N)
    throw new RangeError(`selection count must be an integer 0-${MAX_N}: ${n}`);
}

/**
 * C(n, k), exact for the slip's sizes; 0 when k is outside 0..n.
 * @throws {RangeError} when n is not an integer 0-30 or k is not an integer.
 */
export function binomial(n: number, k: number): number {
  assertN(n);
  if (!Number.isInteger(k)) throw new RangeError(`k must be an integer: ${k}`);
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/**
 * Bets of the full cover of n legs: every combination of 2 or more legs, 2^n - n - 1
 * (3串4, 4串11, ... 10串1013).
 * @throws {RangeError} when n is not an integer 0-30.
 */
export function fullCoverCount(n: number): number {
  assertN(n);
  return n < 2 ? 0 : 2 ** n - n - 1;
}

/** Bets one option makes over n legs. @throws {RangeError} as `binomial`. */
export function comboCount(n: number, option: SeriesOption): number {
  return option === 'full' ? fullCoverCount(n) : binomial(n, option);
}

/** The label of an option over n legs: "k串1", or "n串(2^n - n - 1)" for the full cover. */
export function optionLabel(n: number, option: SeriesOption): string {
  return option === 'full' ? `${n}串${fullCoverCount(n)}` : `${option}串1`;
}

/**
 * Every option a series slip of n selections offers: 2串1 ... n串1, then the full cover
 * (from 3 selections on; for 2 it would be 2串1 again). Empty below 2 selections.
 * @throws {RangeError} when n is not an integer 0-30.
 */
export function seriesOptions(n: number): SeriesChoice[] {
  assertN(n);
  if (n < 2) return [];
  const choices: SeriesChoice[] = [];
  for (let k = 2; k <= n; k++) choices.push({ option: k, label: optionLabel(n, k), combos: binomial(n, k) });
  if (n >= 3) choices.push({ option: 'full', label: optionLabel(n, 'full'), combos: fullCoverCount(n) });
  return choices;
}

/**
 * Every k-element combination of `items`, in lexicographic order of positions
 * ([a,b,c], 2 -> [a,b] [a,c] [b,c]). Empty when k is outside 1..length.
 */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  if (!Number.isInteger(k) || k < 1 || k > items.length) return out;
  const pick: T[] = [];
  const walk = (start: number): void => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i] as T);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/**
 * The combinations one option makes over `items`: the k-combinations, or for the full cover
 * every combination of 2 or more (by size, then lexicographic). Length = comboCount.
 * @throws {RangeError} when an option k is not an integer 2..items.length.
 */
export function combosOf<T>(items: readonly T[], option: SeriesOption): T[][] {
  if (option === 'full') {
    const all: T[][] = [];
    for (let k = 2; k <= items.length; k++) all.push(...combinations(items, k));
    return all;
  }
  if (!Number.isInteger(option) || option < 2 || option > items.length) {
    throw new RangeError(`series option ${option}串1 needs 2..${items.length} legs`);
  }
  return combinations(items, option);
}
