import type { sports } from '@site/shared/contract';
import type {
  FeedMatch,
  Finished,
  FinishedMatch,
  FinishedOutright,
  FinishOrder,
  OddsFeed,
} from '../../sports/odds-feed';
import { LEAGUES } from './catalog';
import { FixtureList } from './fixtures';
import { between, rngFor, type Rng } from './prng';
import { createMatch, reprice, step } from './sim-match';
import type { MarketState, SimMatch } from './sim-state';
import {
  closeTimeOf,
  createOutright,
  currentSeason,
  drawWinner,
  driftOutright,
  type SimOutright,
} from './sim-outright';

const MINUTE = 60_000;
/** Matches that kicked off this long ago may still be playing (football ~2 h in real time). */
const LOOKBACK_MS = 3 * 60 * MINUTE;
/** New fixtures enter the board once a minute. */
const REFRESH_MS = MINUTE;
/**
 * At most this many seconds of a match are simulated in one tick: a match already under way
 * when the feed starts catches up over its first ticks, so starting the feed costs nothing.
 */
const MAX_STEPS_PER_TICK = 120;

export type { Finished, FinishedMatch, FinishedOutright } from '../../sports/odds-feed';

/**
 * The simulated odds feed (an `OddsFeed`, sports/odds-feed.ts): the leagues' fixture lists (fixtures.ts) become matches
 * (deterministic from the seed), live matches advance one step per real second, prices
 * follow the score and the clock, drift and lock, matches finish.
 * Changes collect into one batch per tick (a market's repeated changes collapse).
 */
export class Feed implements OddsFeed {
  readonly matches = new Map<string, SimMatch>();
  readonly outrights = new Map<string, SimOutright>();
  /** Finished recently: kept so the slot is not recreated, and for the dev route. */
  readonly finished = new Map<string, Finished>();
  version = 0;
  private readonly rng: Rng;
  private lastRefresh = 0;
  private readonly dirtyMarkets = new Map<string, { gameId: string; market: MarketState }>();
  private readonly dirtyScores = new Set<string>();
  private readonly started = new Set<string>();
  private readonly closed = new Set<string>();
  private readonly finishedQueue: Finished[] = [];
  readonly fixtures: FixtureList;

  constructor(
    readonly seed: number,
    readonly now: () => number = Date.now,
  ) {
    this.rng = rngFor(seed, 'feed');
    this.fixtures = new FixtureList(seed);
    this.refresh();
  }

  /** Creates the matches of fixtures now in the window and the outrights; plays live ones to now. */
  refresh(): void {
    const now = this.now();
    this.lastRefresh = now;
    for (const league of LEAGUES) {
      for (const f of this.fixtures.between(now - LOOKBACK_MS, now + league.horizonMin * MINUTE, [league])) {
        if (this.matches.has(f.gameId) || this.finished.has(f.gameId)) continue;
        const m = createMatch(this.seed, f);
        this.matches.set(f.gameId, m);
        if (now >= m.startTime) this.advance(m, now, Number.POSITIVE_INFINITY, true);
      }
      const season = currentSeason(this.seed, league, now);
      if (season) {
        const gameId = `${league.leagueId}CH${season.season}`;
        if (!this.outrights.has(gameId) && !this.finished.has(gameId)) {
          this.outrights.set(gameId, createOutright(this.seed, league, season.season, season.closeTime));
        }
      }
    }
    for (const [id, f] of this.finished) if (f.at < now - 2 * LOOKBACK_MS) this.finished.delete(id);
  }

