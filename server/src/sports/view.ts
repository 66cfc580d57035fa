import { fenToYuanText, sports } from '@site/shared/contract';
import { chinaDate, chinaMinuteText } from '../time/china';
import { sportsMessages } from '../messages/sports';
import { isBoardPlay, type FeedMatch, type FeedOutright, type MarketState, type OddsFeed } from './odds-feed';

/** The opening period of each sport: a match that has just kicked off, before its first step. */
const FIRST_PERIOD: Record<sports.SportType, string> = {
  FT: '1H',
  VF: '1H',
  BK: 'Q1',
  OP: 'P1',
  TN: 'S1',
  SK: 'S1',
  VB: 'S1',
  TT: 'S1',
  BS: 'I1T',
  FS: 'NS',
};

export function scoreOf(m: FeedMatch): sports.ScoreFields {
  return {
    gameId: m.gameId,
    isLive: m.status === 'live',
    gameStatus: m.status,
    re_time: m.re_time,
    // In play means never 'NS' (未开赛) on the board, even in the second before the first step.
    se_now: m.status === 'live' && m.se_now === 'NS' ? FIRST_PERIOD[m.sport] : m.se_now,
    HalfTime: m.halfTime,
    inningNum: m.inningNum,
    sc_FT_H: m.home,
    sc_FT_C: m.away,
    sc_FT_A: m.away,
    sc_set_H: m.setH,
    sc_set_A: m.setA,
    sc_game_H: m.gameH,
    sc_game_A: m.gameA,
  };
}

export function marketView(market: MarketState & { w: sports.PlayType }): sports.Market {
  return {
    marketId: market.marketId,
    w: market.w,
    name: market.name,
    line: market.line,
    suspended: market.suspended,
    maxStake: fenToYuanText(market.maxStakeFen),
    selections: market.selections.map((s) => ({ ...s })),
  };
}

/** FT today, FU a later day, RB in play. */
export function matchMarketType(m: FeedMatch, now: number): 'FT' | 'FU' | 'RB' {
  if (m.status === 'live') return 'RB';
  return chinaDate(m.startTime) === chinaDate(now) ? 'FT' : 'FU';
}

const onBoard = (x: MarketState): x is MarketState & { w: sports.PlayType } => isBoardPlay(x.w);

/** The board's view of a match: its board markets (`plays`, default all of them); t_count counts 「更多玩法」 too. */
export function matchView(m: FeedMatch, now: number, plays?: readonly sports.PlayType[]): sports.Match {
  const board = m.markets.filter(onBoard);
  const markets = (plays ? board.filter((x) => plays.includes(x.w)) : board).map(marketView);
  return {
    ...scoreOf(m),
    hgid: m.hgid,
    gide: m.gide,
    team_h: m.team_h,
    team_c: m.team_c,
    sportType: m.sport,
    leagueId: m.league.leagueId,
    league_id: m.league.leagueId,
    leagueName: m.league.name,
    startTime: m.startTime,
    startText: chinaMinuteText(m.startTime),
    marketType: matchMarketType(m, now),
    t_count: m.markets.length,
    markets,
  };
}

/** Match detail's 「更多玩法」: the markets that are not on the board (football's further plays). */
export function moreMarketsOf(m: FeedMatch): sports.MoreMarket[] {
  return m.markets.flatMap((x) =>
    isBoardPlay(x.w)
      ? []
      : [
          {
            marketId: x.marketId,
            w: x.w,
            name: x.name,
            line: x.line,
            suspended: x.suspended,
            maxStake: fenToYuanText(x.maxStakeFen),
            selections: x.selections.map((s) => ({ ...s })),
          },
        ],
  );
}

export const outrightMarketType = (o: FeedOutright, now: number): 'FSFT' | 'FSFU' =>
  chinaDate(o.closeTime) === chinaDate(now) ? 'FSFT' : 'FSFU';

export function championView(o: FeedOutright, now: number): sports.Champion {
  return {
    gameId: o.gameId,
    sportType: o.league.sport,
    leagueId: o.league.leagueId,
    leagueName: o.league.name,
    title: sportsMessages.outrightTitle(o.league.name, chinaMinuteText(o.closeTime)),
    closeTime: o.closeTime,
    closeText: chinaMinuteText(o.closeTime),
    marketType: outrightMarketType(o, now),
    market: marketView({ ...o.market, w: 'CH' }),
  };
}

