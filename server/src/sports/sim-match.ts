import type { sports } from '@site/shared/contract';
import { settlement } from '@site/shared/betting';
import { SPORT_MODELS, type LeagueDef } from './catalog';
import { priceMatch, type PricedMarket } from './pricing';
import { between, rngFor } from './prng';
import { stepClock, stepPoints } from './sim-sports';
import { sportsMessages as text } from '../messages/sports';
import type { SimMatch } from './sim-state';

export interface MatchSeed {
  seed: number;
  league: LeagueDef;
  slot: number;
  startTime: number;
}

/** A match of a league slot: teams, strength and opening prices, all from (seed, league, slot). */
export function createMatch({ seed, league, slot, startTime }: MatchSeed): SimMatch {
  const gameId = `${league.leagueId}${slot}`;
  const rng = rngFor(seed, gameId);
  const n = league.teams.length;
  const hi = Math.floor(rng() * n);
  let ci = Math.floor(rng() * (n - 1));
  if (ci >= hi) ci += 1;
  // Earlier teams in the list are stronger; a little home advantage and noise on top.
  const rating = (i: number): number => 1 - i / n;
  const strength = Math.max(-1, Math.min(1, (rating(hi) - rating(ci)) * 1.2 + 0.1 + between(rng, -0.2, 0.2)));
  const model = SPORT_MODELS[league.sport];
  const match: SimMatch = {
    gameId,
    hgid: `${gameId}H`,
    gide: String(slot),
    league,
    sport: league.sport,
    model,
    team_h: league.teams[hi] ?? text.homeTeam,
    team_c: league.teams[ci] ?? text.awayTeam,
    startTime,
    strength,
    rng,
    steps: 0,
    status: 'notStarted',
    home: 0,
    away: 0,
    setH: 0,
    setA: 0,
    gameH: 0,
    gameA: 0,
    htHome: null,
    htAway: null,
    se_now: 'NS',
    re_time: 0,
    halfTime: false,
    inningNum: 0,
    progress: 0,
    extra: { top: true, overtime: 0 },
    tilt: between(rng, -0.04, 0.04),
    lockedUntil: 0,
    markets: [],
    timeline: [],
    abandonAt: abandonPoint(seed, gameId),
    abandoned: false,
  };
  reprice(match);
  return match;
}

/** About one match in thirty is abandoned somewhere between 20 % and 85 % of its length. */
export const ABANDON_RATE = 1 / 30;

function abandonPoint(seed: number, gameId: string): number | null {
  const fate = rngFor(seed, gameId, 'abandon');
  return fate() < ABANDON_RATE ? between(fate, 0.2, 0.85) : null;
}

const halfOpen = (m: SimMatch): boolean => (m.sport === 'FT' || m.sport === 'VF') && m.htHome === null;

/** The share of the match still to play (0..1), for the prices. */
function remaining(m: SimMatch): number {
  return Math.max(0, Math.min(1, 1 - m.progress));
}

function selectionName(m: SimMatch, w: sports.PlayType, r: string): string {
  if (w === 'OU' || w === 'HOU') return r === 'O' ? text.selection.over : text.selection.under;
  if (w === 'EO') return r === 'O' ? text.selection.odd : text.selection.even;
  if (r === 'N') return text.selection.draw;
  return r === 'H' ? m.team_h : m.team_c;
}

/**
 * Recomputes every market; returns the ids of markets whose line, odds or lock changed.
 * Markets that no longer exist (first half over) stay, locked, so a slip sees them close.
 */
export function reprice(m: SimMatch): string[] {
  const half = halfOpen(m);
  const priced: PricedMarket[] = priceMatch({
    model: m.model,
    strength: m.strength,
    diff: m.home - m.away,
    total: m.home + m.away,
    remaining: remaining(m),
    tilt: m.tilt,
    halfOpen: half,
    halfDiff: m.home - m.away,
    halfTotal: m.home + m.away,
    halfRemaining: Math.max(0, 1 - m.progress * 2),
    runningBall: settlement.RUNNING_BALL_SPORTS.includes(m.sport),
  });
  const locked = m.status === 'live' && (m.steps < m.lockedUntil || m.halfTime);
  const maxStakeFen = m.status === 'live' ? m.model.maxStakeFen / 2 : m.model.maxStakeFen;
  const changed: string[] = [];
  for (const p of priced) {
    const marketId = `${m.gameId}:${p.w}`;
    const before = m.markets.find((x) => x.marketId === marketId);
    if (before) {
      const same =
        before.line === p.line &&
        before.suspended === locked &&
        before.maxStakeFen === maxStakeFen &&
        before.selections.every((sel) => p.odds[sel.r] === sel.odds);
      if (same) continue;
      // Updated in place: the batch holds a reference and sends the latest state.
      before.line = p.line;
      before.suspended = locked;
      before.maxStakeFen = maxStakeFen;
      for (const sel of before.selections) sel.odds = p.odds[sel.r] ?? sel.odds;
    } else {
      const selections = Object.entries(p.odds).map(([r, odds]) => ({
        id: `${marketId}:${r}`,
        r,
        name: selectionName(m, p.w, r),
        odds,
      }));
      m.markets.push({
        marketId,
        w: p.w,
        name: text.playName[p.w],
        line: p.line,
        suspended: locked,
        maxStakeFen,
        selections,
      });
    }
    changed.push(marketId);
  }
  for (const market of m.markets) {
    if (!priced.some((p) => `${m.gameId}:${p.w}` === market.marketId) && !market.suspended) {
      market.suspended = true;
      changed.push(market.marketId);
    }
  }
  return changed;
}

export interface StepResult {
  scored: boolean;
  markets: string[];
  finished: boolean;
}

/** One real second of a live match: the clock, maybe a score, maybe moved or locked prices. */
export function step(m: SimMatch): StepResult {
  m.steps += 1;
  const shape = (): string =>
    `${m.home}-${m.away}-${m.setH}-${m.setA}-${m.gameH}-${m.gameA}-${m.se_now}-${m.inningNum}`;
  const before = shape();
  const [homeBefore, awayBefore] = [m.home, m.away];
  const finished = m.model.clock ? stepClock(m) : stepPoints(m);
  const scored = shape() !== before;
  if (m.home !== homeBefore || m.away !== awayBefore) {
    m.timeline.push({
      re_time: m.re_time,
      se_now: m.se_now,
      side: m.home !== homeBefore ? 'H' : 'C',
      score: `${m.home}-${m.away}`,
    });
    // A score locks the board for a few seconds, as a real book does while it reprices.
    m.lockedUntil = m.steps + 4;
  }
  if (!finished && m.abandonAt !== null && m.progress >= m.abandonAt) {
    m.abandoned = true;
    m.status = 'finished';
    return { scored, markets: [], finished: true };
  }
  if (finished) {
    m.status = 'finished';
    return { scored, markets: [], finished };
  }
  const r = m.rng();
  if (r < 0.002) m.lockedUntil = m.steps + 5;
  const drift = r > 0.9;
  if (drift) m.tilt = Math.max(-0.08, Math.min(0.08, m.tilt + between(m.rng, -0.02, 0.02)));
  const lockedNow = m.steps < m.lockedUntil || m.halfTime;
  const lockFlip = (m.markets[0]?.suspended ?? false) !== lockedNow;
  // Reprice only when the score, the lock or the drift says so; otherwise the board stays still.
  const markets = scored || drift || lockFlip ? reprice(m) : [];
  return { scored, markets, finished: false };
}