  /**
   * Runs a live (or due) match up to `now`, at most `maxSteps` steps. `catchUp`: a match
   * found under way (the feed just started) is played to now without repricing each step.
   */
  private advance(m: SimMatch, now: number, maxSteps: number, catchUp = false): void {
    if (m.status === 'notStarted') {
      if (now < m.startTime) return;
      m.status = 'live';
      this.started.add(m.gameId);
      for (const id of reprice(m)) this.markDirty(m, id);
    }
    const target = Math.floor((now - m.startTime) / 1000);
    let budget = maxSteps;
    while (m.status === 'live' && m.steps < target && budget-- > 0) {
      const result = step(m, catchUp);
      for (const id of result.markets) this.markDirty(m, id);
      if (result.scored) this.dirtyScores.add(m.gameId);
      if (result.finished) this.finish(m, null);
    }
    if (catchUp && m.status === 'live') for (const id of reprice(m)) this.markDirty(m, id);
    this.dirtyScores.add(m.gameId);
  }

  private markDirty(m: SimMatch, marketId: string): void {
    const market = m.markets.find((x) => x.marketId === marketId);
    if (market) this.dirtyMarkets.set(marketId, { gameId: m.gameId, market });
  }

  private finish(m: SimMatch, cancelReason: string | null): void {
    m.status = cancelReason ? 'cancelled' : 'finished';
    m.se_now = 'FT';
    for (const market of m.markets) market.suspended = true;
    const done: FinishedMatch = {
      kind: 'match',
      gameId: m.gameId,
      home: m.home,
      away: m.away,
      htHome: m.htHome,
      htAway: m.htAway,
      cornersHome: m.cornersH,
      cornersAway: m.cornersA,
      cancelReason,
      restored: m.abandoned,
      at: this.now(),
    };
    this.finished.set(m.gameId, done);
    this.finishedQueue.push(done);
    this.matches.delete(m.gameId);
    this.dirtyScores.delete(m.gameId);
    this.closed.add(m.gameId);
  }

  /** One tick: live matches to now, kick-offs, drifting prices, closing outrights. Returns what finished. */
  tick(): Finished[] {
    const now = this.now();
    if (now - this.lastRefresh >= REFRESH_MS) this.refresh();
    const prematch: SimMatch[] = [];
    for (const m of [...this.matches.values()]) {
      if (m.status === 'live' || now >= m.startTime) this.advance(m, now, MAX_STEPS_PER_TICK);
      else prematch.push(m);
    }
    // A few pre-match prices move each second, as the market takes money.
    for (let i = 0; i < 3 && prematch.length > 0; i++) {
      const m = prematch[Math.floor(this.rng() * prematch.length)];
      if (!m) continue;
      m.tilt = Math.max(-0.08, Math.min(0.08, m.tilt + between(this.rng, -0.015, 0.015)));
      for (const id of reprice(m)) this.markDirty(m, id);
    }
    for (const o of [...this.outrights.values()]) {
      if (now >= o.closeTime) this.settleOutright(o, drawWinner(this.seed, o));
      else if (this.rng() < 0.02) {
        driftOutright(o);
        this.dirtyMarkets.set(o.market.marketId, { gameId: o.gameId, market: o.market });
      }
    }
    return this.finishedQueue.splice(0);
  }

  private settleOutright(o: SimOutright, winner: string): void {
    o.market.suspended = true;
    const done: FinishedOutright = { kind: 'outright', gameId: o.gameId, winner, at: this.now() };
    this.outrights.delete(o.gameId);
    this.finished.set(o.gameId, done);
    this.finishedQueue.push(done);
    this.closed.add(o.gameId);
  }

