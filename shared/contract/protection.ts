import { z } from 'zod';
import { endpoint } from './endpoint';
import { md5Hex } from './auth';
import { moneyText } from './money';
import { emptyRequest } from './site';
import { amountText } from './funds/common';
import { message } from './validation-messages';
import { protectionCalls } from './calls';

/**
 * Player protection (issue 29): limits, reality checks, time-out, self-exclusion and the
 * activity statement. Every call needs a live session (6001). Money is yuan text as in the rest
 * of the contract; times are China time `YYYY-MM-DD HH:mm:ss` like every other time here.
 *
 * Rules the server applies (server/src/protection):
 * - Windows are ROLLING: `day` = the last 24 hours, `week` = the last 7 days, `month` = the
 *   last 30 days. A limit "resets" piece by piece: `resetsAt` is when the oldest amount counted
 *   now drops out of the window (null when nothing is counted).
 * - A new limit and a decrease apply at once. An increase or a removal waits 24 hours
 *   (`pending.confirmableAt`) and then needs `confirmLimit`; until then the old limit applies.
 *   A new request replaces a pending one and starts its 24 hours again.
 * - Several limits of one kind apply together: the lowest `left` decides.
 * - Refusals (a deposit order, a stake, a round, money into a venue) answer 6012 with a message
 *   naming the limit, what is left and when it resets.
 */
const P = '/site/api/v1/protection';

/** deposit: deposit orders (paid and still pending); loss: stakes minus wins, payouts and
 * refunds; wager: stakes, rounds and money sent into a venue (see `limitView.used`). */
export const moneyLimitKind = z.enum(['deposit', 'loss', 'wager']);
export type MoneyLimitKind = z.infer<typeof moneyLimitKind>;

/** Rolling windows: day = 24 hours, week = 7 days, month = 30 days. */
export const limitPeriod = z.enum(['day', 'week', 'month']);
export type LimitPeriod = z.infer<typeof limitPeriod>;

/** A change waiting for its cooling-off (24 hours) and then the member's confirmation. */
export const pendingChangeSchema = z.object({
  /** The value asked for; null = remove the limit. Yuan text, or minutes for the session limit. */
  value: z.string().nullable(),
  requestedAt: z.string(),
  /** From this time `confirmLimit` applies it. */
  confirmableAt: z.string(),
  /** True once `confirmableAt` has passed (the page shows the confirm button). */
  confirmable: z.boolean(),
});
export type PendingChange = z.infer<typeof pendingChangeSchema>;

export const limitViewSchema = z.object({
  kind: moneyLimitKind,
  period: limitPeriod,
  /** The limit in force; null = none. */
  amount: moneyText.nullable(),
  /**
   * Counted in the window now. wager: sport stakes + for each venue the larger of what was sent
   * into it and what was staked in its rounds (money sent into a venue counts as wagered, as
   * aggregators count it, and is not counted twice when it is then staked there). loss: net loss
   * (stakes − wins, payouts, refunds); negative when the member is ahead.
   */
  used: moneyText,
  /** What may still be deposited / lost / wagered; null without a limit. */
  left: moneyText.nullable(),
  /** When the oldest counted amount leaves the window; null when nothing is counted. */
  resetsAt: z.string().nullable(),
  pending: pendingChangeSchema.nullable(),
});
export type LimitView = z.infer<typeof limitViewSchema>;

/** Minutes of one login session; play is refused in a session past it (log in again to go on). */
export const sessionLimitSchema = z.object({
  minutes: z.number().int().nullable(),
  pending: pendingChangeSchema.nullable(),
});
export type SessionLimit = z.infer<typeof sessionLimitSchema>;

export const realityCheckInterval = z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]);
export type RealityCheckInterval = z.infer<typeof realityCheckInterval>;

export const restrictionKind = z.enum(['timeout', 'self_exclusion']);
/** A time-out or self-exclusion in force: login works (withdraw, history) but no play. */
export const restrictionSchema = z.object({ kind: restrictionKind, endsAt: z.string() });
export type Restriction = z.infer<typeof restrictionSchema>;

export const overviewSchema = z.object({
  /** Nine rows: every kind × period, in the order deposit, loss, wager × day, week, month. */
  limits: z.array(limitViewSchema),
  sessionLimit: sessionLimitSchema,
  realityCheckMinutes: realityCheckInterval,
  /** Non-null while a time-out or self-exclusion is in force (the member is "restricted"). */
  restriction: restrictionSchema.nullable(),
});
export type Overview = z.infer<typeof overviewSchema>;

/** The page: every limit with what is used, when it resets and any pending change. */
export const overview = endpoint(`${P}/overview`, emptyRequest, overviewSchema);

/** What a change did: applied at once, or waiting for the cooling-off and a confirmation. */
export const changeResultSchema = z.object({
  applied: z.enum(['now', 'pending', 'unchanged']),
  /** Chinese sentence for the page (e.g. 提高限额将于 11-28 14:30 后可确认生效). */
  message: z.string(),
  overview: overviewSchema,
});
export type ChangeResult = z.infer<typeof changeResultSchema>;

