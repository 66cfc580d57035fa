import type { sports } from '@site/shared/contract';
import { settlement } from '@site/shared/betting';
import {
  balancedLine,
  combine,
  intChance,
  linesAround,
  normalCdf,
  normalChance,
  poisson,
  prob,
  shift,
  type IntDist,
} from './model';

/** The bookmaker's margin: the implied probabilities of a market add up to this (6 % overround). */
export const MARGIN = 1.06;
/** Odds the book offers, Hong Kong: at least 0.01 (decimal 1.01), at most 150. */
export const MIN_HK = 0.01;
export const MAX_HK = 150;
/** A market whose favourite is likelier than this is as good as decided: closed, not priced. */
export const DECIDED = 0.99;
/** A selection less likely than this would pay above MAX_HK: not offered. */
const LONGEST = 1 / ((MAX_HK + 1) * MARGIN);

export const round2 = (x: number): number => Math.round(x * 100) / 100;
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** Hong Kong odds of a probability, margin included, two decimals (outrights; clamped). */
export function hkOf(p: number): number {
  return round2(clamp(1 / (clamp(p, 0.005, 0.95) * MARGIN) - 1, 0.03, MAX_HK));
}

/** Football lines move in quarters; other sports use half lines, so they never push. */
export function roundLine(x: number, quarter: boolean): number {
  if (quarter) return Math.round(x * 4) / 4 || 0;
  return Math.floor(x) + 0.5;
}

export interface PricedMarket {
  w: sports.AnyPlayType;
  line: number | null;
  /** Selection code -> Hong Kong odds; a selection left out is not offered now. */
  odds: Record<string, number>;
  /** False when the market is as good as decided (or has one side left): shown locked. */
  open: boolean;
}

/**
 * A market from fair probabilities: each selection at 1 / (p x MARGIN / offered) - 1, two
 * decimals, so the implied probabilities of what is offered add up to the margin. A
 * selection too unlikely to price (it would pay above MAX_HK) is left out, and `offered` is
 * the chance of the rest; a market with a near-certain favourite is closed.
 */
export function offer(
  w: sports.AnyPlayType,
  line: number | null,
  probs: Readonly<Record<string, number>>,
): PricedMarket {
  const kept = Object.entries(probs).filter(([, p]) => p >= LONGEST);
  const offered = kept.reduce((sum, [, p]) => sum + p, 0);
  const odds: Record<string, number> = {};
  let top = 0;
  for (const [r, p] of kept) {
    const share = p / offered;
    top = Math.max(top, share);
    odds[r] = round2(clamp(1 / (share * MARGIN) - 1, MIN_HK, MAX_HK));
  }
  return { w, line, odds, open: top <= DECIDED && kept.length >= 2 };
}

/** A two-sided Asian line market from the fair chance `p` of its first side. */
const twoWay = (w: sports.AnyPlayType, line: number, sides: [string, string], p: number): PricedMarket =>
  offer(w, line, { [sides[0]]: p, [sides[1]]: 1 - p });

/** Expected goals (or corners) still to come for each side. */
export interface Expect {
  home: number;
  away: number;
}

/** What the prices of a goal sport (football, VR football, hockey, baseball) need to know now. */
export interface GoalInput {
  home: number;
  away: number;
  /** Still to come in the first half (football; zero once it is over) and after it. */
  first: Expect;
  second: Expect;
  /** Football: the half-time score once the first half is over, else null. */
  htHome: number | null;
  htAway: number | null;
  /** The in-play handicap covers only the goals still to come (football, settlement.scoreForLeg). */
  runningBall: boolean;
  quarterLines: boolean;
  /** Football: first-half markets while the first half is open, and the 「更多玩法」 markets. */
  football: boolean;
  /** Football: corners so far and to come. */
  corners: (Expect & { now: Expect }) | null;
  /** The lines on offer now, kept while still near even (model.balancedLine). */
  lines?: Partial<Record<sports.AnyPlayType, number | null>>;
}

const GOALS_MAX = 10;
const CORNERS_MAX = 24;
const outcome = (diff: number): 'H' | 'N' | 'C' => (diff > 0 ? 'H' : diff < 0 ? 'C' : 'N');

function oneXTwo(w: 'M' | 'HM', diff: IntDist, draw: boolean): PricedMarket {
  const h = prob(diff, (v) => v > 0);
  const c = prob(diff, (v) => v < 0);
  // No draw (baseball, basketball): a level score goes on, shared as a coin toss.
  if (!draw) return offer(w, null, { H: h + (1 - h - c) / 2, C: c + (1 - h - c) / 2 });
  return offer(w, null, { H: h, N: 1 - h - c, C: c });
}

function handicap(
  w: 'R' | 'HR' | 'CR',
  diff: IntDist,
  quarter: boolean,
  keep: number | null = null,
): PricedMarket | null {
  const mean = diff.p.reduce((s, pv, i) => s + pv * (diff.min + i), 0);
  const best = balancedLine(
    intChance(diff),
    linesAround(-mean, quarter ? 0.25 : 1, quarter ? 8 : 3, !quarter),
    keep,
  );
  return best && twoWay(w, best.line, ['H', 'C'], best.p);
}

