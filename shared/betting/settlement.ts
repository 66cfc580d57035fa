/** Settlement of SPEC §9 result codes, quarter lines and parlay leg factors. */
import { combosOf, type SeriesOption } from './series';

/** A restore (stake back), W win, LW half win, LL half loss, L loss, D cancelled, P draw (push). */
export type ResultCode = 'A' | 'W' | 'LW' | 'LL' | 'L' | 'D' | 'P';

/**
 * Play codes settled here (see contract sports playType and morePlayType): handicap,
 * over/under, 1X2, odd/even, first-half handicap / over-under / 1X2, correct score (CS),
 * total goals (TG), both teams to score (BTS), half-time/full-time (HTFT), corners
 * handicap (CR) and corners over/under (COU).
 */
export type SettledPlay =
  'R' | 'OU' | 'M' | 'EO' | 'HR' | 'HOU' | 'HM' | 'CS' | 'TG' | 'BTS' | 'HTFT' | 'CR' | 'COU';

/** Plays settled on the first half alone: decided at half-time even if the match is later abandoned. */
export const FIRST_HALF_PLAYS: readonly SettledPlay[] = ['HR', 'HOU', 'HM'];

/**
 * Final score; the first-half figures are needed only for the first-half plays and HTFT,
 * the corner counts only for CR / COU.
 */
export interface FinalScore {
  home: number;
  away: number;
  htHome?: number;
  htAway?: number;
  cornersHome?: number;
  cornersAway?: number;
}

/**
 * The two lines a stake splits over: a quarter line (x.25, x.75) into its neighbours a
 * quarter below and above (-0.25 -> [-0.5, 0]; -0.75 -> [-1, -0.5]; 2.25 -> [2, 2.5]);
 * any other line into itself twice.
 * @throws {RangeError} when the line is not a multiple of 0.25.
 */
export function splitLine(line: number): [number, number] {
  const quarters = line * 4;
  if (!Number.isFinite(line) || Math.abs(quarters - Math.round(quarters)) > 1e-9) {
    throw new RangeError(`a line must be a multiple of 0.25: ${line}`);
  }
  return Math.abs(Math.round(quarters)) % 2 === 1 ? [line - 0.25, line + 0.25] : [line, line];
}

const sign = (margin: number): 'W' | 'P' | 'L' => (margin > 1e-9 ? 'W' : margin < -1e-9 ? 'L' : 'P');

/** Two half-stake outcomes as one code: W+W W, W+P LW, P+P P, P+L LL, L+L L. */
function combine(a: 'W' | 'P' | 'L', b: 'W' | 'P' | 'L'): ResultCode {
  if (a === b) return a;
  const pair = [a, b].sort().join('');
  if (pair === 'PW') return 'LW';
  if (pair === 'LP') return 'LL';
  // W with L cannot happen on lines 0.5 apart with whole-number scores; a push is the fair reading.
  return 'P';
}

/** Result of a bet whose margin (points above the line for the side backed) is `margin(line)`. */
function lineResult(line: number, margin: (l: number) => number): ResultCode {
  const [a, b] = splitLine(line);
  return combine(sign(margin(a)), sign(margin(b)));
}

/**
 * Handicap: `line` is the HOME team's handicap (-0.75: home gives 0.75). Backing H wins when
 * home - away + line > 0; backing C when away - home - line > 0; quarter lines split.
 * @throws {RangeError} on a line not a multiple of 0.25 or a side other than H / C.
 */
export function handicapResult(line: number, side: string, home: number, away: number): ResultCode {
  if (side === 'H') return lineResult(line, (l) => home - away + l);
  if (side === 'C') return lineResult(line, (l) => away - home - l);
  throw new RangeError(`handicap side must be H or C: ${side}`);
}

/**
 * Over/under on the total `home + away`; quarter lines split.
 * @throws {RangeError} on a line not a multiple of 0.25 or a side other than O / U.
 */
export function overUnderResult(line: number, side: string, home: number, away: number): ResultCode {
  const total = home + away;
  if (side === 'O') return lineResult(line, (l) => total - l);
  if (side === 'U') return lineResult(line, (l) => l - total);
  throw new RangeError(`over/under side must be O or U: ${side}`);
}

/** 1X2: H home win, N draw, C away win. @throws {RangeError} on another side. */
export function oneXTwoResult(side: string, home: number, away: number): ResultCode {
  const outcome = home > away ? 'H' : home < away ? 'C' : 'N';
  if (side !== 'H' && side !== 'N' && side !== 'C')
    throw new RangeError(`1X2 side must be H, N or C: ${side}`);
  return side === outcome ? 'W' : 'L';
}

