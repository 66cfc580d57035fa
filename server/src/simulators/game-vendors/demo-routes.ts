import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, fenToYuanText, games, yuanTextToFen } from '@site/shared/contract';
import { formatChinaTime, type Db } from '../../db/db';
import { balanceOf, venueWallet } from '../../money/ledger';
import { deal, payout } from './baccarat';
import { LOTTERY_ODDS, drawDice, lotteryPayout } from './dice-lottery';
import { FISH, fishOf, shoot } from './fishing';
import { dealGoldenFlower, goldenFlowerPayout } from './golden-flower';
import { matchPayout, offerOf, playMatch, type MatchOffer } from './virtual-match';
import { heldSpins, playFreeSpin } from '../../games/free-spins';
import { exchangeLaunch, resolveLaunch, type Launched } from '../../games/launch';
import { TABLE_RTP_BP, venueDemoKind, venueTableCode } from '../../games/demo-kinds';
import { DEMO_KINDS, demoPageHtml, demoScript } from './pages';
import { rtpText } from '../../games/queries';
import { roundRngFactory } from '../../games/rng';
import {
  MAX_STAKE,
  MIN_STAKE,
  assertStakeLimits,
  playRound,
  recentRounds,
  type Decided,
  type Round,
} from '../../games/rounds';
import type { Rng } from '../../games/rng';
import { spin } from './slot';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import type { SessionStore } from '../../session/sessions';
import { gamesMessages } from '../../messages/games';

const DEFAULT_RTP_BP = 9600;
/** The table a lobby page links to (a venue of no category with a demo of its own). */
const LOBBY_TABLE = { code: 'DEMO-BACCARAT', name: gamesMessages.tables['DEMO-BACCARAT'] ?? '' };

const EXPIRED = gamesMessages.launchExpired;

/** @throws {ApiError} 6302 when the token is no live launch (SPEC §8: re-enter the game). */
async function launchOf(db: Db, token: string): Promise<Launched> {
  const launch = await resolveLaunch(db, token);
  if (!launch) throw new ApiError(ErrorCode.UID_VERIFICATION, EXPIRED);
  return launch;
}

/**
 * The launch of a money-moving call: the page token alone is not enough, the member's own
 * session (`token` header, same brand) must come along and be the one the launch was made
 * in, so a leaked page token cannot spend the member's venue money.
 * @throws {ApiError} 6001 without a live session, 6302 when the launch is not that session's.
 */
async function moneyLaunchOf(
  db: Db,
  sessions: SessionStore,
  request: FastifyRequest,
  token: string,
): Promise<Launched> {
  const member = await sessions.requireMember(request);
  const launch = await launchOf(db, token);
  if (launch.sessionToken !== member.token) throw new ApiError(ErrorCode.UID_VERIFICATION, EXPIRED);
  return launch;
}

/** The game a launch plays: its catalogue game, or (a venue launched as a whole) its category's table. */
function gameOfLaunch(launch: Launched): { code: string; name: string; kind: games.DemoKind; rtpBp: number } {
  const g = launch.game;
  if (g)
    return { code: g.code, name: g.name, kind: g.demo_kind, rtpBp: TABLE_RTP_BP[g.demo_kind] ?? g.rtp_bp };
  const code = venueTableCode(launch.venue.category);
  const kind = venueDemoKind(launch.venue.category);
  return {
    code,
    name: gamesMessages.tables[code] ?? gamesMessages.unnamedRound,
    kind,
    rtpBp: TABLE_RTP_BP[kind] ?? DEFAULT_RTP_BP,
  };
}

/** China time as a lottery draw number: YYYYMMDD-HHmmss. */
const drawIssue = (now = new Date()): string => formatChinaTime(now).replace(/[-:]/g, '').replace(' ', '-');

/** An offer as the page sees it: odds as decimal text, the chances kept on the server. */
function offerView(offer: MatchOffer) {
  const odds = (n: number | undefined) => (n === undefined ? undefined : (n / 100).toFixed(2));
  const draw = odds(offer.odds.draw);
  return {
    matchId: offer.matchId,
    sport: offer.sport,
    league: offer.league,
    home: offer.home,
    away: offer.away,
    odds: { home: odds(offer.odds.home) ?? '', ...(draw ? { draw } : {}), away: odds(offer.odds.away) ?? '' },
  };
}

