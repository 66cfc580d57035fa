import type { Rng } from '../../games/rng';

/**
 * The demo fish shooter: each shot costs the stake and catches the fish aimed at with
 * probability RTP / multiplier, paying stake × multiplier, so every fish returns the RTP.
 */
export const FISH = [
  { fish: 'clown', name: '小丑鱼', multiplier: 2 },
  { fish: 'puffer', name: '河豚', multiplier: 3 },
  { fish: 'turtle', name: '海龟', multiplier: 5 },
  { fish: 'lantern', name: '灯笼鱼', multiplier: 8 },
  { fish: 'octopus', name: '章鱼', multiplier: 10 },
  { fish: 'shark', name: '鲨鱼', multiplier: 20 },
  { fish: 'whale', name: '鲸鱼', multiplier: 50 },
  { fish: 'dragon', name: '金龙', multiplier: 100 },
] as const;

export type FishKind = (typeof FISH)[number];

export function fishOf(code: string): FishKind | undefined {
  return FISH.find((f) => f.fish === code);
}

export interface ShotResult {
  caught: boolean;
  /** Fen. */
  win: number;
}

export function shoot(rng: Rng, stakeFen: number, fish: FishKind, rtp: number): ShotResult {
  const caught = rng() < rtp / fish.multiplier;
  return { caught, win: caught ? stakeFen * fish.multiplier : 0 };
}