function overUnder(
  w: 'OU' | 'HOU' | 'COU',
  total: IntDist,
  quarter: boolean,
  keep: number | null = null,
): PricedMarket | null {
  const mean = total.p.reduce((s, pv, i) => s + pv * (total.min + i), 0);
  const floor = total.min + 0.5;
  const candidates = linesAround(mean, quarter ? 0.25 : 1, quarter ? 8 : 3, !quarter).filter(
    (l) => l >= floor,
  );
  // Over wins when total - line > 0: the same shares as a handicap of -line on the total.
  // A kept total must still be above the goals so far.
  const held = keep !== null && keep >= floor ? -keep : null;
  const best = balancedLine(
    intChance(total),
    candidates.map((l) => -l),
    held,
  );
  return best && twoWay(w, -best.line, ['O', 'U'], best.p);
}

const oddEven = (total: IntDist): PricedMarket =>
  offer('EO', null, { O: prob(total, (v) => Math.abs(v) % 2 === 1), E: prob(total, (v) => v % 2 === 0) });

/**
 * Every market of a goal sport from independent Poisson goals: the score difference and
 * total still to come, added to the score now, give 1X2, the Asian handicap and total
 * lines, odd/even; football adds its first-half lines and 「更多玩法」 (correct score, total
 * goals, both teams to score, half-time/full-time, corners from their own Poisson model).
 */
export function priceGoals(x: GoalInput, draw: boolean): PricedMarket[] {
  const keep = (w: sports.AnyPlayType): number | null => x.lines?.[w] ?? null;
  const restH = poisson(x.first.home + x.second.home, GOALS_MAX);
  const restA = poisson(x.first.away + x.second.away, GOALS_MAX);
  const restDiff = combine(restH, restA, -1);
  const finalDiff = shift(restDiff, x.home - x.away);
  const finalTotal = shift(combine(restH, restA, 1), x.home + x.away);
  const markets: (PricedMarket | null)[] = [
    handicap('R', x.runningBall ? restDiff : finalDiff, x.quarterLines, keep('R')),
    overUnder('OU', finalTotal, x.quarterLines, keep('OU')),
    oneXTwo('M', finalDiff, draw),
    oddEven(finalTotal),
  ];
  if (!x.football) return markets.filter((m) => m !== null);
  const halfOpen = x.htHome === null;
  const firstH = poisson(x.first.home, GOALS_MAX);
  const firstA = poisson(x.first.away, GOALS_MAX);
  const firstDiff = combine(firstH, firstA, -1);
  const htDiff = halfOpen ? shift(firstDiff, x.home - x.away) : null;
  if (htDiff) {
    markets.push(
      handicap('HR', x.runningBall ? firstDiff : htDiff, true, keep('HR')),
      overUnder('HOU', shift(combine(firstH, firstA, 1), x.home + x.away), true, keep('HOU')),
      oneXTwo('HM', htDiff, true),
    );
  }
  markets.push(correctScore(x, restH, restA), totalGoals(finalTotal), bothScore(x), halfFull(x, htDiff));
  if (x.corners) {
    const c = x.corners;
    const cornersH = poisson(c.home, CORNERS_MAX);
    const cornersA = poisson(c.away, CORNERS_MAX);
    // Corners settle on the whole match's count (no running ball): the count so far is in the line.
    markets.push(
      handicap('CR', shift(combine(cornersH, cornersA, -1), c.now.home - c.now.away), false, keep('CR')),
      overUnder('COU', shift(combine(cornersH, cornersA, 1), c.now.home + c.now.away), false, keep('COU')),
    );
  }
  return markets.filter((m) => m !== null);
}

function correctScore(x: GoalInput, restH: IntDist, restA: IntDist): PricedMarket {
  const probs: Record<string, number> = {};
  let listed = 0;
  for (let h = x.home; h <= settlement.CORRECT_SCORE_MAX; h++)
    for (let a = x.away; a <= settlement.CORRECT_SCORE_MAX; a++) {
      const p = (restH.p[h - x.home] ?? 0) * (restA.p[a - x.away] ?? 0);
      probs[settlement.correctScoreCode(h, a)] = p;
      listed += p;
    }
  probs.OTH = Math.max(0, 1 - listed);
  return offer('CS', null, probs);
}

function totalGoals(total: IntDist): PricedMarket {
  const probs: Record<string, number> = {};
  for (const [code, [lo, hi]] of Object.entries(settlement.TOTAL_GOAL_BANDS))
    probs[code] = prob(total, (v) => v >= lo && v <= hi);
  return offer('TG', null, probs);
}

function bothScore(x: GoalInput): PricedMarket {
  const scores = (now: number, rest: number): number => (now > 0 ? 1 : 1 - Math.exp(-rest));
  const yes = scores(x.home, x.first.home + x.second.home) * scores(x.away, x.first.away + x.second.away);
  return offer('BTS', null, { Y: yes, N: 1 - yes });
}