const quickOrder = new Map<string, number>(sports.QUICK_LEAGUES.map((l, i) => [l.leagueId, i]));

function leaguesOf(
  items: { leagueId: string; leagueName: string; sportType: sports.SportType }[],
): sports.League[] {
  const byId = new Map<string, sports.League>();
  for (const item of items) {
    const league = byId.get(item.leagueId) ?? {
      leagueId: item.leagueId,
      name: item.leagueName,
      sportType: item.sportType,
      count: 0,
      quick: quickOrder.has(item.leagueId),
    };
    league.count += 1;
    byId.set(item.leagueId, league);
  }
  return [...byId.values()].sort(
    (a, b) =>
      (quickOrder.get(a.leagueId) ?? 99) - (quickOrder.get(b.leagueId) ?? 99) ||
      a.leagueId.localeCompare(b.leagueId),
  );
}

/** The snapshot of SPEC §2's filters: sport type, market type, date (FU), league. */
export function snapshotOf(
  feed: OddsFeed,
  filter: {
    sportType: sports.SportFilter;
    marketType: sports.MarketType;
    date?: string | undefined;
    leagueId?: string | undefined;
  },
): sports.Snapshot {
  const now = feed.now();
  // The FS sport tab is the champion board; a champion market type shows every sport's outrights.
  const champion = filter.sportType === 'FS' || filter.marketType === 'FSFT' || filter.marketType === 'FSFU';
  const base = { simulated: true as const, seed: feed.seed, version: feed.version, serverTime: now };
  const sportCounts: Record<string, number> = { ALL: 0 };
  const count = (sport: string): void => {
    sportCounts[sport] = (sportCounts[sport] ?? 0) + 1;
    sportCounts.ALL = (sportCounts.ALL ?? 0) + 1;
  };
  if (champion) {
    const wanted: 'FSFT' | 'FSFU' =
      filter.marketType === 'FSFU' || filter.marketType === 'FU' ? 'FSFU' : 'FSFT';
    const all = [...feed.outrights.values()].filter((o) => outrightMarketType(o, now) === wanted);
    for (const o of all) count(o.league.sport);
    sportCounts.FS = all.length;
    const bySport = all.filter(
      (o) => filter.sportType === 'ALL' || filter.sportType === 'FS' || o.league.sport === filter.sportType,
    );
    const views = bySport.map((o) => championView(o, now)).sort((a, b) => a.closeTime - b.closeTime);
    const dates = [...new Set(views.map((v) => chinaDate(v.closeTime)))].sort();
    return {
      ...base,
      sportCounts,
      dates,
      leagues: leaguesOf(views),
      matches: [],
      champions: views.filter((v) => !filter.leagueId || v.leagueId === filter.leagueId),
    };
  }
  const type = filter.marketType as 'FT' | 'FU' | 'RB';
  const ofType = [...feed.matches.values()].filter((m) => matchMarketType(m, now) === type);
  for (const m of ofType) count(m.sport);
  sportCounts.FS = [...feed.outrights.values()].length;
  const bySport = ofType.filter((m) => filter.sportType === 'ALL' || m.sport === filter.sportType);
  const dates = type === 'FU' ? [...new Set(bySport.map((m) => chinaDate(m.startTime)))].sort() : [];
  const byDate =
    type === 'FU' && filter.date ? bySport.filter((m) => chinaDate(m.startTime) === filter.date) : bySport;
  const views = byDate
    .map((m) => matchView(m, now))
    .sort((a, b) => a.startTime - b.startTime || a.gameId.localeCompare(b.gameId));
  return {
    ...base,
    sportCounts,
    dates,
    leagues: leaguesOf(views),
    matches: views.filter((v) => !filter.leagueId || v.leagueId === filter.leagueId),
    champions: [],
  };
}

/** The home widget: live first (football and basketball first), then the next kick-offs; main markets. */
export function hotMatchesOf(feed: OddsFeed, limit: number): sports.Match[] {
  const now = feed.now();
  const rank = (m: FeedMatch): number =>
    (m.status === 'live' ? 0 : 1) * 10 + (m.sport === 'FT' ? 0 : m.sport === 'BK' ? 1 : 2);
  return [...feed.matches.values()]
    .filter((m) => m.sport !== 'VF')
    .sort((a, b) => rank(a) - rank(b) || a.startTime - b.startTime)
    .slice(0, limit)
    .map((m) => matchView(m, now, ['R', 'OU', 'M']));
}
