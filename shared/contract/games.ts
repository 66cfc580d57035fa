import { z } from 'zod';
import { dbBigInt, dbInt } from './db-range';
import { message } from './validation-messages';
import { endpoint } from './endpoint';
import { moneyText } from './money';
import { pageOf, pageRequest } from './site';
import { gamesCalls } from './calls';

/**
 * The casino and venue contract (SPEC §7 Games, issue 6): venues by category, bonus pools,
 * the game catalogue with favourites, launch (the three answer forms of SPEC §4), the
 * venue resource call (6302), and the demo games this server plays itself.
 * Money is yuan text with two decimals, as in the funds contract.
 */
const GAME = '/game/api/v1';

/** Nav codes of SPEC §2: sport TY, live ZR, chess QP, e-sports DJ, lottery CP, egame DZ, fishing BY. */
export const venueCategory = z.enum(['TY', 'ZR', 'QP', 'DJ', 'CP', 'DZ', 'BY']);
export type VenueCategory = z.infer<typeof venueCategory>;

const code = z.string().regex(/^[A-Z0-9]{2,10}$/, { error: message('validation.venueCodeInvalid') });
const gameCode = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: message('validation.gameCodeInvalid') });
const activityFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]);

/**
 * Which demo of this server plays a game: slot, fishing, baccarat; a venue launched without a
 * game plays the demo of its category: cards (炸金花, chess and cards), lottery (极速快三),
 * match (虚拟电竞 / 虚拟足球, e-sports and third-party sports), baccarat (live casino);
 * `lobby` (a venue page) is left for anything else.
 */
export const demoKind = z.enum(['slot', 'fishing', 'baccarat', 'cards', 'lottery', 'match', 'lobby']);
export type DemoKind = z.infer<typeof demoKind>;

export const venueInfoSchema = z.object({
  /** The venue's channel code; launch takes it as `enName`, transfers as `channelCode`. */
  channelCode: z.string(),
  enName: z.string(),
  /** Chinese name, e.g. PG电子. */
  name: z.string(),
  /** Latin display name, e.g. "PG Soft". */
  displayEnName: z.string(),
  category: venueCategory,
  /** Card picture (SVG drawn by the server, same origin). */
  imageUrl: z.string(),
  /** Small square logo (SVG, same origin). */
  logoUrl: z.string(),
  /** One line under the name. */
  slogan: z.string(),
  /** `maintenance`: launch and transfers answer 6415 with `maintenanceMessage`. */
  status: z.enum(['open', 'maintenance']),
  /** Empty when open. */
  maintenanceMessage: z.string(),
  /**
   * true: a full-link launch url opens in the embedded game page /game/:info (when the
   * brand's embeddedGameSwitch is 1); false: one of the exempt venues, always a new window.
   */
  embedded: z.boolean(),
  /** true for DZ / BY (and the ZR / QP venues with tables): gameList has its games. */
  hasGameList: z.boolean(),
  gameCount: z.number().int(),
  hot: z.boolean(),
  sort: z.number().int(),
});
export type VenueInfo = z.infer<typeof venueInfoSchema>;

export const getVenueInfoByCategory = endpoint(
  `${GAME}/venue/getVenueInfoByCategory`,
  z.object({ category: venueCategory }).strict(),
  z.object({ category: venueCategory, list: z.array(venueInfoSchema) }),
);

export const bonusPoolSchema = z.object({
  channelCode: z.string(),
  name: z.string(),
  amount: moneyText,
});

/**
 * Jackpots that grow with time: `total` at `serverTime` (ms), growing by about
 * `growthPerSecond` yuan a second, so a client can animate between polls.
 */
export const getBonusPools = endpoint(
  `${GAME}/venue/getBonusPools`,
  z.object({ category: venueCategory.optional() }).strict().optional().default({}),
  z.object({
    total: moneyText,
    growthPerSecond: moneyText,
    serverTime: z.number().int(),
    list: z.array(bonusPoolSchema),
  }),
);

export const gameTag = z.enum(['hot', 'new']);
export type GameTag = z.infer<typeof gameTag>;

export const gameSchema = z.object({
  /** Unique across the catalogue; launch takes it with the venue's `enName`. */
  gameCode: z.string(),
  /** Chinese name. */
  name: z.string(),
  /** The provider = the venue that launches it. */
  channelCode: z.string(),
  providerName: z.string(),
  category: venueCategory,
  /** Thumbnail drawn by the server per game (PNG without text, same origin); the card writes name and badges. */
  imageUrl: z.string(),
  tags: z.array(gameTag),
  /** Return to player in percent, as text ("96.00"). */
  rtp: z.string(),
  /** In the member's favourites (always false for a visitor). */
  isCollected: z.boolean(),
  demoKind,
});
export type Game = z.infer<typeof gameSchema>;

