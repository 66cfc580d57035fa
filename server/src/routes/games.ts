import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, fenToYuanText, games } from '@site/shared/contract';
import type { Db, Queryable } from '../db/db';
import { moveMoney } from '../money/door';
import { moneyCall, requestIdOf } from '../money/idempotency';
import { CENTER, balanceOf, venueWallet } from '../money/ledger';
import { listVenues } from '../funds/venues';
import { autoTransferOn } from '../funds/wallet-settings';
import { bonusPool } from '../games/bonus';
import { addCollection, removeCollection } from '../games/collections';
import { CRTY_PATH, assertActivityAllows, createLaunch, launchAnswer, launchOfMember } from '../games/launch';
import { venueDemoKind } from '../games/demo-kinds';
import type { GameVendor } from '../games/game-vendor';
import {
  assertOpen,
  casinoVenue,
  gameOf,
  listGames,
  lobbyGame,
  toVenueInfo,
  venuesOfCategory,
} from '../games/queries';
import { recentRounds } from '../games/rounds';
import { ApiError } from '../http/api-error';
import { assertAdult } from '../auth/member-profile';
import { memberRoute, optionalMember, route } from '../http/route';
import { fundsMemos } from '../messages/funds';
import { gamesMessages as text } from '../messages/games';
import { requestLocale } from '../messages/locale';
import type { SessionStore } from '../session/sessions';
import type { WsHub } from '../ws/hub';
import { gamesMediaRoutes } from './games-media';

const yuan = fenToYuanText;
const POOL_CATEGORIES = new Set(['DZ', 'BY', 'ZR']);

/** Where the launch's full links point: this server, as the browser reached it. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Casino and venue calls (SPEC §7 Games): venues by category, bonus pools, game list,
 * collections, launch, resource, and the demo games served by this server (issue 6).
 */
export function gamesRoutes(
  app: FastifyInstance,
  db: Db,
  sessions: SessionStore,
  _hub: WsHub,
  /** The game vendor whose pages launches open (domains.ts chooses it). */
  vendor: GameVendor,
): void {
  route(app, games.getVenueInfoByCategory, async ({ category }) => ({
    category,
    list: (await venuesOfCategory(db, category)).map(toVenueInfo),
  }));

  route(app, games.getBonusPools, async ({ category }) => {
    const rows = await listVenues(db);
    const now = Date.now();
    const pools = rows
      .filter((v) => (category ? v.category === category : POOL_CATEGORIES.has(v.category)))
      .map((v) => bonusPool(v.code, v.name, now));
    return {
      total: yuan(pools.reduce((s, p) => s + p.amount, 0)),
      growthPerSecond: yuan(pools.reduce((s, p) => s + p.growth, 0)),
      serverTime: now,
      list: pools.map((p) => ({ channelCode: p.channelCode, name: p.name, amount: yuan(p.amount) })),
    };
  });

  route(app, games.gameList, async (input, request) => {
    const memberId = (await optionalMember(sessions, request))?.id ?? null;
    // The collection tab is the member's own: a visitor is asked to log in, as memberRoute would.
    if (input.collected && memberId === null) throw new ApiError(ErrorCode.LOGIN_EXPIRED);
    const page = await listGames(
      db,
      {
        ...input,
        keyword: input.keyword || undefined,
        collectedBy: input.collected && memberId !== null ? memberId : undefined,
      },
      memberId,
    );
    return { ...page, pageNum: input.pageNum, pageSize: input.pageSize };
  });

  memberRoute(app, sessions, games.addCollection, async ({ gameCode }, m) => {
    if (!(await gameOf(db, gameCode)))
      throw new ApiError(ErrorCode.INVALID_PARAMETER, text.gameUnknown(gameCode));
    await addCollection(db, m.id, gameCode);
    return { gameCode, isCollected: true };
  });

  memberRoute(app, sessions, games.removeCollection, async ({ gameCode }, m) => {
    await removeCollection(db, m.id, gameCode);
    return { gameCode, isCollected: false };
  });

  memberRoute(app, sessions, games.launch, async (input, m, request) => {
    const venue = await casinoVenue(db, input.enName);
    assertOpen(venue);
    const asked = input.gameCode ? await gameOf(db, input.gameCode) : undefined;
    if (input.gameCode && asked?.venue_code !== venue.code)
      throw new ApiError(ErrorCode.INVALID_PARAMETER, text.gameUnknown(input.gameCode));
    const base = { embedded: venue.embedded, channelCode: venue.code, autoTransferred: '0.00' };
    // The local sportsbook bets from the center wallet: nothing to move, no activity hold.
    if (venue.code === 'CRTY') {
      return {
        ...base,
        url: CRTY_PATH,
        form: 'path' as const,
        gameCode: '',
        venueBalance: yuan(await balanceOf(db, m.id, venueWallet(venue.code))),
      };
    }
    await assertAdult(db, m.id);
    await assertActivityAllows(db, m.id, venue, input.isActivity === true || input.isActivity === 1);
    const game = asked ?? (await lobbyGame(db, venue.code));
    const siteId = request.brand?.siteId ?? '1001';
    const open = async (q: Queryable, moved: number) => {
      const token = await createLaunch(q, m.id, m.token, venue.code, game?.code ?? null);
      const answer = launchAnswer(
        vendor,
        venue,
        game?.demo_kind ?? venueDemoKind(venue.category),
        token,
        siteId,
        originOf(request),
        requestLocale(request),
      );
      return {
        ...base,
        ...answer,
        gameCode: game?.code ?? '',
        autoTransferred: yuan(moved),
        venueBalance: yuan(await balanceOf(q, m.id, venueWallet(venue.code))),
      };
    };
    if (!(await autoTransferOn(db, m.id))) return db.tx((q) => open(q, 0));
    // Auto transfer (the transfer page's switch): the whole center balance goes in first,
    // once per request id, so a retried launch neither moves it twice nor loses the link.
    return moneyCall(db, request, m.id, games.launch.path, input, async (q) => {
      const center = await balanceOf(q, m.id, CENTER);
      if (center > 0) {
        await moveMoney(q, {
          kind: 'venue_in',
          memberId: m.id,
          from: CENTER,
          to: venueWallet(venue.code),
          amount: center,
          requestId: requestIdOf(request),
          memo: fundsMemos.autoTransfer(venue.name),
        });
      }
      return open(q, center);
    });
  });

  memberRoute(app, sessions, games.resource, async ({ method, enName, Request }, m) => {
    const launch = await launchOfMember(db, Request.token, m.token);
    if (!launch || launch.memberId !== m.id || launch.venue.code !== enName)
      throw new ApiError(ErrorCode.UID_VERIFICATION, text.launchMismatch);
    const balance = await balanceOf(db, m.id, venueWallet(enName));
    return {
      method,
      enName,
      balance: yuan(balance),
      rounds: method === 'history' ? await recentRounds(db, m.id, enName) : [],
    };
  });

  gamesMediaRoutes(app, db);
}