/** Sets, lowers, raises or removes (amount null) one money limit. */
export const setLimit = endpoint(
  `${P}/setLimit`,
  z.object({ kind: moneyLimitKind, period: limitPeriod, amount: amountText.nullable() }).strict(),
  changeResultSchema,
);

/** Minutes per login session, 10 to 1440; null removes it. */
export const sessionMinutes = z.number().int().min(10).max(1440);
export const setSessionLimit = endpoint(
  `${P}/setSessionLimit`,
  z.object({ minutes: sessionMinutes.nullable() }).strict(),
  changeResultSchema,
);

/** `kind: 'session'` names the session limit (period ignored). */
export const limitRef = z
  .object({ kind: z.enum(['deposit', 'loss', 'wager', 'session']), period: limitPeriod.optional() })
  .strict();

/** Applies a pending increase or removal after its 24 hours; 6012 before, or with none pending. */
export const confirmLimit = endpoint(`${P}/confirmLimit`, limitRef, changeResultSchema);

/** Drops a pending increase or removal; the limit in force stays. */
export const cancelLimitChange = endpoint(`${P}/cancelLimitChange`, limitRef, changeResultSchema);

/** The login password, as login sends it (md5 hex), asked twice by the page. */
const passwordTwice = {
  password: md5Hex,
  confirmPassword: md5Hex,
};
const samePassword = (p: { password: string; confirmPassword: string }) => p.password === p.confirmPassword;
const mismatch = { error: message('validation.passwordMismatch'), path: ['confirmPassword'] };

export const timeOutDuration = z.enum(['24h', '7d', '30d', '6w']);
export const selfExclusionDuration = z.enum(['6m', '1y', '5y']);

export const breakResultSchema = z.object({ kind: restrictionKind, endsAt: z.string() });

/**
 * A time-out. On success every session of the member ends (log in again: withdraw and history
 * only). Never shortened or lifted early; a longer one may be taken on top. 6002 wrong password.
 */
export const timeOut = endpoint(
  `${P}/timeOut`,
  z
    .object({ duration: timeOutDuration, ...passwordTwice })
    .strict()
    .refine(samePassword, mismatch),
  breakResultSchema,
);

/**
 * Self-exclusion: as timeOut, and no new account with the same phone, e-mail or real name while it
 * lasts. Never shortened or lifted early (not by operators either).
 */
export const selfExclude = endpoint(
  `${P}/selfExclude`,
  z
    .object({ duration: selfExclusionDuration, ...passwordTwice })
    .strict()
    .refine(samePassword, mismatch),
  breakResultSchema,
);

export const realityCheckSchema = z.object({
  /** 0 = off. */
  intervalMinutes: realityCheckInterval,
  /** Login time of this session. */
  loginAt: z.string(),
  /** Seconds since login. */
  secondsSinceLogin: z.number().int(),
  /** This session: stakes (sport stakes + rounds), wins (payouts, refunds, round wins), wins − stakes. */
  staked: moneyText,
  won: moneyText,
  net: moneyText,
  /** When the next check is due (an interval after login or the last acknowledgement); null when off. */
  nextDueAt: z.string().nullable(),
  /** True when the dialog should show now and be acknowledged before play goes on. */
  due: z.boolean(),
  /** When this session's time limit ends play; null without a session limit. */
  sessionEndsAt: z.string().nullable(),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;

/** What the reality-check dialog shows for this session. */
export const realityCheck = endpoint(protectionCalls.realityCheck, emptyRequest, realityCheckSchema);

export const setRealityCheck = endpoint(
  `${P}/setRealityCheck`,
  z.object({ intervalMinutes: realityCheckInterval }).strict(),
  realityCheckSchema,
);

/** The member pressed continue: recorded; the next check is due one interval later. */
export const ackRealityCheck = endpoint(protectionCalls.ackRealityCheck, emptyRequest, realityCheckSchema);

export const statementMonthSchema = z.object({
  /** YYYY-MM, China time. */
  month: z.string(),
  deposits: moneyText,
  withdrawals: moneyText,
  stakes: moneyText,
  wins: moneyText,
  /** wins − stakes (what the member won or lost playing). */
  net: moneyText,
  /**
   * Minutes logged in: each session from login to logout; a session never logged out counts
   * until its last money movement (no later activity is recorded), never past its expiry.
   */
  minutesPlayed: z.number().int(),
});
export type StatementMonth = z.infer<typeof statementMonthSchema>;

/** The last 12 months, newest first (the current month included). */
export const statement = endpoint(
  `${P}/statement`,
  emptyRequest,
  z.object({ months: z.array(statementMonthSchema) }),
);

/**
 * The same statement as a CSV file (POST with the usual headers, body `{}`; the answer is
 * `text/csv; charset=utf-8`, `statementCsv` (shared/format/csv.ts) of the same months with the catalogue's column
 * names in the request's language, and `Content-Disposition: attachment` naming the file
 * `活动记录-YYYY-MM.csv` (`filename*`, RFC 6266; ASCII fallback `statement-YYYY-MM.csv`), the
 * month being the newest one). Errors answer the usual JSON envelope (6001 without a session).
 */
export const statementCsvPath = `${P}/statement.csv`;
