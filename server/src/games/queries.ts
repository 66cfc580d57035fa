import { ErrorCode, games } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import { venueMessages } from '../messages/venues';

/** A venue row with the columns of migration 006. */
export interface CasinoVenue {
  code: string;
  name: string;
  category: games.VenueCategory;
  status: 'open' | 'maintenance';
  sort: number;
  display_en_name: string;
  slogan: string;
  maintenance_message: string;
  embedded: boolean;
  launch_form: games.LaunchForm;
  hot: boolean;
  hue: number;
  game_count: number;
}

/**
 * The games this server really plays (issue 28 item 10): a chess venue's table is 炸金花, so it
 * lists only its 炸金花 rooms; a 抢庄牛牛 or 斗地主 seeded by an older catalogue stays out of
 * lists, counts and launches (it would have played 炸金花 under another game's name).
 */
export const PLAYED_HERE_SQL = `(g.category <> 'QP' OR g.name LIKE '炸金花%')`;

const VENUE_COLUMNS = `v.code, v.name, v.category, v.status, v.sort, v.display_en_name, v.slogan, v.maintenance_message,
  v.embedded, v.launch_form, v.hot, v.hue, (SELECT count(*) FROM games g WHERE g.venue_code = v.code AND ${PLAYED_HERE_SQL}) AS game_count`;

function venueRow(r: CasinoVenue): CasinoVenue {
  return { ...r, sort: toInt(r.sort), hue: toInt(r.hue), game_count: toInt(r.game_count) };
}

export async function venuesOfCategory(q: Queryable, category: games.VenueCategory): Promise<CasinoVenue[]> {
  const rows = await q.query<CasinoVenue>(
    `SELECT ${VENUE_COLUMNS} FROM venues v WHERE v.category = $1 ORDER BY v.hot DESC, v.sort, v.code`,
    [category],
  );
  return rows.map(venueRow);
}

/** @throws {ApiError} 6007 for an unknown channel code. */
export async function casinoVenue(q: Queryable, code: string): Promise<CasinoVenue> {
  const [row] = await q.query<CasinoVenue>(`SELECT ${VENUE_COLUMNS} FROM venues v WHERE v.code = $1`, [code]);
  if (!row) throw new ApiError(ErrorCode.INVALID_PARAMETER, venueMessages.unknown(code));
  return venueRow(row);
}

/** @throws {ApiError} 6415 with the venue's own message while it is under maintenance. */
export function assertOpen(v: CasinoVenue): void {
  if (v.status !== 'open')
    throw new ApiError(
      ErrorCode.VENUE_MAINTENANCE,
      v.maintenance_message || venueMessages.maintenance(v.name),
    );
}

export function toVenueInfo(v: CasinoVenue): games.VenueInfo {
  return {
    channelCode: v.code,
    enName: v.code,
    name: v.name,
    displayEnName: v.display_en_name || v.code,
    category: v.category,
    imageUrl: `/media/venues/${v.code}.svg`,
    logoUrl: `/media/venues/${v.code}-logo.svg`,
    slogan: v.slogan,
    status: v.status,
    maintenanceMessage: v.status === 'open' ? '' : v.maintenance_message || venueMessages.maintenance(v.name),
    embedded: v.embedded,
    hasGameList: v.game_count > 0,
    gameCount: v.game_count,
    hot: v.hot,
    sort: v.sort,
  };
}

export interface GameRow {
  code: string;
  venue_code: string;
  name: string;
  category: games.VenueCategory;
  hot: boolean;
  is_new: boolean;
  rtp_bp: number;
  demo_kind: games.DemoKind;
  hue: number;
  provider_name: string;
}

const GAME_COLUMNS = `g.code, g.venue_code, g.name, g.category, g.hot, g.is_new, g.rtp_bp, g.demo_kind, g.hue, v.name AS provider_name`;