  /**
   * The result of a match (or outright) that is no longer on the board (it finished while
   * the server was down): rebuilt from its slot (season) and played to the end. Null for an
   * unknown id or one still running or not started.
   */
  replay(gameId: string): Finished | null {
    const known = this.finished.get(gameId);
    if (known) return known;
    if (this.matches.has(gameId) || this.outrights.has(gameId)) return null;
    const outright = /^([A-Z0-9]+?)CH(-?\d+)$/.exec(gameId);
    const outrightLeague = outright ? LEAGUES.find((l) => l.leagueId === outright[1]) : undefined;
    if (outright && outrightLeague) {
      const season = Number(outright[2]);
      const closeTime = closeTimeOf(this.seed, outrightLeague, season);
      if (closeTime === null || this.now() < closeTime) return null;
      const o = createOutright(this.seed, outrightLeague, season, closeTime);
      return { kind: 'outright', gameId, winner: drawWinner(this.seed, o), at: this.now() };
    }
    const fixture = this.fixtures.byId(gameId);
    if (!fixture || this.now() < fixture.startTime) return null;
    const m = createMatch(this.seed, fixture);
    m.status = 'live';
    const target = Math.floor((this.now() - m.startTime) / 1000);
    while (m.status === 'live' && m.steps < target) step(m, true);
    if (m.status === 'live') return null;
    return {
      kind: 'match',
      gameId,
      home: m.home,
      away: m.away,
      htHome: m.htHome,
      htAway: m.htAway,
      cornersHome: m.cornersH,
      cornersAway: m.cornersA,
      cancelReason: null,
      restored: m.abandoned,
      at: this.now(),
    };
  }

  /** Dev tools: kick a not-started match off now. */
  startNow(gameId: string): SimMatch | null {
    const m = this.matches.get(gameId);
    if (!m || m.status !== 'notStarted') return m ?? null;
    m.startTime = this.now();
    this.advance(m, m.startTime, 0);
    return m;
  }

  /** Dev tools: set a live match's score now (an in-play bet taken next records it). */
  scoreNow(gameId: string, home: number, away: number): SimMatch | null {
    const m = this.matches.get(gameId);
    if (!m || m.status !== 'live') return null;
    m.home = home;
    m.away = away;
    for (const id of reprice(m)) this.markDirty(m, id);
    this.dirtyScores.add(gameId);
    return m;
  }

  /**
   * Dev tools: end a match now with a chosen score (or cancel it with a D reason), or an
   * outright with a chosen winner code. Returns what finished, or null when unknown.
   */
  finishNow(gameId: string, result: FinishOrder): Finished[] | null {
    const o = this.outrights.get(gameId);
    if (o && 'winner' in result) {
      this.settleOutright(o, result.winner);
      return this.finishedQueue.splice(0);
    }
    const m = this.matches.get(gameId);
    if (!m || 'winner' in result) return null;
    m.home = result.home;
    m.away = result.away;
    m.htHome = result.htHome ?? m.htHome ?? Math.min(result.home, Math.floor(result.home / 2));
    m.htAway = result.htAway ?? m.htAway ?? Math.min(result.away, Math.floor(result.away / 2));
    m.cornersH = result.cornersHome ?? m.cornersH;
    m.cornersA = result.cornersAway ?? m.cornersA;
    m.abandoned = result.restored ?? false;
    this.finish(m, result.cancelReason ?? null);
    return this.finishedQueue.splice(0);
  }

  /** The changes since the last batch (null when nothing changed), and a new version. */
  takeBatch(scoreOf: (m: FeedMatch) => sports.ScoreFields): sports.DeltaBatch | null {
    if (this.dirtyMarkets.size + this.dirtyScores.size + this.started.size + this.closed.size === 0)
      return null;
    this.version += 1;
    const markets = [...this.dirtyMarkets.values()].map(({ gameId, market }) => ({
      gameId,
      marketId: market.marketId,
      line: market.line,
      suspended: market.suspended,
      selections: market.selections.map((s) => ({ id: s.id, odds: s.odds })),
    }));
    const scores = [...this.dirtyScores].flatMap((id) => {
      const m = this.matches.get(id);
      return m ? [scoreOf(m)] : [];
    });
    const batch = {
      version: this.version,
      serverTime: this.now(),
      markets,
      scores,
      started: [...this.started],
      closed: [...this.closed],
    };
    this.dirtyMarkets.clear();
    this.dirtyScores.clear();
    this.started.clear();
    this.closed.clear();
    return batch;
  }
}
