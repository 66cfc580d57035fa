import type { sports } from '@site/shared/contract';
import type { OddsStore } from '../../lib/odds/odds-store';

/**
 * A local, made-up in-play board for the benchmark (`?feed=synthetic`): `count` matches of
 * 12 odds cells each (R, OU, HR, HOU, EO two-way; M home/away), no server involved, so the
 * figure measures the board alone. Never shown to a player.
 */
export function syntheticSnapshot(count: number): sports.Snapshot {
  const matches: sports.Match[] = [];
  for (let i = 0; i < count; i += 1) {
    const gameId = `S${i}`;
    const market = (w: sports.PlayType, line: number | null, codes: [string, string][]): sports.Market => ({
      marketId: `${gameId}:${w}`,
      w,
      name: w,
      line,
      suspended: false,
      maxStake: '5000',
      selections: codes.map(([r, name], k) => ({
        id: `${gameId}:${w}:${r}`,
        r,
        name,
        odds: 0.8 + ((i + k) % 20) / 100,
      })),
    });
    matches.push({
      gameId,
      hgid: gameId,
      gide: gameId,
      team_h: `主队${i}`,
      team_c: `客队${i}`,
      sportType: 'FT',
      leagueId: `L${i % 40}`,
      league_id: `L${i % 40}`,
      leagueName: `联赛${i % 40}`,
      startTime: 0,
      startText: '2026-01-01 00:00',
      marketType: 'RB',
      t_count: 6,
      isLive: true,
      gameStatus: 'live',
      re_time: (i * 37) % 5400,
      se_now: i % 2 ? '1H' : '2H',
      HalfTime: false,
      inningNum: 0,
      sc_FT_H: i % 4,
      sc_FT_C: i % 3,
      sc_FT_A: i % 3,
      sc_set_H: 0,
      sc_set_A: 0,
      sc_game_H: 0,
      sc_game_A: 0,
      markets: [
        market('R', -0.5, [
          ['H', '主'],
          ['C', '客'],
        ]),
        market('OU', 2.5, [
          ['O', '大'],
          ['U', '小'],
        ]),
        market('M', null, [
          ['H', '主'],
          ['C', '客'],
        ]),
        market('HR', -0.25, [
          ['H', '主'],
          ['C', '客'],
        ]),
        market('HOU', 1, [
          ['O', '大'],
          ['U', '小'],
        ]),
        market('EO', null, [
          ['O', '单'],
          ['E', '双'],
        ]),
      ],
    });
  }
  return {
    simulated: true,
    seed: 0,
    version: 0,
    serverTime: 0,
    sportCounts: { FT: count },
    dates: [],
    leagues: [],
    matches,
    champions: [],
  };
}

/**
 * Pushes `perSecond` odds changes into `store`, in ten slices a second, each change one
 * random market with new odds. Returns the stop function.
 */
export function startSyntheticFeed(
  store: OddsStore,
  snapshot: sports.Snapshot,
  perSecond: number,
): () => void {
  const markets = snapshot.matches.flatMap((m) => m.markets.map((market) => ({ gameId: m.gameId, market })));
  const slice = Math.max(1, Math.round(perSecond / 10));
  const timer = setInterval(() => {
    const deltas: sports.MarketDelta[] = [];
    for (let k = 0; k < slice; k += 1) {
      const pick = markets[Math.floor(Math.random() * markets.length)];
      if (!pick) continue;
      deltas.push({
        gameId: pick.gameId,
        marketId: pick.market.marketId,
        line: pick.market.line,
        suspended: false,
        selections: pick.market.selections.map((s) => ({
          id: s.id,
          odds: Math.round((0.7 + Math.random() * 0.5) * 100) / 100,
        })),
      });
    }
    store.push({ markets: deltas, scores: [] });
  }, 100);
  return () => clearInterval(timer);
}

/** What the page needs of the synthetic board: its snapshot and a feed to start on a store. */
export interface SyntheticBoard {
  snapshot: sports.Snapshot;
  start: (store: OddsStore) => () => void;
}

export function syntheticBoard(matches: number, rate: number): SyntheticBoard {
  const snapshot = syntheticSnapshot(matches);
  return { snapshot, start: (store) => startSyntheticFeed(store, snapshot, rate) };
}
