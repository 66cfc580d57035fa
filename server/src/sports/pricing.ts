import type { sports } from '@site/shared/contract';
import type { SportModel } from './catalog';

/** The bookmaker's margin: implied probabilities of a market add up to this. */
const MARGIN = 1.06;
const MIN_HK = 0.03;
const MAX_HK = 80;

export const round2 = (x: number): number => Math.round(x * 100) / 100;
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** Hong Kong odds of a probability, margin included, two decimals. */
export function hkOf(p: number): number {
  return round2(clamp(1 / (clamp(p, 0.01, 0.99) * MARGIN) - 1, MIN_HK, MAX_HK));
}

/** Football lines move in quarters; other sports use half lines, so they never push. */
export function roundLine(x: number, quarter: boolean): number {
  if (quarter) return Math.round(x * 4) / 4 || 0;
  return Math.floor(x) + 0.5;
}

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/** What the prices need to know about a match now. */
export interface PriceInput {
  model: SportModel;
  /** Home edge in [-1, 1]. */
  strength: number;
  /** Score so far (home - away and total) and the share of the match still to play (0..1). */
  diff: number;
  total: number;
  remaining: number;
  /** Per-match drift of the prices, a small random walk. */
  tilt: number;
  /** First-half markets still open (football before half-time). */
  halfOpen: boolean;
  halfDiff: number;
  halfTotal: number;
  halfRemaining: number;
  /**
   * Running-ball handicap (football): the R / HR lines cover only the goals still to come,
   * because such a bet settles on the goals scored after it (settlement.scoreForLeg).
   */
  runningBall: boolean;
}

export interface PricedMarket {
  w: sports.PlayType;
  line: number | null;
  /** Selection code -> Hong Kong odds. */
  odds: Record<string, number>;
}

function handicap(
  w: 'R' | 'HR',
  expectedDiff: number,
  sigma: number,
  quarter: boolean,
  tilt: number,
): PricedMarket {
  const line = -roundLine(expectedDiff, quarter);
  const p = clamp(0.5 + (expectedDiff + line) / (sigma * 2.5) + tilt, 0.3, 0.7);
  return { w, line, odds: { H: hkOf(p), C: hkOf(1 - p) } };
}

function overUnder(
  w: 'OU' | 'HOU',
  expectedTotal: number,
  spread: number,
  quarter: boolean,
  tilt: number,
): PricedMarket {
  const line = Math.max(0.5, roundLine(expectedTotal, quarter));
  const p = clamp(0.5 + (expectedTotal - line) / (spread * 2.5) - tilt, 0.3, 0.7);
  return { w, line, odds: { O: hkOf(p), U: hkOf(1 - p) } };
}

/** Every market of a match at this moment (in-play totals and 1X2 follow the score). */
export function priceMatch(x: PriceInput): PricedMarket[] {
  const { model } = x;
  const expectedDiff = x.diff + x.strength * model.sigma * x.remaining;
  const expectedTotal = x.total + model.total * x.remaining;
  const spread = Math.max(0.6, model.sigma * Math.sqrt(Math.max(x.remaining, 0.05)));
  const handicapDiff = x.runningBall ? expectedDiff - x.diff : expectedDiff;
  const markets: PricedMarket[] = [
    handicap('R', handicapDiff, spread, model.quarterLines, x.tilt),
    overUnder(
      'OU',
      expectedTotal,
      Math.max(0.8, Math.sqrt(model.total) * Math.sqrt(Math.max(x.remaining, 0.05))),
      model.quarterLines,
      x.tilt,
    ),
  ];
  const z = expectedDiff / spread;
  if (model.draw) {
    const pd = clamp(0.3 * Math.exp(-Math.abs(z) * 0.8) * (x.remaining > 0.05 ? 1 : 1.5), 0.03, 0.6);
    const ph = (1 - pd) * logistic(z * 1.6 + x.tilt);
    markets.push({ w: 'M', line: null, odds: { H: hkOf(ph), N: hkOf(pd), C: hkOf(1 - pd - ph) } });
  } else {
    const ph = logistic(z * 1.6 + x.tilt);
    markets.push({ w: 'M', line: null, odds: { H: hkOf(ph), C: hkOf(1 - ph) } });
  }
  markets.push({ w: 'EO', line: null, odds: { O: hkOf(0.5 + x.tilt / 3), E: hkOf(0.5 - x.tilt / 3) } });
  if (x.halfOpen) {
    const halfDiff = (x.runningBall ? 0 : x.halfDiff) + (x.strength * model.sigma * x.halfRemaining) / 2;
    const halfTotal = x.halfTotal + (model.total * x.halfRemaining) / 2;
    markets.push(handicap('HR', halfDiff, Math.max(0.5, spread / 1.4), true, -x.tilt));
    markets.push(overUnder('HOU', halfTotal, 0.9, true, -x.tilt));
  }
  return markets;
}

/** Champion odds from team weights (normalised to probabilities). */
export function priceOutright(weights: Record<string, number>, tilt: number): Record<string, number> {
  const sum = Object.values(weights).reduce((a, b) => a + b, 0);
  const odds: Record<string, number> = {};
  for (const [code, w] of Object.entries(weights))
    odds[code] = hkOf(clamp((w / sum) * (1 + tilt), 0.01, 0.95));
  return odds;
}
