import { pick, rngFromText, type Rng } from '../../games/rng';

/**
 * The demo match market of the e-sports and third-party sports venues: 虚拟电竞 (a best of
 * three between two invented teams) and 虚拟足球 (ninety simulated minutes, 1X2). A match
 * is offered by id; its teams, probabilities and odds follow from the id alone, so the bet
 * call can re-derive (and never trust) the odds the page showed. Every price carries the
 * same 6 % margin (probability × odds = 0.94), so no match id is better than another; the
 * result is drawn from the round's own RNG when the bet is placed.
 */
export type MatchSport = 'esports' | 'football';
export type MatchPick = 'home' | 'draw' | 'away';

const ESPORTS_TITLES = ['英雄联盟', '王者荣耀', 'DOTA2', 'CS2'] as const;
const ESPORTS_TEAMS = [
  '苍穹战队',
  '烈焰战队',
  '雷霆战队',
  '星辰战队',
  '幻影战队',
  '极光战队',
  '暗影战队',
  '猎鹰战队',
  '青龙战队',
  '白虎战队',
] as const;
const FOOTBALL_TEAMS = [
  '京城猛虎',
  '申城海鸥',
  '羊城雄狮',
  '鹏城飞鹰',
  '蓉城熊猫',
  '杭城银狐',
  '江城黄鹤',
  '金陵骏马',
  '津门海燕',
  '巴渝山鹰',
] as const;

/** Probability × odds of every price. */
const PAYBACK = 0.94;

export interface MatchOffer {
  matchId: string;
  sport: MatchSport;
  /** 英雄联盟 虚拟联赛 / 虚拟足球联赛. */
  league: string;
  home: string;
  away: string;
  /** Decimal odds ×100 per pick (no draw in e-sports). */
  odds: Partial<Record<MatchPick, number>>;
  /** Chance of each pick, used to draw the result. */
  chances: Partial<Record<MatchPick, number>>;
}

function twoTeams(rng: Rng, teams: readonly string[]): [string, string] {
  const h = pick(rng, teams.length);
  const a = (h + 1 + pick(rng, teams.length - 1)) % teams.length;
  return [teams[h] as string, teams[a] as string];
}

const oddsOf = (chance: number): number => Math.max(101, Math.floor((PAYBACK * 100) / chance));

export function offerOf(matchId: string, sport: MatchSport): MatchOffer {
  const rng = rngFromText(`match:${sport}:${matchId}`);
  if (sport === 'esports') {
    const title = ESPORTS_TITLES[pick(rng, ESPORTS_TITLES.length)] as string;
    const [home, away] = twoTeams(rng, ESPORTS_TEAMS);
    const h = 0.3 + 0.4 * rng();
    const chances = { home: h, away: 1 - h };
    return {
      matchId,
      sport,
      league: `${title} 虚拟联赛`,
      home,
      away,
      chances,
      odds: { home: oddsOf(chances.home), away: oddsOf(chances.away) },
    };
  }
  const [home, away] = twoTeams(rng, FOOTBALL_TEAMS);
  const draw = 0.22 + 0.08 * rng();
  const h = (1 - draw) * (0.3 + 0.4 * rng());
  const chances = { home: h, draw, away: 1 - draw - h };
  return {
    matchId,
    sport,
    league: '虚拟足球联赛',
    home,
    away,
    chances,
    odds: { home: oddsOf(chances.home), draw: oddsOf(draw), away: oddsOf(chances.away) },
  };
}

export interface MatchPlayed {
  result: MatchPick;
  /** Maps (e-sports) or goals (football), home first. */
  score: [number, number];
}

export function playMatch(rng: Rng, offer: MatchOffer): MatchPlayed {
  const x = rng();
  const home = offer.chances.home ?? 0;
  const draw = offer.chances.draw ?? 0;
  const result: MatchPick = x < home ? 'home' : x < home + draw ? 'draw' : 'away';
  if (offer.sport === 'esports') {
    const loser = rng() < 0.45 ? 1 : 0;
    return { result, score: result === 'home' ? [2, loser] : [loser, 2] };
  }
  if (result === 'draw') {
    const g = [0, 0, 1, 1, 1, 2, 2, 3][pick(rng, 8)] as number;
    return { result, score: [g, g] };
  }
  const w = 1 + pick(rng, 3);
  const l = pick(rng, w);
  return { result, score: result === 'home' ? [w, l] : [l, w] };
}

/** Fen returned for `stakeFen` on `choice` (0 when it misses). */
export function matchPayout(
  offer: MatchOffer,
  choice: MatchPick,
  played: MatchPlayed,
  stakeFen: number,
): number {
  return choice === played.result ? Math.floor((stakeFen * (offer.odds[choice] ?? 0)) / 100) : 0;
}
