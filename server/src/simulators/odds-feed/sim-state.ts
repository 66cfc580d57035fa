import type { sports } from '@site/shared/contract';
import type { FeedMatch, MarketState, MatchSport } from '../../sports/odds-feed';
import type { LeagueDef, SportModel } from './catalog';
import type { Rng } from './prng';

export type { MarketState, MatchSport, SelectionState } from '../../sports/odds-feed';

// The simulated match's state, apart from the code that steps it: sim-match.ts creates and
// prices a match, sim-sports.ts advances its score, and both read these types (no cycle).

/** Live state of one simulated match. Everything after creation comes from `rng` alone. */
export interface SimMatch extends FeedMatch {
  gameId: string;
  hgid: string;
  gide: string;
  league: LeagueDef;
  sport: MatchSport;
  model: SportModel;
  team_h: string;
  team_c: string;
  startTime: number;
  /** Home edge in [-1, 1] (set sports' price model and their simulated points). */
  strength: number;
  /**
   * Expected goals (football, hockey, baseball runs) or points (basketball) of each side
   * over the whole match, from the teams' ratings: the simulation scores at these rates
   * and the prices come from them, so the prices are the chances of what the feed plays.
   */
  rates: { home: number; away: number };
  /** Football: expected corners of each side over the match, and the corners so far. */
  cornerRates: { home: number; away: number };
  cornersH: number;
  cornersA: number;
  rng: Rng;
  /** Real seconds simulated since kick-off. */
  steps: number;
  status: sports.GameStatus;
  home: number;
  away: number;
  setH: number;
  setA: number;
  gameH: number;
  gameA: number;
  htHome: number | null;
  htAway: number | null;
  se_now: string;
  re_time: number;
  /** The half-time break (中场休息) only: football's, basketball's after the second quarter. */
  halfTime: boolean;
  /** Any break in play (half-time, between quarters or periods). */
  inBreak: boolean;
  inningNum: number;
  /** Match clock played (clock sports, sim seconds) or progress 0..1 (points sports). */
  progress: number;
  /** Points sports: whose half-inning (baseball), serve side etc. live in here. */
  extra: { top: boolean; overtime: number };
  tilt: number;
  /** Markets stay locked until this step (after a score, or a random suspension). */
  lockedUntil: number;
  markets: MarketState[];
  timeline: sports.TimelineEvent[];
  /**
   * Share of the match (progress 0..1) at which it is abandoned (腰斩: weather, floodlights,
   * crowd), or null for the matches that play to the end. Drawn at creation from its own
   * stream, so the rest of the match plays the same either way.
   */
  abandonAt: number | null;
  /** Set when the match stopped at `abandonAt`: its open bets are restored (A), not settled. */
  abandoned: boolean;
}
