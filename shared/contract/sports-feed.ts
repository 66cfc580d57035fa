import { z } from 'zod';
import { endpoint } from './endpoint';
import { moneyText } from './money';
import { sportsCalls } from './calls';
import { MARKET_TYPES, SCORE_STATUSES, SPORT_TYPES } from './sports-codes';

/**
 * The CRTY sportsbook (issue 5): a SIMULATED odds feed (deterministic from a seed, said so
 * in every snapshot), its snapshot and live push, placement, ticket status, bet records
 * and hot matches. Odds on the wire are always Hong Kong odds (number, SPEC §3 default;
 * European = H + 1, see format/odds.ts). Money is yuan text (moneyText / amountText).
 */
export const GAME = '/game/api/v1';
export const SPORTS = `${GAME}/sports`;

export const sportType = z.enum(SPORT_TYPES);
export type SportType = z.infer<typeof sportType>;
export const sportFilter = z.union([z.literal('ALL'), sportType]);
export type SportFilter = z.infer<typeof sportFilter>;
/** Sports that have matches (FS is the champion board of all of them). */
export const MATCH_SPORTS = [
  'FT',
  'VF',
  'BK',
  'TN',
  'OP',
  'SK',
  'BS',
  'VB',
  'TT',
] as const satisfies readonly SportType[];

export const marketType = z.enum(MARKET_TYPES);
export type MarketType = z.infer<typeof marketType>;

/**
 * Play type codes (`playInfo.w`): R handicap, OU over/under, M 1X2, EO odd/even (full
 * time); HR / HOU first-half handicap / over-under (football only); CH champion.
 */
export const playType = z.enum(['R', 'OU', 'M', 'EO', 'HR', 'HOU', 'CH']);
export type PlayType = z.infer<typeof playType>;

/**
 * The further plays of 「更多玩法」 (football), only in match detail's `moreMarkets`, never on
 * the board: HM first-half 1X2 (上半场独赢: H / N / C); CS correct score (波胆: S{h}{a} as
 * S21 for 2-1, up to 4 goals a side, OTH any other); TG total goals (总进球: T01, T23, T46,
 * T7); BTS both teams to score (双方进球: Y / N); HTFT half-time/full-time (半场/全场: two of
 * H / N / C, half first); CR corners handicap (角球让球: H / C, line as R); COU corners
 * over/under (角球大小: O / U). Settled by betting/settlement.ts like the board's plays.
 */
export const morePlayType = z.enum(['HM', 'CS', 'TG', 'BTS', 'HTFT', 'CR', 'COU']);
export type MorePlayType = z.infer<typeof morePlayType>;
/** Any play a bet may be on: the board's or a further one. */
export const anyPlayType = z.union([playType, morePlayType]);
export type AnyPlayType = z.infer<typeof anyPlayType>;

/**
 * Selection codes (`oddInfo.r`): R/HR: H home, C away; OU/HOU: O over, U under; M: H home,
 * N draw, C away; EO: O odd, E even; CH: the team code of the outright.
 */
export const selectionCode = z.string().regex(/^[A-Z0-9]{1,12}$/);

/** Quick list of SPEC §2 (after "all"): league ids, in the order shown. */
export const QUICK_LEAGUES = [
  { leagueId: 'UCL', name: '欧冠' },
  { leagueId: 'EPL', name: '英超' },
  { leagueId: 'SA', name: '意甲' },
  { leagueId: 'LL', name: '西甲' },
  { leagueId: 'BL', name: '德甲' },
  { leagueId: 'L1', name: '法甲' },
  { leagueId: 'CSL', name: '中超' },
] as const;

export const leagueSchema = z.object({
  leagueId: z.string(),
  name: z.string(),
  sportType,
  /** Matches (or outrights) of this league in the current filter. */
  count: z.number().int(),
  quick: z.boolean(),
});
export type League = z.infer<typeof leagueSchema>;

/** One priced selection. `id` is stable for the match's lifetime (a moved line keeps it). */
export const selectionSchema = z.object({
  id: z.string(),
  r: selectionCode,
  /** Chinese name: 主 / 客 / 大 / 小 / 和 / 单 / 双, or the team (champion). */
  name: z.string(),
  /** Hong Kong odds, two decimals. */
  odds: z.number().positive(),
});
export type Selection = z.infer<typeof selectionSchema>;

export const marketSchema = z.object({
  /** Stable: `${gameId}:${w}`. */
  marketId: z.string(),
  w: playType,
  /** Chinese name of the play (让球, 大小, 独赢, 单双, 上半场让球, 上半场大小, 冠军). */
  name: z.string(),
  /**
   * R/HR: the HOME team's handicap (-0.75 = home gives 0.75; quarter lines split, see
   * betting/settlement.ts); OU/HOU: the total line; null for M, EO, CH.
   */
  line: z.number().nullable(),
  /** Suspended markets show locked cells and take no bets. */
  suspended: z.boolean(),
  /** Per-selection maximum stake of one bet (SPEC §5: the slip clamps to it). */
  maxStake: moneyText,
  selections: z.array(selectionSchema),
});
export type Market = z.infer<typeof marketSchema>;

/** A market of 「更多玩法」 (match detail only): the board's market shape with a further play. */
export const moreMarketSchema = marketSchema.extend({ w: morePlayType });
export type MoreMarket = z.infer<typeof moreMarketSchema>;

export const gameStatus = z.enum(SCORE_STATUSES);
export type GameStatus = z.infer<typeof gameStatus>;