/** Most thumbnails one picture strip holds (a row of the lobby has at most about ten cards). */
export const PICTURE_STRIP_MAX = 12;
export const PICTURE_STRIP_PATH = '/media/games/strip.png';

/** The site's own thumbnail of a game (a PNG drawn by the server, same origin). */
export function gameThumbnailUrl(gameCode: string): string {
  return `/media/games/${gameCode}.png`;
}

/**
 * One picture with the thumbnails of `games` side by side, in their order, each 4:3: a row of
 * lobby cards asks for one picture instead of one per card (a tenth of the requests, loads
 * and repaints while the lobby scrolls through thousands of games). Only for games whose
 * picture is the site's own thumbnail (`/media/games/<gameCode>.png`): a brand whose
 * catalogue points at other art gets undefined, and its cards load their own pictures.
 */
export function pictureStripUrl(games: readonly Pick<Game, 'gameCode' | 'imageUrl'>[]): string | undefined {
  if (games.length < 2 || games.length > PICTURE_STRIP_MAX) return undefined;
  if (!games.every((g) => g.imageUrl === gameThumbnailUrl(g.gameCode))) return undefined;
  return `${PICTURE_STRIP_PATH}?codes=${games.map((g) => encodeURIComponent(g.gameCode)).join(',')}`;
}

/**
 * The catalogue: hot games first, then by venue order and popularity; favourites newest
 * first. Filters combine (AND). `collected`
 * lists only the member's favourites (needs login, 6001 otherwise). The token header is
 * optional here: with it, `isCollected` is filled in.
 */
/** Pages of the catalogue index the lobby fetches to search on the client: 1,000 games a call. */
export const GAME_INDEX_PAGE_SIZE = 1000;

export const gameList = endpoint(
  gamesCalls.gameList,
  pageRequest
    .extend({
      /** Up to 100 for the grid's pages; up to GAME_INDEX_PAGE_SIZE for the lobby's search index. */
      pageSize: dbInt(1).max(GAME_INDEX_PAGE_SIZE).default(10),
      category: venueCategory.optional(),
      /** Provider filter: a venue's channel code. */
      channelCode: code.optional(),
      /** Search in the Chinese name (and the game code), case-insensitive; trimmed, max 30. */
      keyword: z
        .string()
        .trim()
        .max(30, { error: message('validation.keywordTooLong') })
        .optional(),
      tag: gameTag.optional(),
      collected: z.boolean().optional(),
    })
    .strict(),
  pageOf(gameSchema),
);

const collectionRequest = z.object({ gameCode }).strict();
/** Idempotent: adding twice or removing a game not there answers success. */
export const addCollection = endpoint(
  `${GAME}/collection/addCollection`,
  collectionRequest,
  z.object({ gameCode: z.string(), isCollected: z.boolean() }),
);
export const removeCollection = endpoint(
  `${GAME}/collection/removeCollection`,
  collectionRequest,
  z.object({ gameCode: z.string(), isCollected: z.boolean() }),
);

/**
 * The three answer forms of SPEC §4 (`url` alone is what the spec names; `form` says
 * which it is so a client need not guess):
 * - `url`:  a full link (https://…/demo/slot?code=…, a one-time launch code): the embedded page /game/:info when
 *           `embedded` and the brand switch are on, else a new window;
 * - `path`: starts with `/`: open on the site origin (CRTY answers `/game/sport/crty`);
 * - `html`: game content (a whole HTML document) for the slot host page /dz/game or /pg/game.
 */
export const launchForm = z.enum(['url', 'path', 'html']);
export type LaunchForm = z.infer<typeof launchForm>;

export const launch = endpoint(
  gamesCalls.launch,
  z
    .object({
      /** The venue's channel code (CRTY, PG, AG, …). */
      enName: code,
      /** Empty or absent: the venue's lobby (DZ / BY: its first hot game). */
      gameCode: z.union([gameCode, z.literal('')]).optional(),
      isActivity: activityFlag.optional(),
    })
    .strict(),
  z.object({
    url: z.string(),
    form: launchForm,
    embedded: z.boolean(),
    channelCode: z.string(),
    gameCode: z.string(),
    /** Money the member's auto-transfer setting moved from the center wallet into the venue first ("0.00" when none). */
    autoTransferred: moneyText,
    venueBalance: moneyText,
  }),
);