/** Odd/even of the total: O odd, E even. @throws {RangeError} on another side. */
export function oddEvenResult(side: string, home: number, away: number): ResultCode {
  if (side !== 'O' && side !== 'E') throw new RangeError(`odd/even side must be O or E: ${side}`);
  return ((home + away) % 2 === 1 ? 'O' : 'E') === side ? 'W' : 'L';
}

/** Correct-score selections cover each side's goals up to this; above it, OTH (其他比分) wins. */
export const CORRECT_SCORE_MAX = 4;

/** The correct-score code of a score: S{home}{away} ("S21" for 2-1), or OTH beyond 4 goals a side. */
export function correctScoreCode(home: number, away: number): string {
  return home > CORRECT_SCORE_MAX || away > CORRECT_SCORE_MAX ? 'OTH' : `S${home}${away}`;
}

/** Correct score (波胆): S{h}{a} wins on exactly that score, OTH on a side above 4 goals. */
export function correctScoreResult(side: string, home: number, away: number): ResultCode {
  if (side !== 'OTH' && !/^S[0-4][0-4]$/.test(side))
    throw new RangeError(`correct score side must be S00..S44 or OTH: ${side}`);
  return correctScoreCode(home, away) === side ? 'W' : 'L';
}

/** Total-goals bands (总进球): code -> [least, most] goals. */
export const TOTAL_GOAL_BANDS: Readonly<Record<string, readonly [number, number]>> = {
  T01: [0, 1],
  T23: [2, 3],
  T46: [4, 6],
  T7: [7, Number.POSITIVE_INFINITY],
};

/** Total goals (总进球): the band holding home + away wins. @throws {RangeError} on an unknown band. */
export function totalGoalsResult(side: string, home: number, away: number): ResultCode {
  const band = TOTAL_GOAL_BANDS[side];
  if (!band) throw new RangeError(`total goals side must be one of T01, T23, T46, T7: ${side}`);
  const total = home + away;
  return total >= band[0] && total <= band[1] ? 'W' : 'L';
}

/** Both teams to score (双方进球): Y when each side scored, N otherwise. @throws {RangeError} on another side. */
export function bothScoreResult(side: string, home: number, away: number): ResultCode {
  if (side !== 'Y' && side !== 'N') throw new RangeError(`both-score side must be Y or N: ${side}`);
  return (home > 0 && away > 0 ? 'Y' : 'N') === side ? 'W' : 'L';
}

const outcomeOf = (home: number, away: number): 'H' | 'N' | 'C' =>
  home > away ? 'H' : home < away ? 'C' : 'N';

/**
 * Half-time/full-time (半场/全场): two letters, the half-time then the full-time 1X2 outcome
 * ("HC": home leads at the half, away wins). @throws {RangeError} on another side.
 */
export function halfFullResult(
  side: string,
  htHome: number,
  htAway: number,
  home: number,
  away: number,
): ResultCode {
  if (!/^[HNC][HNC]$/.test(side)) throw new RangeError(`half/full side must be two of H, N, C: ${side}`);
  return `${outcomeOf(htHome, htAway)}${outcomeOf(home, away)}` === side ? 'W' : 'L';
}

/** Champion: W for the winner's code, L otherwise. */
export function championResult(side: string, winner: string): ResultCode {
  return side === winner ? 'W' : 'L';
}

/**
 * The result of selection `side` of a market (play `w`, `line`) for a final score.
 * @throws {RangeError} when the line is missing for R/OU/HR/HOU/CR/COU, a first-half play or HTFT
 * lacks the half-time score, CR/COU the corner counts, or the side is not one of the market's.
 */
export function resultOf(w: SettledPlay, line: number | null, side: string, score: FinalScore): ResultCode {
  const needLine = (): number => {
    if (line === null) throw new RangeError(`play ${w} needs a line`);
    return line;
  };
  const half = (): [number, number] => {
    if (score.htHome === undefined || score.htAway === undefined)
      throw new RangeError(`play ${w} needs the half-time score`);
    return [score.htHome, score.htAway];
  };
  const corners = (): [number, number] => {
    if (score.cornersHome === undefined || score.cornersAway === undefined)
      throw new RangeError(`play ${w} needs the corner counts`);
    return [score.cornersHome, score.cornersAway];
  };
  switch (w) {
    case 'R':
      return handicapResult(needLine(), side, score.home, score.away);
    case 'OU':
      return overUnderResult(needLine(), side, score.home, score.away);
    case 'M':
      return oneXTwoResult(side, score.home, score.away);
    case 'EO':
      return oddEvenResult(side, score.home, score.away);
    case 'HR':
      return handicapResult(needLine(), side, ...half());
    case 'HOU':
      return overUnderResult(needLine(), side, ...half());
    case 'HM':
      return oneXTwoResult(side, ...half());
    case 'CS':
      return correctScoreResult(side, score.home, score.away);
    case 'TG':
      return totalGoalsResult(side, score.home, score.away);
    case 'BTS':
      return bothScoreResult(side, score.home, score.away);
    case 'HTFT':
      return halfFullResult(side, ...half(), score.home, score.away);
    case 'CR':
      return handicapResult(needLine(), side, ...corners());
    case 'COU':
      return overUnderResult(needLine(), side, ...corners());
  }
}

