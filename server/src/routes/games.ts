import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, fenToYuanText, games } from '@site/shared/contract';
import type { Db, Queryable } from '../db/db';
import { moneyCall, requestIdOf } from '../funds/idempotency';
import { CENTER, balanceOf, move, venueWallet } from '../funds/ledger';
import { bonusPool } from '../games/bonus';
import { CRTY_PATH, assertActivityAllows, createLaunch, launchAnswer, launchOfMember } from '../games/launch';
import { assertOpen, casinoVenue, gameOf, listGames, lobbyGame, toVenueInfo, venuesOfCategory } from '../games/queries';
import { recentRounds } from '../games/rounds';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import type { SessionStore } from '../session/sessions';
import type { WsHub } from '../ws/hub';
import { gamesDemoRoutes } from './games-demo';
import { gamesMediaRoutes } from './games-media';

const yuan = fenToYuanText;
const POOL_CATEGORIES = new Set(['DZ', 'BY', 'ZR']);

/** The member of the request when it carries a live session; null for a visitor (public lists). */
async function optionalMember(sessions: SessionStore, request: FastifyRequest): Promise<number | null> {
  try {
    return (await sessions.requireMember(request)).id;
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.LOGIN_EXPIRED) return null;
    throw error;
  }
}

/** Where the launch's full links point: this server, as the browser reached it. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

async function autoTransferOn(q: Queryable, memberId: number): Promise<boolean> {
  const [row] = await q.query<{ auto_transfer: boolean }>('SELECT auto_transfer FROM wallet_settings WHERE member_id = $1', [memberId]);
  return row?.auto_transfer === true;
}

/**
 * Casino and venue calls (SPEC §7 Games): venues by category, bonus pools, game list,
 * collections, launch, resource, and the demo games served by this server (issue 6).
 */
export function gamesRoutes(app: FastifyInstance, db: Db, sessions: SessionStore, _hub: WsHub): void {
  route(app, games.getVenueInfoByCategory, async ({ category }) => ({ category, list: (await venuesOfCategory(db, category)).map(toVenueInfo) }));

  route(app, games.getBonusPools, async ({ category }) => {
    const rows = await db.query<{ code: string; name: string; category: string }>('SELECT code, name, category FROM venues ORDER BY sort, code');
    const now = Date.now();
    const pools = rows.filter((v) => (category ? v.category === category : POOL_CATEGORIES.has(v.category))).map((v) => bonusPool(v.code, v.name, now));
    return {
      total: yuan(pools.reduce((s, p) => s + p.amount, 0)),
      growthPerSecond: yuan(pools.reduce((s, p) => s + p.growth, 0)),
      serverTime: now,
      list: pools.map((p) => ({ channelCode: p.channelCode, name: p.name, amount: yuan(p.amount) })),
    };
  });

  route(app, games.gameList, async (input, request) => {
    const memberId = input.collected ? (await sessions.requireMember(request)).id : await optionalMember(sessions, request);
    const page = await listGames(db, { ...input, keyword: input.keyword || undefined, collectedBy: input.collected && memberId !== null ? memberId : undefined }, memberId);
    return { ...page, pageNum: input.pageNum, pageSize: input.pageSize };
  });

  route(app, games.addCollection, async ({ gameCode }, request) => {
    const m = await sessions.requireMember(request);
    if (!(await gameOf(db, gameCode))) throw new ApiError(ErrorCode.INVALID_PARAMETER, `游戏不存在：${gameCode}`);
    await db.query('INSERT INTO game_collections (member_id, game_code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [m.id, gameCode]);
    return { gameCode, isCollected: true };
  });

  route(app, games.removeCollection, async ({ gameCode }, request) => {
    const m = await sessions.requireMember(request);
    await db.query('DELETE FROM game_collections WHERE member_id = $1 AND game_code = $2', [m.id, gameCode]);
    return { gameCode, isCollected: false };
  });

  route(app, games.launch, async (input, request) => {
    const m = await sessions.requireMember(request);
    const venue = await casinoVenue(db, input.enName);
    assertOpen(venue);
    const asked = input.gameCode ? await gameOf(db, input.gameCode) : undefined;
    if (input.gameCode && asked?.venue_code !== venue.code) throw new ApiError(ErrorCode.INVALID_PARAMETER, `游戏不存在：${input.gameCode}`);
    const base = { embedded: venue.embedded, channelCode: venue.code, autoTransferred: '0.00' };
    // The local sportsbook bets from the center wallet: nothing to move, no activity hold.
    if (venue.code === 'CRTY') {
      return { ...base, url: CRTY_PATH, form: 'path' as const, gameCode: '', venueBalance: yuan(await balanceOf(db, m.id, venueWallet(venue.code))) };
    }
    await assertActivityAllows(db, m.id, venue, input.isActivity === true || input.isActivity === 1);
    const game = asked ?? (await lobbyGame(db, venue.code));
    const siteId = request.brand?.siteId ?? '1001';
    const open = async (q: Queryable, moved: number) => {
      const token = await createLaunch(q, m.id, m.token, venue.code, game?.code ?? null);
      const answer = launchAnswer(venue, game?.demo_kind ?? 'lobby', token, siteId, originOf(request));
      return { ...base, ...answer, gameCode: game?.code ?? '', autoTransferred: yuan(moved), venueBalance: yuan(await balanceOf(q, m.id, venueWallet(venue.code))) };
    };
    if (!(await autoTransferOn(db, m.id))) return db.tx((q) => open(q, 0));
    // Auto transfer (the transfer page's switch): the whole center balance goes in first,
    // once per request id, so a retried launch neither moves it twice nor loses the link.
    return moneyCall(db, request, m.id, games.launch.path, input, async (q) => {
      const center = await balanceOf(q, m.id, CENTER);
      if (center > 0) {
        await move(q, { kind: 'venue_in', memberId: m.id, from: CENTER, to: venueWallet(venue.code), amount: center, requestId: requestIdOf(request), memo: `中心钱包 → ${venue.name}（自动转账）` });
      }
      return open(q, center);
    });
  });

  route(app, games.resource, async ({ method, enName, Request }, request) => {
    const m = await sessions.requireMember(request);
    const launch = await launchOfMember(db, Request.token, m.token);
    if (!launch || launch.memberId !== m.id || launch.venue.code !== enName) throw new ApiError(ErrorCode.UID_VERIFICATION, '数据异常，请重新进入游戏');
    const balance = await balanceOf(db, m.id, venueWallet(enName));
    return { method, enName, balance: yuan(balance), rounds: method === 'history' ? await recentRounds(db, m.id, enName) : [] };
  });

  gamesDemoRoutes(app, db, sessions);
  gamesMediaRoutes(app, db);
}