/** The live fields of a match (SPEC §3), also the payload of a score delta. */
export const scoreFieldsSchema = z.object({
  gameId: z.string(),
  isLive: z.boolean(),
  gameStatus,
  /**
   * Clock in seconds: football, VR football, basketball: elapsed in the match (football) or
   * REMAINING in the quarter (basketball, show with format/sports basketballClock); 0 else.
   */
  re_time: z.number().int(),
  /** Current period code for format/sports periodLabel: NS, 1H, HT, 2H, FT, Q1-Q4, OT, S1-S7, I1T..I9B. */
  se_now: z.string(),
  /** True during the half-time (or between-periods) break. */
  HalfTime: z.boolean(),
  /** Baseball: current inning (1..), 0 otherwise. */
  inningNum: z.number().int(),
  /** Home score (goals, points, runs; tennis/volleyball/TT/snooker: sets or frames won). */
  sc_FT_H: z.number().int(),
  /** Away score (the team_c side), same value as sc_FT_A. */
  sc_FT_C: z.number().int(),
  sc_FT_A: z.number().int(),
  /** Sets won (tennis, volleyball, table tennis; snooker frames), 0 elsewhere. */
  sc_set_H: z.number().int(),
  sc_set_A: z.number().int(),
  /** Games (tennis) or points (volleyball, table tennis) in the current set. */
  sc_game_H: z.number().int(),
  sc_game_A: z.number().int(),
});
export type ScoreFields = z.infer<typeof scoreFieldsSchema>;

export const matchSchema = scoreFieldsSchema.extend({
  /** gameInfo of the bet slip (SPEC §3): gameId, hgid (first-half game id), gide (event id), team_h, team_c. */
  hgid: z.string(),
  gide: z.string(),
  team_h: z.string(),
  team_c: z.string(),
  sportType,
  leagueId: z.string(),
  league_id: z.string(),
  leagueName: z.string(),
  /** Kick-off, epoch ms, and as China time text "YYYY-MM-DD HH:mm". */
  startTime: z.number().int(),
  startText: z.string(),
  /** FT today, FU a later day, RB in play. */
  marketType: z.enum(['FU', 'FT', 'RB']),
  /** Number of markets, the further ones of match detail included ("+N 更多玩法" on the board). */
  t_count: z.number().int(),
  markets: z.array(marketSchema),
});
export type Match = z.infer<typeof matchSchema>;

/** An outright (champion) event: one market (w = CH), one selection per team. */
export const championSchema = z.object({
  gameId: z.string(),
  sportType,
  leagueId: z.string(),
  leagueName: z.string(),
  title: z.string(),
  /** Betting closes at, epoch ms; FSFT when today (China time), FSFU later. */
  closeTime: z.number().int(),
  closeText: z.string(),
  marketType: z.enum(['FSFT', 'FSFU']),
  market: marketSchema,
});
export type Champion = z.infer<typeof championSchema>;

/** Snapshot filters of SPEC §2/§4: sport type, market type, date (FU only), league. */
export const snapshotRequest = z
  .object({
    sportType: sportFilter.default('ALL'),
    marketType: marketType.default('FT'),
    /** China date YYYY-MM-DD; only for FU (a later day); absent = every later day. */
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    leagueId: z.string().max(32).optional(),
  })
  .strict()
  .optional()
  .default({ sportType: 'ALL', marketType: 'FT' });
export type SnapshotRequest = z.input<typeof snapshotRequest>;

export const snapshotResponse = z.object({
  /** Always true: the odds are simulated, not a real market. */
  simulated: z.literal(true),
  seed: z.number().int(),
  /** Delta version at snapshot time: apply only pushes with a higher version. */
  version: z.number().int(),
  serverTime: z.number().int(),
  /** Match (or outright) counts per sport for the current market type, for the tab badges. */
  sportCounts: z.record(z.string(), z.number().int()),
  /** Dates with FU matches (China dates), for the early market's date tabs. */
  dates: z.array(z.string()),
  /** Leagues of the sport/market/date filter (before the league filter), quick leagues first. */
  leagues: z.array(leagueSchema),
  matches: z.array(matchSchema),
  champions: z.array(championSchema),
});
export type Snapshot = z.infer<typeof snapshotResponse>;
export const snapshot = endpoint(`${SPORTS}/snapshot`, snapshotRequest, snapshotResponse);

/** A scoring event of the simulated match (goal, point run, set won), for the detail page. */
export const timelineEventSchema = z.object({
  /** Match clock when it happened (seconds, as re_time) and its period code. */
  re_time: z.number().int(),
  se_now: z.string(),
  side: z.enum(['H', 'C']),
  /** Score after the event: home-away. */
  score: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** SPEC §7 video/hotLive/matchDetail: one match with every market; no video (simulated feed). */
export const matchDetail = endpoint(
  `${GAME}/video/hotLive/matchDetail`,
  z.object({ gameId: z.string().max(40) }).strict(),
  z.object({
    simulated: z.literal(true),
    version: z.number().int(),
    match: matchSchema,
    /** The further markets (football: 波胆, 总进球, 双方进球, 半场/全场, 上半场独赢, 角球); [] elsewhere. */
    moreMarkets: z.array(moreMarketSchema).default([]),
    timeline: z.array(timelineEventSchema),
    /** Always null here: the simulated feed has no stream. */
    liveUrl: z.string().nullable(),
  }),
);

/** The home widget: in-play matches first, then the next kick-offs, main markets only (R, OU, M). */
export const hotMatches = endpoint(
  sportsCalls.hotMatches,
  z
    .object({ limit: z.number().int().min(1).max(20).default(6) })
    .strict()
    .optional()
    .default({ limit: 6 }),
  z.object({ simulated: z.literal(true), version: z.number().int(), matches: z.array(matchSchema) }),
);
