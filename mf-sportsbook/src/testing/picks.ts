import type { sports } from '@site/shared/contract';
import type { SlipSelection } from '../features/betslip/state/slip-types';

/** A slip pick for tests: match `gameId`, selection `r` of play `w`, Hong Kong `odds`. */
export function pick(
  gameId: string,
  r = 'H',
  {
    w = 'R',
    odds = 0.9,
    kind = 'normal',
  }: { w?: sports.PlayType; odds?: number; kind?: 'normal' | 'champion' } = {},
): SlipSelection {
  return {
    key: `${gameId}|${w}|${r}`,
    kind,
    sportType: 'FT',
    maxStakeFen: 5_000_000,
    gameInfo: {
      gameId,
      hgid: gameId,
      gide: gameId,
      team_h: `主队${gameId}`,
      team_c: `客队${gameId}`,
      league: '英超',
    },
    playInfo: { w, name: kind === 'champion' ? '冠军' : '让球' },
    oddInfo: {
      gameId,
      r,
      name: r === 'H' ? `主队${gameId}` : `客队${gameId}`,
      odds,
      label: r === 'H' ? `主队${gameId}` : `客队${gameId}`,
      line: w === 'R' ? -0.5 : null,
    },
    ...(kind === 'champion' ? { championRate: { rtype: r } } : {}),
    bettingData: { active: false, ticket_id: null },
    orderData: { pickedOdds: odds, changed: null },
    isInvalid: false,
  };
}
