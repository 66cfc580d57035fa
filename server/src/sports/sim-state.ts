import type { sports } from '@site/shared/contract';
import type { LeagueDef, SportModel } from './catalog';
import type { Rng } from './prng';

// The simulated match's state, apart from the code that steps it: sim-match.ts creates and
// prices a match, sim-sports.ts advances its score, and both read these types (no cycle).

export type MatchSport = (typeof sports.MATCH_SPORTS)[number];

export interface SelectionState {
  id: string;
  r: string;
  name: string;
  odds: number;
}

export interface MarketState {
  marketId: string;
  w: sports.PlayType;
  name: string;
  line: number | null;
  suspended: boolean;
  maxStakeFen: number;
  selections: SelectionState[];
}

/** Live state of one simulated match. Everything after creation comes from `rng` alone. */
export interface SimMatch {
  gameId: string;
  hgid: string;
  gide: string;
  league: LeagueDef;
  sport: MatchSport;
  model: SportModel;
  team_h: string;
  team_c: string;
  startTime: number;
  strength: number;
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
  halfTime: boolean;
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
