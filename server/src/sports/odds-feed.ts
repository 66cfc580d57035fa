import { sports } from '@site/shared/contract';

/**
 * What the sportsbook needs from an odds feed. The site runs the simulated feed
 * (`simulators/odds-feed/`, chosen in app.ts); a real integration (a trading provider's
 * push or poll API) implements this interface instead and supplies: the fixtures and
 * their live state (score, clock, period), every market's line, selections and prices,
 * suspensions, and each match's or outright's result once it is decided. The sportsbook
 * (book.ts) owns everything after that: the board, bet placement and the in-play delay,
 * settlement through the money door, bet records and the WebSocket push.
 */
export interface OddsFeed {
  /** The seed the board reports (`simulated: true, seed`): the same seed, the same board. */
  readonly seed: number;
  /** Goes up with every batch of changes (`takeBatch`); the board's snapshot carries it. */
  readonly version: number;
  /** The feed's clock (ms): what "now" is for kick-offs, closing times and the board's dates. */
  now(): number;
  /** Matches on the board (not started or live), by game id. */
  readonly matches: ReadonlyMap<string, FeedMatch>;
  /** Outrights (champion markets) open for bets, by game id. */
  readonly outrights: ReadonlyMap<string, FeedOutright>;
  /** Results decided recently (the chat's match rooms ask whether a match has ended). */
  readonly finished: ReadonlyMap<string, Finished>;
  /** Advances the feed to now (the book calls it once a second); returns what was decided since. */
  tick(): Finished[];
  /**
   * The result of a game no longer on the board (it ended while no server ran, so its bets
   * were never settled), or null when it is unknown or not decided yet.
   */
  replay(gameId: string): Finished | null;
  /** The changes since the last batch (null when nothing changed); `scoreOf` shapes a score line. */
  takeBatch(scoreOf: (m: FeedMatch) => sports.ScoreFields): sports.DeltaBatch | null;
  /**
   * Dev tools (`/dev/sports/*`) only: a feed that can be steered offers these (the
   * simulator does); a real feed leaves them out and the dev routes answer 404.
   */
  startNow?(gameId: string): FeedMatch | null;
  scoreNow?(gameId: string, home: number, away: number): FeedMatch | null;
  finishNow?(gameId: string, result: FinishOrder): Finished[] | null;
}

const BOARD_PLAYS: readonly string[] = sports.playType.options;
/** A play of the board (not one of 「更多玩法」). */
export const isBoardPlay = (w: sports.AnyPlayType): w is sports.PlayType => BOARD_PLAYS.includes(w);

export type MatchSport = (typeof sports.MATCH_SPORTS)[number];

export interface SelectionState {
  id: string;
  r: string;
  name: string;
  odds: number;
}

export interface MarketState {
  marketId: string;
  w: sports.AnyPlayType;
  name: string;
  line: number | null;
  suspended: boolean;
  maxStakeFen: number;
  selections: SelectionState[];
}

/** The state of one match as the board, the slip and settlement read it. */
export interface FeedMatch {
  readonly gameId: string;
  readonly hgid: string;
  readonly gide: string;
  readonly league: { readonly leagueId: string; readonly name: string; readonly sport: MatchSport };
  readonly sport: MatchSport;
  readonly team_h: string;
  readonly team_c: string;
  readonly startTime: number;
  readonly status: sports.GameStatus;
  readonly home: number;
  readonly away: number;
  readonly setH: number;
  readonly setA: number;
  readonly gameH: number;
  readonly gameA: number;
  readonly htHome: number | null;
  readonly htAway: number | null;
  readonly se_now: string;
  readonly re_time: number;
  /** The half-time break (中场休息). */
  readonly halfTime: boolean;
  readonly inningNum: number;
  readonly markets: readonly MarketState[];
  readonly timeline: readonly sports.TimelineEvent[];
}

/** An outright (champion market) of one league's season. */
export interface FeedOutright {
  readonly gameId: string;
  readonly league: { readonly leagueId: string; readonly name: string; readonly sport: MatchSport };
  readonly closeTime: number;
  readonly market: MarketState;
}

export interface FinishedMatch {
  kind: 'match';
  gameId: string;
  home: number;
  away: number;
  htHome: number | null;
  htAway: number | null;
  /** Football: corners of each side (角球 markets), else 0. */
  cornersHome: number;
  cornersAway: number;
  /** D0-DZ when the match was cancelled, else null. */
  cancelReason: string | null;
  /**
   * The match was abandoned part-way: its open bets are restored (A, stake back) unless
   * already decided (a finished half).
   */
  restored?: boolean;
  at: number;
}
export interface FinishedOutright {
  kind: 'outright';
  gameId: string;
  winner: string;
  at: number;
}
/** A decided result: what settlement pays on. */
export type Finished = FinishedMatch | FinishedOutright;

/** Dev tools: end a match now with a chosen score (or cancel, or abandon it), or an outright with a winner. */
export type FinishOrder =
  | {
      home: number;
      away: number;
      htHome?: number | undefined;
      htAway?: number | undefined;
      cornersHome?: number | undefined;
      cornersAway?: number | undefined;
      cancelReason?: string | undefined;
      /** Abandon it instead: its open bets are restored (A). */
      restored?: boolean | undefined;
    }
  | { winner: string };
