import type { LeagueDef } from './catalog';
import { priceOutright } from './pricing';
import { between, rngFor, type Rng } from './prng';
import { sportsMessages } from '../../messages/sports';
import type { MarketState } from './sim-state';

/** A champion (outright) market of a league season: closes at `closeTime`, then settles. */
export interface SimOutright {
  gameId: string;
  league: LeagueDef;
  season: number;
  closeTime: number;
  teams: { code: string; name: string }[];
  weights: Record<string, number>;
  /** The opening weights: the champion is drawn from these, so a replay draws the same one. */
  baseWeights: Record<string, number>;
  tilt: number;
  rng: Rng;
  market: MarketState;
}

const HOUR = 3600_000;

function seasonClock(seed: number, league: LeagueDef): { period: number; offset: number } | null {
  if (league.outrightHours === null) return null;
  const period = league.outrightHours * HOUR;
  return { period, offset: Math.floor(rngFor(seed, league.leagueId, 'season')() * period) };
}

/** The season of `league` open at `now`: seasons follow each other every `outrightHours`. */
export function currentSeason(
  seed: number,
  league: LeagueDef,
  now: number,
): { season: number; closeTime: number } | null {
  const clock = seasonClock(seed, league);
  if (!clock) return null;
  const season = Math.floor((now - clock.offset) / clock.period);
  return { season, closeTime: closeTimeOf(seed, league, season) ?? 0 };
}

/** When a season's outright closes (null for a league without outrights). */
export function closeTimeOf(seed: number, league: LeagueDef, season: number): number | null {
  const clock = seasonClock(seed, league);
  return clock ? (season + 1) * clock.period + clock.offset : null;
}

export function createOutright(
  seed: number,
  league: LeagueDef,
  season: number,
  closeTime: number,
): SimOutright {
  const gameId = `${league.leagueId}CH${season}`;
  const rng = rngFor(seed, gameId);
  const n = league.teams.length;
  const teams = league.teams.map((name, i) => ({ code: `T${i + 1}`, name }));
  const weights: Record<string, number> = {};
  teams.forEach((t, i) => {
    weights[t.code] = (n - i) ** 1.6 * between(rng, 0.6, 1.4);
  });
  const o: SimOutright = {
    gameId,
    league,
    season,
    closeTime,
    teams,
    weights,
    baseWeights: { ...weights },
    tilt: 0,
    rng,
    market: {
      marketId: `${gameId}:CH`,
      w: 'CH',
      name: sportsMessages.playName.CH,
      line: null,
      suspended: false,
      maxStakeFen: 1_000_000,
      selections: [],
    },
  };
  priceOutrightMarket(o);
  return o;
}

export function priceOutrightMarket(o: SimOutright): void {
  const odds = priceOutright(o.weights, o.tilt);
  o.market.selections = o.teams.map((t) => ({
    id: `${o.market.marketId}:${t.code}`,
    r: t.code,
    name: t.name,
    odds: odds[t.code] ?? 1,
  }));
}

/** A small move of one team's weight: the champion board drifts slowly. */
export function driftOutright(o: SimOutright): void {
  const team = o.teams[Math.floor(o.rng() * o.teams.length)];
  if (!team) return;
  o.weights[team.code] = (o.weights[team.code] ?? 1) * between(o.rng, 0.9, 1.1);
  priceOutrightMarket(o);
}

/** The winner, drawn by weight from the outright's own stream (same seed, same champion). */
export function drawWinner(seed: number, o: SimOutright): string {
  const rng = rngFor(seed, o.gameId, 'winner');
  const sum = Object.values(o.baseWeights).reduce((a, b) => a + b, 0);
  let x = rng() * sum;
  for (const t of o.teams) {
    x -= o.baseWeights[t.code] ?? 0;
    if (x <= 0) return t.code;
  }
  return o.teams[0]?.code ?? 'T1';
}