export const demoRoundSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  kind: demoKind,
  stake: moneyText,
  win: moneyText,
  /** Completed time, China time "YYYY-MM-DD HH:mm:ss". */
  time: z.string(),
});
export type DemoRound = z.infer<typeof demoRoundSchema>;

/**
 * A venue game page's call back to the platform through the site (SPEC §7 resource).
 * `Request.token` is the launch code of the game (the `code` of the launch url; its page token works too): when it
 * is not this member's launch of this venue, or has expired, the answer is 6302 (SPEC §8:
 * "data abnormal, please re-enter the game").
 */
export const resourceMethod = z.enum(['balance', 'history']);
export const resource = endpoint(
  gamesCalls.resource,
  z
    .object({
      method: resourceMethod,
      enName: code,
      Request: z
        .object({
          /** ms since the epoch (number or digit text). */
          timestamp: z.union([
            dbBigInt(1),
            z.string().regex(/^\d{10,13}$/, { error: message('validation.timestampInvalid') }),
          ]),
          token: z.string().min(1).max(100),
          language: z.string().max(10).default('zh-CN'),
          ip: z.string().max(64).default(''),
        })
        .strict(),
    })
    .strict(),
  z.object({
    method: resourceMethod,
    enName: z.string(),
    balance: moneyText,
    /** `history`: the member's latest 20 demo rounds in this venue; empty for `balance`. */
    rounds: z.array(demoRoundSchema),
  }),
);

// ---- Demo games (served by this server, labelled 演示) -----------------------------
// Pages: GET /demo/slot|fishing|baccarat|lobby?code=<launch code>&site=<site id> (HTML,
// script at /demo/assets/<game>.js). The launch code is one-time and lives minutes: the
// page exchanges it (`demoExchange`) for its own page token, then calls the endpoints
// below with that token in the body; money-moving calls also carry the member's session
// `token` header. The usual site-id and timestamp headers apply.

const launchToken = z.string().regex(/^[0-9a-f]{48}$/, { error: message('validation.launchTokenInvalid') });
/** Per-round id: the idempotency key of the round (a repeat returns the first result). */
const roundId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: message('validation.roundIdInvalid') });
const stakeText = z
  .string()
  .max(12, { error: message('validation.amountTooLong') })
  .regex(/^\d+(\.\d{1,2})?$/, { error: message('validation.amountFormat') })
  .refine((s) => Number(s) > 0, { error: message('validation.stakePositive') });

/** The game page trades its one-time launch code for the page token (6302 when used or expired). */
export const demoExchange = endpoint(
  `${GAME}/demo/exchange`,
  z.object({ code: launchToken }).strict(),
  z.object({ token: z.string() }),
);

export const demoSession = endpoint(
  `${GAME}/demo/session`,
  z.object({ token: launchToken }).strict(),
  z.object({
    channelCode: z.string(),
    venueName: z.string(),
    gameCode: z.string(),
    gameName: z.string(),
    kind: demoKind,
    balance: moneyText,
    minStake: moneyText,
    maxStake: moneyText,
    rtp: z.string(),
    memberName: z.string(),
    /** Free spins (from the points exchange) the member holds for this venue's slots. */
    freeSpins: z
      .object({ left: z.number().int().min(0), stake: moneyText, expiresAt: z.string() })
      .optional(),
  }),
);

export const slotLine = z.object({
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int(),
  win: moneyText,
});
export const demoSlotSpin = endpoint(
  `${GAME}/demo/slot/spin`,
  z.object({ token: launchToken, roundId, stake: stakeText }).strict(),
  z.object({
    roundId: z.string(),
    /** 5 reels of 3 symbols each, top to bottom. */
    reels: z.array(z.array(z.string())),
    lines: z.array(slotLine),
    stake: moneyText,
    win: moneyText,
    balance: moneyText,
  }),
);

/**
 * One free spin (免费旋转): played at the stake of the member's free spins, no stake taken
 * from the wallet; the win is a reward credited to the center wallet with its turnover (流水).
 */
export const demoSlotFreeSpin = endpoint(
  `${GAME}/demo/slot/freeSpin`,
  z.object({ token: launchToken, roundId }).strict(),
  z.object({
    roundId: z.string(),
    reels: z.array(z.array(z.string())),
    lines: z.array(slotLine),
    stake: moneyText,
    win: moneyText,
    /** Free spins left for this venue after this one. */
    spinsLeft: z.number().int().min(0),
    /** Turnover required of the win (0 when nothing was won). */
    turnoverRequired: moneyText,
    centerWalletBalance: moneyText,
  }),
);

