import { pick, type Rng } from '../../games/rng';

/**
 * The demo draw of the lottery venues: 极速快三, three dice drawn the moment the ticket is
 * placed. Bets: 大 (sum 11-17) and 小 (4-10), 单 and 双 (odd / even sum), each at 1.96,
 * and 三同号通选 (any triple) at 32. A triple is both a sum and a parity like any other
 * draw (no "triple takes all" rule), so 大小单双 return 98 % and 通选 88.9 %.
 */
export const LOTTERY_PICKS = ['big', 'small', 'odd', 'even', 'triple'] as const;
export type LotteryPick = (typeof LOTTERY_PICKS)[number];

/** Decimal odds ×100 (the stake included), as the bet slip shows them. */
export const LOTTERY_ODDS: Readonly<Record<LotteryPick, number>> = {
  big: 196,
  small: 196,
  odd: 196,
  even: 196,
  triple: 3200,
};

export interface DiceDraw {
  dice: [number, number, number];
  sum: number;
  /** The picks this draw makes win. */
  hits: LotteryPick[];
}

export function drawDice(rng: Rng): DiceDraw {
  const dice: [number, number, number] = [pick(rng, 6) + 1, pick(rng, 6) + 1, pick(rng, 6) + 1];
  const sum = dice[0] + dice[1] + dice[2];
  const hits: LotteryPick[] = [sum >= 11 ? 'big' : 'small', sum % 2 === 1 ? 'odd' : 'even'];
  if (dice[0] === dice[1] && dice[1] === dice[2]) hits.push('triple');
  return { dice, sum, hits };
}

/** Fen returned for `stakeFen` on `choice` (0 when it misses). */
export function lotteryPayout(choice: LotteryPick, draw: DiceDraw, stakeFen: number): number {
  return draw.hits.includes(choice) ? Math.floor((stakeFen * LOTTERY_ODDS[choice]) / 100) : 0;
}
