import { randomBytes } from 'node:crypto';
import { ErrorCode, type games } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { toInt } from '../db/db';
import { owedTurnover } from '../funds/venues';
import { ApiError } from '../http/api-error';
import type { GameVendor } from './game-vendor';
import { casinoVenue, gameOf, type CasinoVenue, type GameRow } from './queries';
import { gamesMessages } from '../messages/games';
import type { Locale } from '@site/shared/i18n';

/** The launch code in a game link: one use, and only for a couple of minutes. */
export const LAUNCH_CODE_TTL_MS = 2 * 60_000;
/** The game page's token dies after this long without a call, and always with its session. */
export const PAGE_TTL_MS = 30 * 60_000;
export const CRTY_PATH = '/game/sport/crty';

const HEX48 = /^[0-9a-f]{48}$/;

/**
 * A new one-time launch code (48 hex) for the member's session, venue and game. It goes
 * in the game link; the game page exchanges it once for its own page token, so a copied
 * link, the browser history or a referrer is worth nothing a few minutes later.
 */
export async function createLaunch(
  q: Queryable,
  memberId: number,
  sessionToken: string,
  venue: string,
  game: string | null,
): Promise<string> {
  const code = randomBytes(24).toString('hex');
  // Launches pile up one per game opened: drop the member's dead ones as new ones come.
  await q.query(
    'DELETE FROM game_launches WHERE member_id = $1 AND expires_at < now() AND code_expires_at < now()',
    [memberId],
  );
  await q.query(
    `INSERT INTO game_launches (token, member_id, session_token, venue_code, game_code, code_expires_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond', now() + $6 * interval '1 millisecond')`,
    [code, memberId, sessionToken, venue, game, LAUNCH_CODE_TTL_MS],
  );
  return code;
}

/** Trades a live, unused launch code for a new page token; null when the code is used, expired or its session is gone. */
export async function exchangeLaunch(q: Queryable, code: string): Promise<string | null> {
  if (!HEX48.test(code)) return null;
  const page = randomBytes(24).toString('hex');
  const rows = await q.query<{ page_token: string }>(
    `UPDATE game_launches l SET page_token = $2, exchanged_at = now(), expires_at = now() + $3 * interval '1 millisecond'
       FROM sessions s
      WHERE l.token = $1 AND l.page_token IS NULL AND l.code_expires_at > now()
        AND s.token = l.session_token AND s.revoked_at IS NULL AND s.expires_at > now()
      RETURNING l.page_token`,
    [code, page, PAGE_TTL_MS],
  );
  return rows[0]?.page_token ?? null;
}

export interface Launched {
  memberId: number;
  memberName: string;
  /** The member session the launch was made in: money-moving calls must carry it too. */
  sessionToken: string;
  venue: CasinoVenue;
  game: GameRow | undefined;
}

interface LaunchRow {
  member_id: unknown;
  name: string;
  session_token: string;
  venue_code: string;
  game_code: string | null;
}

async function launchedOf(q: Queryable, row: LaunchRow | undefined): Promise<Launched | null> {
  if (!row) return null;
  return {
    memberId: toInt(row.member_id),
    memberName: row.name,
    sessionToken: row.session_token,
    venue: await casinoVenue(q, row.venue_code),
    game: row.game_code ? await gameOf(q, row.game_code) : undefined,
  };
}

/** The launch of a page token while it and its session are alive (each call extends its idle time); null otherwise. */
export async function resolveLaunch(q: Queryable, pageToken: string): Promise<Launched | null> {
  if (!HEX48.test(pageToken)) return null;
  const [row] = await q.query<LaunchRow>(
    `UPDATE game_launches l SET expires_at = now() + $2 * interval '1 millisecond'
       FROM sessions s, members m
      WHERE l.page_token = $1 AND l.expires_at > now()
        AND s.token = l.session_token AND s.revoked_at IS NULL AND s.expires_at > now() AND m.id = l.member_id
      RETURNING l.member_id, m.name, l.session_token, l.venue_code, l.game_code`,
    [pageToken, PAGE_TTL_MS],
  );
  return launchedOf(q, row);
}

/**
 * The launch named by its code or page token, for calls the member makes with its own
 * session (the game bar's venue balance): the member must be the launch's, and the
 * launch still alive (an unused code, or a page in use).
 */
export async function launchOfMember(
  q: Queryable,
  codeOrPage: string,
  sessionToken: string,
): Promise<Launched | null> {
  if (!HEX48.test(codeOrPage)) return null;
  const [row] = await q.query<LaunchRow>(
    `SELECT l.member_id, m.name, l.session_token, l.venue_code, l.game_code FROM game_launches l
       JOIN sessions s ON s.token = l.session_token JOIN members m ON m.id = l.member_id
      WHERE (l.token = $1 OR l.page_token = $1) AND l.session_token = $2
        AND (l.expires_at > now() OR l.code_expires_at > now()) AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [codeOrPage, sessionToken],
  );
  return launchedOf(q, row);
}

/**
 * The activity rules of launch (SPEC §4, §8 6413): entering "as activity" needs activity
 * money in the venue (the client then opens the transfer-in dialog with isActivity), and
 * while an activity of another venue still owes turnover the member is held to that venue.
 */
export async function assertActivityAllows(
  q: Queryable,
  memberId: number,
  venue: CasinoVenue,
  isActivity: boolean,
): Promise<void> {
  if (isActivity && (await owedTurnover(q, memberId, venue.code)) === 0) {
    throw new ApiError(ErrorCode.VENUE_ACTIVITY, gamesMessages.activityMoneyFirst(venue.name));
  }
  const [other] = await q.query<{ name: string }>(
    `SELECT v.name FROM venue_activities a JOIN venues v ON v.code = a.venue_code
      WHERE a.member_id = $1 AND a.venue_code <> $2 AND a.turnover < a.required_turnover ORDER BY a.id LIMIT 1`,
    [memberId, venue.code],
  );
  if (other) throw new ApiError(ErrorCode.VENUE_ACTIVITY, gamesMessages.activityTurnoverOwed(other.name));
}

/** The `url` and `form` of a launch answer (SPEC §4's three forms; CRTY is handled before): the vendor's page. */
export function launchAnswer(
  vendor: GameVendor,
  venue: CasinoVenue,
  kind: games.DemoKind,
  code: string,
  siteId: string,
  origin: string,
  locale: Locale = 'zh-CN',
): { url: string; form: games.LaunchForm } {
  const path = vendor.pagePath(kind, code, siteId, locale);
  switch (venue.launch_form) {
    case 'url':
      return { url: `${origin}${path}`, form: 'url' };
    case 'html':
      return { url: vendor.pageHtml(kind, code, siteId, locale), form: 'html' };
    default:
      return { url: path, form: 'path' };
  }
}