/** Plays an in-play bet settles on the goals scored after it (Asian handicap, 让球 走地). */
const RUNNING_BALL_PLAYS: readonly SettledPlay[] = ['R', 'HR'];

/**
 * Sports whose in-play handicap is a running-ball one (football, VR football): its line is
 * priced and settled on the goals still to come. Other sports' in-play lines include the
 * score so far and settle on the final score.
 */
export const RUNNING_BALL_SPORTS: readonly string[] = ['FT', 'VF'];

/** "2-1" as home/away numbers; null for anything else (a pre-match leg records ""). */
export function parseScore(text: string): { home: number; away: number } | null {
  const m = /^(\d+)-(\d+)$/.exec(text.trim());
  return m ? { home: Number(m[1]), away: Number(m[2]) } : null;
}

/**
 * The score an in-play leg settles on. Asian books settle an in-play handicap (R, and HR
 * taken in the first half) on the goals scored AFTER the bet: the final (half-time) score
 * minus the score recorded on the ticket. Over/under, 1X2 and odd/even count every goal.
 * A pre-match leg (no score at bet) and other sports settle on the score as it is.
 */
export function scoreForLeg(
  sport: string,
  w: SettledPlay,
  score: FinalScore,
  scoreAtBet: string,
): FinalScore {
  const atBet = parseScore(scoreAtBet);
  if (!atBet || !RUNNING_BALL_PLAYS.includes(w) || !RUNNING_BALL_SPORTS.includes(sport)) return score;
  const after = (total: number, before: number): number => Math.max(0, total - before);
  if (w === 'R')
    return { ...score, home: after(score.home, atBet.home), away: after(score.away, atBet.away) };
  if (score.htHome === undefined || score.htAway === undefined) return score;
  return { ...score, htHome: after(score.htHome, atBet.home), htAway: after(score.htAway, atBet.away) };
}

/**
 * What one leg multiplies the stake by (European odds E = Hong Kong + 1): W -> E,
 * LW -> (E + 1) / 2, P / D / A -> 1, LL -> 0.5, L -> 0.
 */
export function legFactor(result: ResultCode, hkOdds: number): number {
  const e = hkOdds + 1;
  switch (result) {
    case 'W':
      return e;
    case 'LW':
      return (e + 1) / 2;
    case 'P':
    case 'D':
    case 'A':
      return 1;
    case 'LL':
      return 0.5;
    case 'L':
      return 0;
  }
}

export interface SettledLeg {
  result: ResultCode;
  /** Hong Kong odds the leg was taken at. */
  odds: number;
}

/** Fen, rounded down: float products such as 1000 × 1.95 land a hair either side of the fen. */
const toFen = (value: number): number => Math.floor(value + 1e-6);

/**
 * Return (stake included, fen, rounded down) of a single (one leg) or a parlay (several):
 * stake × Π legFactor.
 * @throws {RangeError} when the stake is not a whole number of fen >= 0 or there is no leg.
 */
export function betPayoutFen(stakeFen: number, legs: readonly SettledLeg[]): number {
  if (!Number.isSafeInteger(stakeFen) || stakeFen < 0)
    throw new RangeError(`stake must be whole fen: ${stakeFen}`);
  if (legs.length === 0) throw new RangeError('a bet needs at least one leg');
  return toFen(legs.reduce((acc, leg) => acc * legFactor(leg.result, leg.odds), stakeFen));
}

/** Return of a series option: each combination is a parlay of `unitStakeFen`. @throws {RangeError} as betPayoutFen / combosOf. */
export function seriesPayoutFen(
  unitStakeFen: number,
  legs: readonly SettledLeg[],
  option: SeriesOption,
): number {
  return combosOf(legs, option).reduce((sum, combo) => sum + betPayoutFen(unitStakeFen, combo), 0);
}

/** Combined Hong Kong odds of a parlay: Π(H + 1) − 1, to 3 decimals. */
export function parlayOdds(hkOdds: readonly number[]): number {
  return Math.round((hkOdds.reduce((acc, h) => acc * (h + 1), 1) - 1) * 1000) / 1000;
}

/** The largest return of a bet (every leg W): the payout shown before settlement. */
export function maxPayoutFen(
  stakeFen: number,
  hkOdds: readonly number[],
  option: SeriesOption | null = null,
): number {
  const legs = hkOdds.map((odds) => ({ result: 'W' as const, odds }));
  return option === null ? betPayoutFen(stakeFen, legs) : seriesPayoutFen(stakeFen, legs, option);
}