/** Half-time/full-time: the half's result, then the second half's difference on top of it. */
function halfFull(x: GoalInput, htDiff: IntDist | null): PricedMarket {
  const secondDiff = combine(poisson(x.second.home, GOALS_MAX), poisson(x.second.away, GOALS_MAX), -1);
  const half: IntDist = htDiff ?? { min: (x.htHome ?? 0) - (x.htAway ?? 0), p: [1] };
  const probs: Record<string, number> = {};
  half.p.forEach((ph, i) => {
    const v = half.min + i;
    secondDiff.p.forEach((p2, j) => {
      const key = `${outcome(v)}${outcome(v + secondDiff.min + j)}`;
      probs[key] = (probs[key] ?? 0) + ph * p2;
    });
  });
  for (const a of ['H', 'N', 'C']) for (const b of ['H', 'N', 'C']) probs[`${a}${b}`] ??= 0;
  return offer('HTFT', null, probs);
}

/** What the prices of a basketball game need: score now and the points still to come. */
export interface PointsInput {
  home: number;
  away: number;
  /** Expected points still to come for each side, and the spread of the margin and total still to come. */
  rest: Expect;
  marginSd: number;
  totalSd: number;
  tilt: number;
  /** The lines on offer now (R, OU), kept while still near even. */
  lines?: Partial<Record<sports.AnyPlayType, number | null>>;
}

/**
 * Basketball from the normal curve: the final margin ~ N(score difference + expected
 * difference to come, marginSd) and the total likewise; half-point lines (never a push),
 * the money line with overtime shared evenly, odd/even even.
 */
export function pricePoints(x: PointsInput): PricedMarket[] {
  const margin = x.home - x.away + x.rest.home - x.rest.away;
  const total = x.home + x.away + x.rest.home + x.rest.away;
  const diffChance = normalChance(margin, x.marginSd);
  const totalChance = normalChance(total, x.totalSd);
  const markets: PricedMarket[] = [];
  const r = balancedLine(diffChance, linesAround(-margin, 1, 3, true), x.lines?.R ?? null);
  if (r) markets.push(twoWay('R', r.line, ['H', 'C'], r.p));
  const ou = balancedLine(
    totalChance,
    linesAround(total, 1, 3, true).map((l) => -l),
    x.lines?.OU === undefined || x.lines.OU === null ? null : -x.lines.OU,
  );
  if (ou) markets.push(twoWay('OU', -ou.line, ['O', 'U'], ou.p));
  const h = 1 - normalCdf(-margin / Math.max(x.marginSd, 0.5));
  markets.push(offer('M', null, { H: h, C: 1 - h }));
  markets.push(offer('EO', null, { O: 0.5 + x.tilt / 3, E: 0.5 - x.tilt / 3 }));
  return markets;
}

/**
 * Set, frame and inning-free sports (tennis, volleyball, table tennis, snooker): the
 * match's strength and the sets still to play, a logistic model of the sets difference.
 */
export interface SetInput {
  strength: number;
  sigma: number;
  total: number;
  diff: number;
  played: number;
  remaining: number;
  tilt: number;
}

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

export function priceSets(x: SetInput): PricedMarket[] {
  const expectedDiff = x.diff + x.strength * x.sigma * x.remaining;
  const expectedTotal = x.played + x.total * x.remaining;
  const spread = Math.max(0.6, x.sigma * Math.sqrt(Math.max(x.remaining, 0.05)));
  const rLine = -roundLine(expectedDiff, false);
  const pr = clamp(0.5 + (expectedDiff + rLine) / (spread * 2.5) + x.tilt, 0.3, 0.7);
  const ouLine = Math.max(0.5, roundLine(expectedTotal, false));
  const ouSpread = Math.max(0.8, Math.sqrt(x.total) * Math.sqrt(Math.max(x.remaining, 0.05)));
  const po = clamp(0.5 + (expectedTotal - ouLine) / (ouSpread * 2.5) - x.tilt, 0.3, 0.7);
  const ph = logistic((expectedDiff / spread) * 1.6 + x.tilt);
  return [
    twoWay('R', rLine, ['H', 'C'], pr),
    twoWay('OU', ouLine, ['O', 'U'], po),
    offer('M', null, { H: ph, C: 1 - ph }),
    offer('EO', null, { O: 0.5 + x.tilt / 3, E: 0.5 - x.tilt / 3 }),
  ];
}

/** Champion odds from team weights (normalised to probabilities). */
export function priceOutright(weights: Record<string, number>, tilt: number): Record<string, number> {
  const sum = Object.values(weights).reduce((a, b) => a + b, 0);
  const odds: Record<string, number> = {};
  for (const [code, w] of Object.entries(weights))
    odds[code] = hkOf(clamp((w / sum) * (1 + tilt), 0.01, 0.95));
  return odds;
}