export async function gameOf(q: Queryable, code: string): Promise<GameRow | undefined> {
  const [row] = await q.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM games g JOIN venues v ON v.code = g.venue_code WHERE g.code = $1 AND ${PLAYED_HERE_SQL}`,
    [code],
  );
  return row ? { ...row, rtp_bp: toInt(row.rtp_bp), hue: toInt(row.hue) } : undefined;
}

/** The name and hue of each of `codes` that is a game (the picture strip's art), by code. */
export async function gameArtOf(
  q: Queryable,
  codes: readonly string[],
): Promise<Map<string, { name: string; hue: number }>> {
  const rows = await q.query<{ code: string; name: string; hue: number | string }>(
    'SELECT code, name, hue FROM games WHERE code = ANY($1::text[])',
    [codes],
  );
  return new Map(rows.map((r) => [r.code, { name: r.name, hue: toInt(r.hue) }]));
}

/** The game a launch without a game code opens: the venue's first hot game, if it has games. */
export async function lobbyGame(q: Queryable, venue: string): Promise<GameRow | undefined> {
  const [row] = await q.query<{ code: string }>(
    `SELECT code FROM games g WHERE venue_code = $1 AND ${PLAYED_HERE_SQL} ORDER BY hot DESC, sort LIMIT 1`,
    [venue],
  );
  return row ? gameOf(q, row.code) : undefined;
}

export const rtpText = (bp: number): string => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

export interface GameFilter {
  pageNum: number;
  pageSize: number;
  category?: games.VenueCategory | undefined;
  channelCode?: string | undefined;
  keyword?: string | undefined;
  tag?: games.GameTag | undefined;
  /** Only this member's favourites. */
  collectedBy?: number | undefined;
}

/** One page of the catalogue; `memberId` fills `isCollected`. */
export async function listGames(
  q: Queryable,
  f: GameFilter,
  memberId: number | null,
): Promise<{ list: games.Game[]; total: number }> {
  const where: string[] = [PLAYED_HERE_SQL];
  const params: unknown[] = [memberId];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.category) add((p) => `g.category = ${p}`, f.category);
  if (f.channelCode) add((p) => `g.venue_code = ${p}`, f.channelCode);
  if (f.keyword)
    add(
      (p) => `(g.name ILIKE ${p} ESCAPE '\\' OR g.code ILIKE ${p} ESCAPE '\\')`,
      `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
  if (f.tag === 'hot') where.push('g.hot');
  if (f.tag === 'new') where.push('g.is_new');
  if (f.collectedBy !== undefined) add((p) => `c.member_id = ${p}`, f.collectedBy);
  params.push(f.pageSize, (f.pageNum - 1) * f.pageSize);
  const order =
    f.collectedBy !== undefined ? 'c.created_at DESC, g.code' : 'g.hot DESC, v.sort, g.sort, g.code';
  const rows = await q.query<GameRow & { collected: boolean; total: unknown }>(
    `SELECT ${GAME_COLUMNS}, c.member_id IS NOT NULL AS collected, count(*) OVER () AS total
       FROM games g JOIN venues v ON v.code = g.venue_code
       LEFT JOIN game_collections c ON c.game_code = g.code AND c.member_id = $1
      WHERE ${where.join(' AND ')}
      ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const total = rows[0] ? toInt(rows[0].total) : f.pageNum > 1 ? await countGames(q, f, memberId) : 0;
  return {
    list: rows.map((r) => toGame({ ...r, rtp_bp: toInt(r.rtp_bp), hue: toInt(r.hue) }, r.collected)),
    total,
  };
}

/** The total of a query whose page is past the end (the window count has no row to ride on). */
async function countGames(q: Queryable, f: GameFilter, memberId: number | null): Promise<number> {
  const first = await listGames(q, { ...f, pageNum: 1, pageSize: 1 }, memberId);
  return first.total;
}

export function toGame(r: GameRow, collected: boolean): games.Game {
  return {
    gameCode: r.code,
    name: r.name,
    channelCode: r.venue_code,
    providerName: r.provider_name,
    category: r.category,
    imageUrl: games.gameThumbnailUrl(r.code),
    tags: [...(r.hot ? (['hot'] as const) : []), ...(r.is_new ? (['new'] as const) : [])],
    rtp: rtpText(r.rtp_bp),
    isCollected: collected,
    demoKind: r.demo_kind,
  };
}
