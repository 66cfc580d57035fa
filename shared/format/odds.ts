import type { OddsFormat } from '../session';
import { roundTo } from './round';

export type { OddsFormat };

/**
 * Decimals kept by `convertOdds` and `toHongKong`. With 3, a round trip H -> M/I -> H
 * lands within 0.005 of the start for H up to 3 (handicap and over/under markets, where
 * Malay and Indonesian odds are used); above that -1/H loses precision (9.99 -> -0.1 -> 10).
 */
export const ODDS_DECIMALS = 3;
/** Decimals shown by `formatOdds`, as bookmakers print odds. */
export const ODDS_DISPLAY_DECIMALS = 2;

function assertHongKong(hk: number): void {
  if (!Number.isFinite(hk) || hk <= 0) throw new RangeError(`Hong Kong odds must be > 0: ${hk}`);
}

function rawFromHongKong(hk: number, to: OddsFormat): number {
  assertHongKong(hk);
  switch (to) {
    case 'H':
      return hk;
    case 'E':
      return hk + 1;
    case 'M':
      return hk <= 1 ? hk : -1 / hk;
    case 'I':
      return hk >= 1 ? hk : -1 / hk;
  }
}

/**
 * Hong Kong odds (the server's and the default format, SPEC §3) in another format:
 * E = H + 1; M = H when H <= 1, else -1/H; I = H when H >= 1, else -1/H. Rounded half
 * away from zero to `ODDS_DECIMALS` (3) places.
 *
 * @throws {RangeError} when `hk` is not a finite number above 0 (no format can show it).
 */
export function convertOdds(hk: number, to: OddsFormat): number {
  return roundTo(rawFromHongKong(hk, to), ODDS_DECIMALS);
}

/**
 * The inverse of `convertOdds`: a value in format `from` back to Hong Kong odds, rounded
 * to `ODDS_DECIMALS` (3) places. Valid inputs: H > 0; E > 1; M in [-1, 0) or (0, 1];
 * I <= -1 or I >= 1.
 *
 * @throws {RangeError} when `value` is not finite or outside the valid range of `from`.
 */
export function toHongKong(value: number, from: OddsFormat): number {
  const invalid = (): never => {
    throw new RangeError(`not a valid ${from} odds value: ${value}`);
  };
  if (!Number.isFinite(value)) invalid();
  let hk: number;
  switch (from) {
    case 'H':
      hk = value > 0 ? value : invalid();
      break;
    case 'E':
      hk = value > 1 ? value - 1 : invalid();
      break;
    case 'M':
      if (value > 0 && value <= 1) hk = value;
      else if (value < 0 && value >= -1) hk = -1 / value;
      else hk = invalid();
      break;
    case 'I':
      if (value >= 1) hk = value;
      else if (value <= -1) hk = -1 / value;
      else hk = invalid();
      break;
  }
  return roundTo(hk, ODDS_DECIMALS);
}

/**
 * Hong Kong odds as display text in format `to` (default H), with a fixed number of
 * decimals (default `ODDS_DISPLAY_DECIMALS`): formatOdds(0.8, 'M') -> "0.80";
 * formatOdds(1.25, 'M') -> "-0.80"; formatOdds(0.5, 'E') -> "1.50". Rounded once, from
 * the exact conversion.
 *
 * @throws {RangeError} when `hk` is not a finite number above 0.
 */
export function formatOdds(
  hk: number,
  to: OddsFormat = 'H',
  decimals: number = ODDS_DISPLAY_DECIMALS,
): string {
  return roundTo(rawFromHongKong(hk, to), decimals).toFixed(decimals);
}

/**
 * The format a play's odds are printed in. Chinese books print 1X2 (独赢, `M`) and
 * outrights (冠军, `CH`) in decimal (European) odds whatever the handicap format chosen;
 * handicap, over/under and odd/even follow the member's format.
 */
export function oddsFormatForPlay(play: string, chosen: OddsFormat): OddsFormat {
  return play === 'M' || play === 'CH' ? 'E' : chosen;
}
