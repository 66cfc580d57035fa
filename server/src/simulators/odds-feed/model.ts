import { settlement } from '@site/shared/betting';

/**
 * The probability maths of the simulated book: integer distributions (Poisson goals and
 * corners, their sums and differences), the normal curve (basketball points) and what an
 * Asian line is worth to each side once its quarter split and pushes are counted.
 */

/** A distribution over whole numbers: P(X = min + i) = p[i]. */
export interface IntDist {
  min: number;
  p: number[];
}

/** Poisson(mean) up to `max`, the tail above `max` folded into `max` (so it sums to 1). */
export function poisson(mean: number, max: number): IntDist {
  const p: number[] = [];
  let term = Math.exp(-Math.max(0, mean));
  let sum = 0;
  for (let k = 0; k < max; k++) {
    p.push(term);
    sum += term;
    term = (term * mean) / (k + 1);
  }
  p.push(Math.max(0, 1 - sum));
  return { min: 0, p };
}

/** X + c. */
export const shift = (d: IntDist, c: number): IntDist => ({ min: d.min + c, p: d.p });

/** The distribution of X + Y (sign = 1) or X - Y (sign = -1) for independent X, Y. */
export function combine(x: IntDist, y: IntDist, sign: 1 | -1): IntDist {
  const ys = sign === 1 ? y : { min: -(y.min + y.p.length - 1), p: [...y.p].reverse() };
  const p = new Array<number>(x.p.length + ys.p.length - 1).fill(0);
  x.p.forEach((px, i) => ys.p.forEach((py, j) => (p[i + j] = (p[i + j] ?? 0) + px * py)));
  return { min: x.min + ys.min, p };
}

/** P(test(value)) under `d`. */
export function prob(d: IntDist, test: (value: number) => boolean): number {
  return d.p.reduce((sum, pv, i) => (test(d.min + i) ? sum + pv : sum), 0);
}

/** Standard normal CDF (Abramowitz-Stegun 7.1.26 on erf, |error| < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}

/**
 * What backing "value + line > 0" is worth: the probability-weighted win and loss shares of
 * the stake, each half of a quarter line on its own (a push returns its half). The fair
 * chance of such a bet, pushes left out, is win / (win + loss).
 */
export function asianShares(
  chance: (threshold: number) => { above: number; below: number },
  line: number,
): { win: number; loss: number } {
  const [a, b] = settlement.splitLine(line);
  let win = 0;
  let loss = 0;
  for (const half of [a, b]) {
    // Wins when value > -half, loses when value < -half; equal is a push.
    const { above, below } = chance(-half);
    win += above / 2;
    loss += below / 2;
  }
  return { win, loss };
}

/** Above/below a threshold for an integer distribution (values equal to it push); O(1) a query. */
export function intChance(d: IntDist): (threshold: number) => { above: number; below: number } {
  const cdf: number[] = [];
  d.p.reduce((sum, pv, i) => (cdf[i] = sum + pv), 0);
  const total = cdf[cdf.length - 1] ?? 1;
  /** P(X <= v) for a whole number v. */
  const atMost = (v: number): number => {
    const i = v - d.min;
    return i < 0 ? 0 : i >= cdf.length ? total : (cdf[i] ?? 0);
  };
  return (threshold) => {
    const whole = Math.abs(threshold - Math.round(threshold)) < 1e-9;
    const below = whole ? atMost(Math.round(threshold) - 1) : atMost(Math.floor(threshold));
    const notAbove = whole ? atMost(Math.round(threshold)) : atMost(Math.floor(threshold));
    return { above: total - notAbove, below };
  };
}

/** Above/below for a normal variable (never equal: basketball lines are half points). */
export const normalChance =
  (mean: number, sd: number) =>
  (threshold: number): { above: number; below: number } => {
    const below = normalCdf((threshold - mean) / Math.max(sd, 0.5));
    return { above: 1 - below, below };
  };

/** A line on offer stays while its fair chance is within this of one half: lines do not flicker. */
export const LINE_HOLD = 0.08;

/**
 * The line nearest an even contest for the side "value + line > 0": tried over `candidates`,
 * the one whose fair chance is closest to one half; the line on offer now (`keep`) stays
 * while it is still near even, as a book moves its line only when the price has moved
 * enough. Null when every candidate is all push.
 */
export function balancedLine(
  chance: (threshold: number) => { above: number; below: number },
  candidates: readonly number[],
  keep: number | null = null,
): { line: number; p: number } | null {
  if (keep !== null) {
    const { win, loss } = asianShares(chance, keep);
    const p = win + loss < 1e-9 ? 0 : win / (win + loss);
    if (Math.abs(p - 0.5) <= LINE_HOLD) return { line: keep, p };
  }
  let best: { line: number; p: number } | null = null;
  for (const line of candidates) {
    const { win, loss } = asianShares(chance, line);
    if (win + loss < 1e-9) continue;
    const p = win / (win + loss);
    if (!best || Math.abs(p - 0.5) < Math.abs(best.p - 0.5) - 1e-12) best = { line, p };
  }
  return best;
}

/** Lines around `center` in `step`s (quarters for football goals, whole points + 0.5 else). */
export function linesAround(center: number, step: 0.25 | 0.5 | 1, span: number, half = false): number[] {
  const base = half ? Math.floor(center) + 0.5 : Math.round(center / step) * step;
  const out: number[] = [];
  for (let i = -span; i <= span; i++) out.push(base + i * step);
  return out;
}
