import { sports } from '@site/shared/contract';
import { yuanTextToFen } from '@site/shared/format';
import type { SlipSelection } from '../features/betslip/state/slip-types';
import { moreLabel } from '../features/board/match-markets';
import { cellLabel } from '../lib/cell-label';

const MORE_PLAYS: ReadonlySet<string> = new Set(sports.morePlayType.options);
const isMore = (m: sports.Market | sports.MoreMarket): m is sports.MoreMarket => MORE_PLAYS.has(m.w);

/** What the slip needs to know about a cell, found by its selection id. */
export type PickIndex = ReadonlyMap<string, (odds: number) => SlipSelection>;

/** Every selection of a snapshot, ready to become a slip pick at its current odds. */
export function pickIndex(
  matches: readonly sports.Match[],
  champions: readonly sports.Champion[],
  /** A match's further markets (更多玩法) once its detail has loaded, by game id. */
  more: ReadonlyMap<string, readonly sports.MoreMarket[]> = new Map(),
): PickIndex {
  const index = new Map<string, (odds: number) => SlipSelection>();
  const add = (
    kind: SlipSelection['kind'],
    game: {
      gameId: string;
      hgid: string;
      gide: string;
      team_h: string;
      team_c: string;
      league: string;
      sportType: sports.SportType;
    },
    market: sports.Market | sports.MoreMarket,
  ) => {
    for (const s of market.selections) {
      index.set(s.id, (odds) => ({
        key: s.id,
        kind,
        sportType: game.sportType,
        gameInfo: {
          gameId: game.gameId,
          hgid: game.hgid,
          gide: game.gide,
          team_h: game.team_h,
          team_c: game.team_c,
          league: game.league,
        },
        playInfo: { w: market.w, name: market.name },
        oddInfo: {
          gameId: game.gameId,
          r: s.r,
          name: s.name,
          odds,
          label: isMore(market) ? moreLabel(market, s) : cellLabel(market, s),
          line: market.line,
        },
        ...(kind === 'champion' ? { championRate: { rtype: s.r } } : {}),
        maxStakeFen: yuanTextToFen(market.maxStake),
        bettingData: { active: false, ticket_id: null },
        orderData: { pickedOdds: odds, changed: null },
        isInvalid: false,
      }));
    }
  };
  for (const m of matches) {
    const game = { ...m, league: m.leagueName };
    m.markets.forEach((market) => add('normal', game, market));
    more.get(m.gameId)?.forEach((market) => add('normal', game, market));
  }
  for (const c of champions) {
    add(
      'champion',
      { ...c, hgid: c.gameId, gide: c.gameId, team_h: c.title, team_c: '', league: c.leagueName },
      c.market,
    );
  }
  return index;
}
