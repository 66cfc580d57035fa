import { z } from 'zod';
import { message } from './validation-messages';
import { endpoint } from './endpoint';
import { moneyText } from './money';
import { calendarDate } from './text';
import { pageOf, pageRequest } from './site';
import { GAME, SPORTS, anyPlayType, scoreFieldsSchema, selectionCode, sportType } from './sports-feed';

/**
 * Bets of the CRTY sportsbook: placement, the in-play ticket, bet records. Placement is a
 * money call: idempotent on the `request-id` header (a repeat answers the first outcome
 * and moves nothing). Stakes leave and winnings reach the member's CENTER wallet.
 */

/** SPEC §9 result codes: A restore (stake back), W win, LW half win, LL half loss, L loss, D cancelled, P draw (push). */
export const resultCode = z.enum(['A', 'W', 'LW', 'LL', 'L', 'D', 'P']);
export type ResultCode = z.infer<typeof resultCode>;
/** Reason of a D result: D0-DZ. */
export const cancelReason = z.string().regex(/^D[0-9A-Z]$/);

/** single 单关, parlay 串关 (n串1), series 复式 (k串1 / full cover), champion 冠军. */
export const betType = z.enum(['single', 'parlay', 'series', 'champion']);
export type BetType = z.infer<typeof betType>;

/** Stake limits (fen) besides each market's maxStake (per selection). */
export const STAKE_LIMITS = {
  /** Every bet, and every series combination, stakes at least 10 yuan. */
  minFen: 1_000,
  /** One parlay bet. */
  parlayMaxFen: 5_000_000,
  /** One combination of a series option. */
  seriesUnitMaxFen: 1_000_000,
} as const;

/** SPEC §5 and §9: at most 10 selections on a slip. */
export const MAX_SELECTIONS = 10;

/** Yuan per US dollar used to turn SPEC §9's USD payout limits into CNY (a fixed house rate). */
export const USD_CNY_RATE = 7.2;
/**
 * SPEC §9 daily maximum payout per member, USD, by sport (a parlay counts against the lowest
 * limit of its legs): football and basketball 1.5M; tennis, baseball, volleyball 300k;
 * every other sport here (VR football, snooker, table tennis, other) 200k.
 */
export const DAILY_PAYOUT_USD: Record<z.infer<typeof sportType>, number> = {
  FT: 1_500_000,
  BK: 1_500_000,
  TN: 300_000,
  BS: 300_000,
  VB: 300_000,
  VF: 200_000,
  SK: 200_000,
  TT: 200_000,
  OP: 200_000,
  FS: 200_000,
};

/** One selection as the slip shows it: the line and odds the member saw. */
export const betSelection = z
  .object({
    gameId: z.string().max(40),
    /** The stable selection id of the snapshot. */
    selectionId: z.string().max(80),
    /** A board play or a further one of 「更多玩法」. */
    w: anyPlayType,
    r: selectionCode,
    line: z.number().nullable(),
    /** Hong Kong odds seen on the slip. */
    odds: z.number().positive(),
  })
  .strict();
export type BetSelection = z.infer<typeof betSelection>;

/** A series option: k串1 (every combination of k legs, k = 2..n) or 'full' (n串(2^n - n - 1)). */
export const seriesOption = z.union([z.number().int().min(2).max(MAX_SELECTIONS), z.literal('full')]);
export type SeriesOption = z.infer<typeof seriesOption>;

export const placeBetRequest = z
  .object({
    betType,
    /** single/champion: exactly 1; parlay: 2-10 from different matches; series: 2-10 from different matches. */
    selections: z.array(betSelection).min(1).max(MAX_SELECTIONS),
    /** single/parlay/champion: the stake of the bet. Series: ignored (use `series`). */
    stake: z
      .string()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: message('validation.amountFormat') })
      .optional(),
    /** Series only: the options taken, each with its stake PER COMBINATION. */
    series: z
      .array(
        z
          .object({
            option: seriesOption,
            unitStake: z
              .string()
              .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: message('validation.amountFormat') }),
          })
          .strict(),
      )
      .max(MAX_SELECTIONS)
      .optional(),
    /**
     * The slip's automatic odds acceptance (SPEC §4, default on): on = take the current odds
     * whatever they are; off = any odds change answers `oddsChanged` and moves nothing. A
     * moved line or a suspended market always answers `oddsChanged`.
     */
    autoAccept: z.boolean().default(true),
  })
  .strict();
export type PlaceBetRequest = z.input<typeof placeBetRequest>;

/** What changed since the slip saw it (status `oddsChanged`). */
export const selectionChange = z.object({
  selectionId: z.string(),
  odds: z.number(),
  line: z.number().nullable(),
  suspended: z.boolean(),
  /** The match ended or left the board: remove the selection. */
  closed: z.boolean(),
});
export type SelectionChange = z.infer<typeof selectionChange>;

export const betStatus = z.enum(['pending', 'accepted', 'rejected', 'settled', 'cancelled']);
export type BetStatus = z.infer<typeof betStatus>;

export const betLegSchema = z.object({
  gameId: z.string(),
  selectionId: z.string(),
  sportType,
  leagueName: z.string(),
  team_h: z.string(),
  team_c: z.string(),
  w: anyPlayType,
  playName: z.string(),
  r: z.string(),
  selectionName: z.string(),
  line: z.number().nullable(),
  /** Hong Kong odds the leg was taken at. */
  odds: z.number(),
  isLive: z.boolean(),
  /** Score when the bet was taken, "h-a" (in-play), else "". */
  scoreAtBet: z.string(),
  result: resultCode.nullable(),
  cancelReason: cancelReason.nullable(),
  /** Final score "h-a" once settled. */
  finalScore: z.string().nullable(),
});
export type BetLeg = z.infer<typeof betLegSchema>;