/** @throws {ApiError} 6007 when the launched game is not played by this demo. */
function assertKind(launch: Launched, ...kinds: games.DemoKind[]): ReturnType<typeof gameOfLaunch> {
  const game = gameOfLaunch(launch);
  if (!kinds.includes(game.kind))
    throw new ApiError(ErrorCode.INVALID_PARAMETER, gamesMessages.playUnsupported(game.name));
  return game;
}

/**
 * The demo games (labelled 演示): HTML pages under /demo/<kind> with their scripts under
 * /demo/assets (the site CSP allows no inline script), and their JSON calls under
 * /game/api/v1/demo/*, authorised by the launch token. Money is real: the member's venue wallet.
 */
export function gamesDemoRoutes(app: FastifyInstance, db: Db, sessions: SessionStore): void {
  const rngOf = roundRngFactory();

  app.get<{ Params: { kind: string }; Querystring: { code?: string; site?: string; language?: string } }>(
    '/demo/:kind',
    async (request, reply) => {
      const kind = DEMO_KINDS.find((k) => k === request.params.kind);
      if (!kind) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      const code = /^[0-9a-f]{48}$/.test(request.query.code ?? '') ? (request.query.code ?? '') : '';
      const site = /^\d{1,10}$/.test(request.query.site ?? '') ? (request.query.site ?? '') : '1001';
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(demoPageHtml(kind, code, site, request.query.language === 'zh-TW' ? 'zh-TW' : 'zh-CN'));
    },
  );

  route(app, games.demoExchange, async ({ code }) => {
    const token = await exchangeLaunch(db, code);
    if (!token) throw new ApiError(ErrorCode.UID_VERIFICATION, EXPIRED);
    return { token };
  });

  app.get<{ Params: { file: string }; Querystring: { language?: string } }>(
    '/demo/assets/:file',
    async (request, reply) => {
      const script = demoScript(request.params.file, request.query.language === 'zh-TW' ? 'zh-TW' : 'zh-CN');
      if (script === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      return reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script);
    },
  );

  route(app, games.demoSession, async ({ token }) => {
    const launch = await launchOf(db, token);
    const game = gameOfLaunch(launch);
    return {
      channelCode: launch.venue.code,
      venueName: launch.venue.name,
      gameCode: game.code,
      gameName: game.name,
      kind: game.kind,
      balance: fenToYuanText(await balanceOf(db, launch.memberId, venueWallet(launch.venue.code))),
      minStake: fenToYuanText(MIN_STAKE),
      maxStake: fenToYuanText(MAX_STAKE),
      rtp: rtpText(game.rtpBp),
      memberName: `${launch.memberName.slice(0, 2)}***`,
      ...(game.kind === 'slot' ? { freeSpins: await heldSpins(db, launch.memberId, launch.venue.code) } : {}),
    };
  });

  /**
   * One staked round at the launch's table, the same for every demo: the member's own
   * session with a launch of a game of `kind`, then `prepare` (the table's own checks, before
   * any money moves; it returns how the round is decided), the stake within the limits, and
   * the round through the ledger (playRound), once per round id.
   */
  async function stakedRound<T extends object>(
    request: FastifyRequest,
    input: { token: string; roundId: string; stake: string },
    path: string,
    kind: Round['kind'],
    prepare: (
      launch: Launched,
      game: ReturnType<typeof gameOfLaunch>,
    ) => (rng: Rng, stake: number) => Decided<T>,
  ) {
    const launch = await moneyLaunchOf(db, sessions, request, input.token);
    // Baccarat is also the table of a lobby page (a venue of no category with a demo of its own).
    const launched = assertKind(launch, kind, ...(kind === 'baccarat' ? (['lobby'] as const) : []));
    const game = launched.kind === 'lobby' ? { ...launched, ...LOBBY_TABLE } : launched;
    const decide = prepare(launch, game);
    const stake = yuanTextToFen(input.stake);
    assertStakeLimits(stake);
    const round = { launch, roundId: input.roundId, kind, gameCode: game.code, gameName: game.name };
    return playRound(db, { ...round, stake, path, body: input }, rngOf, (rng) => decide(rng, stake));
  }

  const slotDetail = (r: ReturnType<typeof spin>) => ({
    reels: r.grid,
    lines: r.lines.map((l) => ({ ...l, win: fenToYuanText(l.win) })),
  });

  route(app, games.demoSlotSpin, (input, request) =>
    stakedRound(request, input, games.demoSlotSpin.path, 'slot', (_, game) => (rng, stake) => {
      const r = spin(rng, stake, game.rtpBp / 10_000);
      return { win: r.win, detail: slotDetail(r) };
    }),
  );

  route(app, games.demoSlotFreeSpin, async (input, request) => {
    const launch = await moneyLaunchOf(db, sessions, request, input.token);
    const game = assertKind(launch, 'slot');
    const round = {
      memberId: launch.memberId,
      venue: launch.venue.code,
      gameCode: game.code,
      gameName: game.name,
      roundId: input.roundId,
      sessionToken: launch.sessionToken,
      path: games.demoSlotFreeSpin.path,
      body: input,
    };
    return playFreeSpin(db, round, rngOf, (rng, stake) => {
      const r = spin(rng, stake, game.rtpBp / 10_000);
      return { win: r.win, detail: slotDetail(r) };
    });
  });

  route(app, games.demoFishList, async ({ token }) => {
    assertKind(await launchOf(db, token), 'fishing');
    return FISH.map((f) => ({ ...f }));
  });

  route(app, games.demoFishingShoot, (input, request) =>
    stakedRound(request, input, games.demoFishingShoot.path, 'fishing', (_, game) => {
      const fish = fishOf(input.fish);
      if (!fish) throw new ApiError(ErrorCode.INVALID_PARAMETER, gamesMessages.fishUnknown);
      return (rng, stake) => {
        const shot = shoot(rng, stake, fish, game.rtpBp / 10_000);
        return {
          win: shot.win,
          detail: { fish: fish.fish, fishName: fish.name, multiplier: fish.multiplier, caught: shot.caught },
        };
      };
    }),
  );

  route(app, games.demoBaccaratDeal, (input, request) =>
    stakedRound(request, input, games.demoBaccaratDeal.path, 'baccarat', () => (rng, stake) => {
      const d = deal(rng);
      return { win: payout(input.side, d.result, stake), detail: { ...d, side: input.side } };
    }),
  );

  route(app, games.demoCardsDeal, (input, request) =>
    stakedRound(request, input, games.demoCardsDeal.path, 'cards', () => (rng, stake) => {
      const d = dealGoldenFlower(rng);
      return {
        win: goldenFlowerPayout(d.result, stake),
        detail: {
          player: d.player.cards,
          banker: d.banker.cards,
          playerHand: d.player.class,
          bankerHand: d.banker.class,
          result: d.result,
        },
      };
    }),
  );

  route(app, games.demoLotteryDraw, (input, request) =>
    stakedRound(request, input, games.demoLotteryDraw.path, 'lottery', () => (rng, stake) => {
      const draw = drawDice(rng);
      return {
        win: lotteryPayout(input.pick, draw, stake),
        detail: {
          issue: drawIssue(),
          dice: draw.dice,
          sum: draw.sum,
          hits: draw.hits,
          pick: input.pick,
          odds: (LOTTERY_ODDS[input.pick] / 100).toFixed(2),
        },
      };
    }),
  );

  /** E-sports venues play 虚拟电竞, sports venues 虚拟足球. */
  const sportOf = (launch: Launched) => (launch.venue.category === 'DJ' ? 'esports' : 'football');

  route(app, games.demoMatchOffer, async ({ token }) => {
    const launch = await launchOf(db, token);
    assertKind(launch, 'match');
    return offerView(offerOf(randomBytes(8).toString('hex'), sportOf(launch)));
  });

  route(app, games.demoMatchBet, (input, request) =>
    stakedRound(request, input, games.demoMatchBet.path, 'match', (launch) => {
      // Priced again from the match id: the page's odds are never trusted.
      const offer = offerOf(input.matchId, sportOf(launch));
      if (offer.odds[input.pick] === undefined)
        throw new ApiError(ErrorCode.INVALID_PARAMETER, gamesMessages.matchNoDraw);
      return (rng, stake) => {
        const played = playMatch(rng, offer);
        return {
          win: matchPayout(offer, input.pick, played, stake),
          detail: { ...offerView(offer), score: played.score, result: played.result, pick: input.pick },
        };
      };
    }),
  );

  route(app, games.demoHistory, async ({ token }) => {
    const launch = await launchOf(db, token);
    return recentRounds(db, launch.memberId, launch.venue.code);
  });
}