export const demoFishingShoot = endpoint(
  `${GAME}/demo/fishing/shoot`,
  z
    .object({
      token: launchToken,
      roundId,
      stake: stakeText,
      fish: z.string().regex(/^[a-z]{2,20}$/, { error: message('validation.fishInvalid') }),
    })
    .strict(),
  z.object({
    roundId: z.string(),
    fish: z.string(),
    fishName: z.string(),
    multiplier: z.number().int(),
    caught: z.boolean(),
    stake: moneyText,
    win: moneyText,
    balance: moneyText,
  }),
);

export const baccaratSide = z.enum(['banker', 'player', 'tie']);
export const demoBaccaratDeal = endpoint(
  `${GAME}/demo/baccarat/deal`,
  z.object({ token: launchToken, roundId, side: baccaratSide, stake: stakeText }).strict(),
  z.object({
    roundId: z.string(),
    /** Cards as "S1".."S13" (suit S H D C + rank 1-13). */
    player: z.array(z.string()),
    banker: z.array(z.string()),
    playerPoints: z.number().int(),
    bankerPoints: z.number().int(),
    result: baccaratSide,
    side: baccaratSide,
    stake: moneyText,
    win: moneyText,
    balance: moneyText,
  }),
);

export const cardsResult = z.enum(['player', 'banker', 'tie']);
export const cardsHandClass = z.enum(['leopard', 'straightFlush', 'flush', 'straight', 'pair', 'high']);
/** 炸金花 against the house: three cards each, the better hand wins 1:0.95, equal hands push. */
export const demoCardsDeal = endpoint(
  `${GAME}/demo/cards/deal`,
  z.object({ token: launchToken, roundId, stake: stakeText }).strict(),
  z.object({
    roundId: z.string(),
    /** Cards as "S1".."C13", as baccarat. */
    player: z.array(z.string()),
    banker: z.array(z.string()),
    playerHand: cardsHandClass,
    bankerHand: cardsHandClass,
    result: cardsResult,
    stake: moneyText,
    win: moneyText,
    balance: moneyText,
  }),
);

export const lotteryPick = z.enum(['big', 'small', 'odd', 'even', 'triple']);
/** 极速快三: one ticket, three dice drawn at once; 大小单双 at 1.96, any triple at 32. */
export const demoLotteryDraw = endpoint(
  `${GAME}/demo/lottery/draw`,
  z.object({ token: launchToken, roundId, pick: lotteryPick, stake: stakeText }).strict(),
  z.object({
    roundId: z.string(),
    /** The draw's number (期号), China time: YYYYMMDD-HHmmss. */
    issue: z.string(),
    dice: z.array(z.number().int().min(1).max(6)),
    sum: z.number().int(),
    /** Every pick this draw wins. */
    hits: z.array(lotteryPick),
    pick: lotteryPick,
    odds: z.string(),
    stake: moneyText,
    win: moneyText,
    balance: moneyText,
  }),
);

export const matchPick = z.enum(['home', 'draw', 'away']);
const matchId = z.string().regex(/^[0-9a-f]{16}$/, { error: message('validation.matchIdInvalid') });
const matchOffer = z.object({
  matchId: z.string(),
  sport: z.enum(['esports', 'football']),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  /** Decimal odds as text; `draw` only in football. */
  odds: z.object({ home: z.string(), draw: z.string().optional(), away: z.string() }),
});
/** The next virtual match of the venue (虚拟电竞 best of three, or 虚拟足球 1X2). */
export const demoMatchOffer = endpoint(
  `${GAME}/demo/match/offer`,
  z.object({ token: launchToken }).strict(),
  matchOffer,
);
/** A bet on the offered match: the server prices it again from the id and plays the match at once. */
export const demoMatchBet = endpoint(
  `${GAME}/demo/match/bet`,
  z.object({ token: launchToken, roundId, matchId, pick: matchPick, stake: stakeText }).strict(),
  matchOffer.extend({
    roundId: z.string(),
    /** Maps (e-sports) or goals (football), home first. */
    score: z.array(z.number().int().min(0)),
    result: matchPick,
    pick: matchPick,
    stake: moneyText,
    win: moneyText,
    balance: moneyText,
  }),
);

/** The fish of the demo shooter: a hit catches with probability RTP / multiplier. */
export const demoFishList = endpoint(
  `${GAME}/demo/fishing/fish`,
  z.object({ token: launchToken }).strict(),
  z.array(z.object({ fish: z.string(), name: z.string(), multiplier: z.number().int() })),
);

export const demoHistory = endpoint(
  `${GAME}/demo/history`,
  z.object({ token: launchToken }).strict(),
  z.array(demoRoundSchema),
);