export const betRecordSchema = z.object({
  betId: z.string(),
  orderNo: z.string(),
  channelCode: z.literal('CRTY'),
  betType,
  /** 单关 / 串关 / 复式 / 冠军. */
  betTypeName: z.string(),
  /** 3串1, 3串4, 单关... */
  comboText: z.string(),
  /** Combinations (series), else 1. */
  combos: z.number().int(),
  status: betStatus,
  statusName: z.string(),
  /** Total stake, per-combination stake. */
  stake: moneyText,
  unitStake: moneyText,
  /** Hong Kong odds of a single/champion; for a parlay the combined odds (Π E − 1); null for series. */
  odds: z.number().nullable(),
  /** Largest possible return (stake included). */
  maxPayout: moneyText,
  /** Return credited (stake included), null before settlement. */
  payout: moneyText.nullable(),
  /** payout − stake once settled, null before. */
  winLoss: moneyText.nullable(),
  ticket_id: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createTime: z.string(),
  settleTime: z.string().nullable(),
  legs: z.array(betLegSchema),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const placeBetResponse = z.object({
  /** accepted: done; pending: in-play delay, follow ticket_id; oddsChanged: nothing placed, see changes. */
  status: z.enum(['accepted', 'pending', 'oddsChanged']),
  ticket_id: z.string().nullable(),
  /** Milliseconds the in-play delay lasts (0 when not pending). */
  delayMs: z.number().int(),
  bets: z.array(betRecordSchema),
  changes: z.array(selectionChange),
  centerWalletBalance: moneyText,
});
export type PlaceBetResponse = z.infer<typeof placeBetResponse>;
export const placeBet = endpoint(`${SPORTS}/placeBet`, placeBetRequest, placeBetResponse);

export const ticketStatusResponse = z.object({
  ticket_id: z.string(),
  status: z.enum(['pending', 'accepted', 'rejected']),
  /** Why rejected (odds moved, market suspended), null otherwise. */
  reason: z.string().nullable(),
  bets: z.array(betRecordSchema),
  centerWalletBalance: moneyText,
});
export type TicketStatus = z.infer<typeof ticketStatusResponse>;
export const ticketStatus = endpoint(
  `${SPORTS}/ticketStatus`,
  z.object({ ticket_id: z.string().max(40) }).strict(),
  ticketStatusResponse,
);

/** SPEC §7 record calls (CRTY bets). Dates are China dates, both inclusive; default today. */
export const betRecordFilter = z.object({
  channelCode: z.literal('CRTY').default('CRTY'),
  /** unsettled = pending + accepted; settled = settled + cancelled + rejected. */
  status: z.enum(['all', 'unsettled', 'settled']).default('all'),
  startDate: calendarDate.optional(),
  endDate: calendarDate.optional(),
});
export const betRecordList = endpoint(
  `${GAME}/record/betRecordList`,
  pageRequest.extend(betRecordFilter.shape).strict(),
  pageOf(betRecordSchema),
);
export const betRecordTotal = endpoint(
  `${GAME}/record/betRecordTotal`,
  betRecordFilter.strict(),
  z.object({
    betCount: z.number().int(),
    /** Sum of stakes (rejected bets excluded). */
    betAmount: moneyText,
    /** Stakes of settled bets that won or lost (not refunded). */
    validBetAmount: moneyText,
    /** Sum of payout − stake of settled bets. */
    winLoss: moneyText,
  }),
);

export { SportsMsg } from './sports-codes';

export const subscribeMessage = z
  .object({
    /** Only these sports ('ALL' = every sport). */
    sportType: z.union([z.literal('ALL'), sportType]).default('ALL'),
    /** Only these matches/outrights (the visible rows); absent = every match of the sport. */
    gameIds: z.array(z.string().max(40)).max(500).optional(),
    /** The member's login token: ticket and settlement pushes go to this socket too. */
    token: z.string().max(128).optional(),
  })
  .strict();
export type SubscribeMessage = z.input<typeof subscribeMessage>;
export const subscribeReply = z.object({ ok: z.boolean(), version: z.number().int(), member: z.boolean() });

/** A market's whole current state: repeated ticks on one market collapse to the latest. */
export const marketDelta = z.object({
  gameId: z.string(),
  marketId: z.string(),
  line: z.number().nullable(),
  suspended: z.boolean(),
  selections: z.array(z.object({ id: z.string(), odds: z.number() })),
});
export type MarketDelta = z.infer<typeof marketDelta>;

/** 20002 payload. `scores` carry the SPEC §3 live fields (scoreFieldsSchema) of changed matches. */
export const deltaBatch = z.object({
  version: z.number().int(),
  serverTime: z.number().int(),
  markets: z.array(marketDelta),
  scores: z.array(scoreFieldsSchema),
  /** Matches that went in play since the last batch (move them from FT to RB). */
  started: z.array(z.string()),
  /** Matches (or outrights) that finished or closed: remove them and their selections. */
  closed: z.array(z.string()),
});
export type DeltaBatch = z.infer<typeof deltaBatch>;

/** 20004 payload. */
export const ticketPush = z.object({
  ticket_id: z.string(),
  status: z.enum(['accepted', 'rejected']),
  reason: z.string().nullable(),
  betIds: z.array(z.string()),
});
export type TicketPush = z.infer<typeof ticketPush>;

/** 20005 payload. */
export const settledPush = z.object({
  betId: z.string(),
  status: betStatus,
  payout: moneyText,
  winLoss: moneyText,
});
export type SettledPush = z.infer<typeof settledPush>;
