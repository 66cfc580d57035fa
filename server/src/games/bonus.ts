import { fnv1a } from './rng';

/**
 * Simulated jackpots: each venue's pool grows a few fen a second from a base and "is won"
 * (drops back to its base) once a cycle, so the number a player watches always climbs
 * between polls and is the same for every player at the same moment.
 */
const CYCLE_S = 3 * 24 * 3600;

export interface Pool {
  channelCode: string;
  name: string;
  /** Fen. */
  amount: number;
  /** Fen per second. */
  growth: number;
}

export function bonusPool(channelCode: string, name: string, nowMs: number): Pool {
  const h = fnv1a(`pool:${channelCode}`);
  const base = 500_000_00 + (h % 400_000) * 100;
  const growth = 37 + (h % 90);
  // Pools start their cycles at different times, so they never all drop at once.
  const elapsed = (Math.floor(nowMs / 1000) + (h % CYCLE_S)) % CYCLE_S;
  return { channelCode, name, amount: base + elapsed * growth, growth };
}
