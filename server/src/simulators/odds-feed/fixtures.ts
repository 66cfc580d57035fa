import { LEAGUES, LEAGUE_BY_ID, type LeagueDef } from './catalog';
import { rngFor, type Rng } from './prng';
import { dayStart } from '../../time/china';

const MINUTE = 60_000;
/** Midnight China time (UTC+8) of 1970-01-01: rounds are aligned to China days. */
const CHINA_MIDNIGHT = dayStart(0);

/** One fixture of a league's calendar: who plays whom, and when (epoch ms). */
export interface Fixture {
  gameId: string;
  league: LeagueDef;
  round: number;
  index: number;
  home: string;
  away: string;
  startTime: number;
}

const roundMs = (league: LeagueDef): number => league.roundMin * MINUTE;
export const roundStart = (league: LeagueDef, round: number): number =>
  CHINA_MIDNIGHT + round * roundMs(league);
export const roundOf = (league: LeagueDef, at: number): number =>
  Math.floor((at - CHINA_MIDNIGHT) / roundMs(league));

/** "EPL-20587-3": league, round, index in the round. */
export const fixtureId = (leagueId: string, round: number, index: number): string =>
  `${leagueId}-${round}-${index}`;

export function parseFixtureId(gameId: string): { league: LeagueDef; round: number; index: number } | null {
  const m = /^([A-Z0-9]+)-(-?\d+)-(\d+)$/.exec(gameId);
  const league = m ? LEAGUE_BY_ID.get(m[1] ?? '') : undefined;
  return m && league ? { league, round: Number(m[2]), index: Number(m[3]) } : null;
}

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Round `r` of a round robin by the circle method: the first team stays, the others turn
 * one place a round, so in n - 1 rounds everyone meets everyone once; home and away swap
 * every other round and every other season.
 */
function pairings(teams: readonly string[], r: number, swap: boolean): [string, string][] {
  const n = teams.length;
  const [fixed, ...rest] = teams;
  const turned = rest.map((_, i) => rest[(i + r) % rest.length] as string);
  const circle = [fixed as string, ...turned];
  const pairs: [string, string][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = circle[i] as string;
    const b = circle[n - 1 - i] as string;
    pairs.push(((r + i) % 2 === 0) !== swap ? [a, b] : [b, a]);
  }
  return pairs;
}

/**
 * The calendar of every league, from the seed: each round a round-robin pairing of the
 * league's teams (the order shuffled each season), kick-offs drawn from the league's
 * times, and a team whose Champions League round it is sitting out its domestic round.
 * A team therefore plays at most once per round of its league and never twice at once.
 */
export class FixtureList {
  private readonly rounds = new Map<string, Fixture[]>();

  constructor(readonly seed: number) {}

  round(league: LeagueDef, round: number): Fixture[] {
    const key = `${league.leagueId}:${round}`;
    const known = this.rounds.get(key);
    if (known) return known;
    const made = this.make(league, round);
    if (this.rounds.size > 5000) this.rounds.clear();
    this.rounds.set(key, made);
    return made;
  }

  private make(league: LeagueDef, round: number): Fixture[] {
    if (league.every && ((round % league.every) + league.every) % league.every !== 0) return [];
    const n = league.teams.length;
    const perSeason = n - 1;
    const season = Math.floor(round / perSeason);
    const order = shuffled(rngFor(this.seed, league.leagueId, 'season-order', season), league.teams);
    const r = round - season * perSeason;
    const busy = new Set<string>();
    const parent = league.yieldsTo ? LEAGUE_BY_ID.get(league.yieldsTo) : undefined;
    if (parent && parent.roundMin === league.roundMin)
      for (const f of this.round(parent, round)) busy.add(f.home).add(f.away);
    const rng = rngFor(this.seed, league.leagueId, 'round', round);
    const start = roundStart(league, round);
    const out: Fixture[] = [];
    const pairs = pairings(order, r, season % 2 === 1);
    // Each game its own time while the league has enough of them, then times drawn at random.
    const times = shuffled(rng, league.kickoffs);
    pairs.forEach(([home, away], index) => {
      const kickoff =
        (index < times.length ? times[index] : league.kickoffs[Math.floor(rng() * league.kickoffs.length)]) ??
        0;
      if (busy.has(home) || busy.has(away)) return;
      out.push({
        gameId: fixtureId(league.leagueId, round, index),
        league,
        round,
        index,
        home,
        away,
        startTime: start + kickoff * MINUTE,
      });
    });
    return out;
  }

  /** Fixtures kicking off in [from, to], every league (or one). */
  between(from: number, to: number, leagues: readonly LeagueDef[] = LEAGUES): Fixture[] {
    const out: Fixture[] = [];
    for (const league of leagues) {
      const latest = Math.max(...league.kickoffs) * MINUTE;
      for (let k = roundOf(league, from - latest); k <= roundOf(league, to); k++)
        for (const f of this.round(league, k)) if (f.startTime >= from && f.startTime <= to) out.push(f);
    }
    return out;
  }

  /** The fixture of a game id, or null when the id names none. */
  byId(gameId: string): Fixture | null {
    const id = parseFixtureId(gameId);
    if (!id) return null;
    return this.round(id.league, id.round).find((f) => f.index === id.index) ?? null;
  }
}

const ratings = new Map<string, number>();

/**
 * A team's rating (about -0.5..1.1): its place in its own league (the first that lists it
 * and plays every round; the Champions League only for a team in none) on the league's
 * level, with a little noise from the seed. The same team has the same rating in every
 * competition, so 巴黎圣日耳曼 is as strong in 欧冠 as in 法甲.
 */
export function teamRating(seed: number, team: string): number {
  const key = `${seed}|${team}`;
  const known = ratings.get(key);
  if (known !== undefined) return known;
  const home =
    LEAGUES.find((l) => !l.every && l.teams.includes(team)) ?? LEAGUES.find((l) => l.teams.includes(team));
  const i = home ? home.teams.indexOf(team) : 0;
  const n = home ? home.teams.length : 2;
  const noise = (rngFor(seed, 'rating', team)() - 0.5) * 0.2;
  const rating = (home?.level ?? 0) + 0.4 - (0.8 * i) / Math.max(1, n - 1) + noise;
  if (ratings.size > 10_000) ratings.clear();
  ratings.set(key, rating);
  return rating;
}
