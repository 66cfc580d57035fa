import type { sports } from '@site/shared/contract';

type Overrides = Partial<sports.Match>;

function market(
  gameId: string,
  w: sports.PlayType,
  line: number | null,
  picks: [string, string, number][],
): sports.Market {
  const names: Record<sports.PlayType, string> = {
    R: '让球',
    OU: '大小',
    M: '独赢',
    EO: '单双',
    HR: '上半场让球',
    HOU: '上半场大小',
    CH: '冠军',
  };
  return {
    marketId: `${gameId}:${w}`,
    w,
    name: names[w],
    line,
    suspended: false,
    maxStake: '5000',
    selections: picks.map(([r, name, odds]) => ({ id: `${gameId}:${w}:${r}`, r, name, odds })),
  };
}

/** A football match of the snapshot with R, OU and M markets (Hong Kong odds). */
export function footballMatch(
  gameId: string,
  team_h: string,
  team_c: string,
  overrides: Overrides = {},
): sports.Match {
  return {
    gameId,
    hgid: `${gameId}h`,
    gide: `${gameId}e`,
    team_h,
    team_c,
    sportType: 'FT',
    leagueId: 'EPL',
    league_id: 'EPL',
    leagueName: '英超',
    startTime: 0,
    startText: '2026-11-23 20:00',
    marketType: 'FT',
    t_count: 3,
    isLive: false,
    gameStatus: 'notStarted',
    re_time: 0,
    se_now: 'NS',
    HalfTime: false,
    inningNum: 0,
    sc_FT_H: 0,
    sc_FT_C: 0,
    sc_FT_A: 0,
    sc_set_H: 0,
    sc_set_A: 0,
    sc_game_H: 0,
    sc_game_A: 0,
    markets: [
      market(gameId, 'R', -0.5, [
        ['H', '主', 0.9],
        ['C', '客', 0.95],
      ]),
      market(gameId, 'OU', 2.5, [
        ['O', '大', 0.85],
        ['U', '小', 1.0],
      ]),
      // As the feed names them: the teams, and 和局.
      market(gameId, 'M', null, [
        ['H', team_h, 1.2],
        ['N', '和局', 2.3],
        ['C', team_c, 2.5],
      ]),
    ],
    ...overrides,
  };
}

export function snapshotOf(matches: sports.Match[], extra: Partial<sports.Snapshot> = {}): sports.Snapshot {
  return {
    simulated: true,
    seed: 1,
    version: 1,
    serverTime: 0,
    sportCounts: { FT: matches.length },
    dates: ['2026-11-24', '2026-11-25'],
    leagues: [{ leagueId: 'EPL', name: '英超', sportType: 'FT', count: matches.length, quick: true }],
    matches,
    champions: [],
    ...extra,
  };
}
