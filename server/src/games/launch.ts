import { randomBytes } from 'node:crypto';
import { ErrorCode, type games } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { toInt } from '../db/db';
import { owedTurnover } from '../funds/venues';
import { ApiError } from '../http/api-error';
import { demoPageHtml } from './pages';
import { casinoVenue, gameOf, type CasinoVenue, type GameRow } from './queries';

/** A launch lives 12 hours, and never longer than the session that made it. */
export const LAUNCH_TTL_MS = 12 * 3600_000;
export const CRTY_PATH = '/game/sport/crty';

/** A new launch token (48 hex) for the member's session, venue and game. */
export async function createLaunch(q: Queryable, memberId: number, sessionToken: string, venue: string, game: string | null): Promise<string> {
  const token = randomBytes(24).toString('hex');
  // Launches pile up one per game opened: drop the member's dead ones as new ones come.
  await q.query('DELETE FROM game_launches WHERE member_id = $1 AND expires_at < now()', [memberId]);
  await q.query(
    `INSERT INTO game_launches (token, member_id, session_token, venue_code, game_code, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond')`,
    [token, memberId, sessionToken, venue, game, LAUNCH_TTL_MS],
  );
  return token;
}

export interface Launched {
  memberId: number;
  memberName: string;
  venue: CasinoVenue;
  game: GameRow | undefined;
}

/** The launch of a token while it and its session are alive; null otherwise. */
export async function resolveLaunch(q: Queryable, token: string): Promise<Launched | null> {
  if (!/^[0-9a-f]{48}$/.test(token)) return null;
  const [row] = await q.query<{ member_id: unknown; name: string; venue_code: string; game_code: string | null }>(
    `SELECT l.member_id, m.name, l.venue_code, l.game_code FROM game_launches l
       JOIN sessions s ON s.token = l.session_token JOIN members m ON m.id = l.member_id
      WHERE l.token = $1 AND l.expires_at > now() AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [token],
  );
  if (!row) return null;
  return {
    memberId: toInt(row.member_id),
    memberName: row.name,
    venue: await casinoVenue(q, row.venue_code),
    game: row.game_code ? await gameOf(q, row.game_code) : undefined,
  };
}

/**
 * The activity rules of launch (SPEC §4, §8 6413): entering "as activity" needs activity
 * money in the venue (the client then opens the transfer-in dialog with isActivity), and
 * while an activity of another venue still owes turnover the member is held to that venue.
 */
export async function assertActivityAllows(q: Queryable, memberId: number, venue: CasinoVenue, isActivity: boolean): Promise<void> {
  if (isActivity && (await owedTurnover(q, memberId, venue.code)) === 0) {
    throw new ApiError(ErrorCode.VENUE_ACTIVITY, `参加${venue.name}活动需先转入活动资金，请转入后再进入游戏`);
  }
  const [other] = await q.query<{ name: string }>(
    `SELECT v.name FROM venue_activities a JOIN venues v ON v.code = a.venue_code
      WHERE a.member_id = $1 AND a.venue_code <> $2 AND a.turnover < a.required_turnover ORDER BY a.id LIMIT 1`,
    [memberId, venue.code],
  );
  if (other) throw new ApiError(ErrorCode.VENUE_ACTIVITY, `您还在${other.name}的活动中，未达到流水要求前不能进入其他场馆`);
}

/** The `url` and `form` of a launch answer (SPEC §4's three forms; CRTY is handled before). */
export function launchAnswer(venue: CasinoVenue, kind: games.DemoKind, token: string, siteId: string, origin: string): { url: string; form: games.LaunchForm } {
  const path = `/demo/${kind}?token=${token}&site=${encodeURIComponent(siteId)}`;
  switch (venue.launch_form) {
    case 'url':
      return { url: `${origin}${path}`, form: 'url' };
    case 'html':
      return { url: demoPageHtml(kind, token, siteId), form: 'html' };
    default:
      return { url: path, form: 'path' };
  }
}
