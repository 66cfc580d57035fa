/**
 * The feed's randomness: mulberry32 seeded from a string hash, so every match has its own
 * stream (seed + gameId) and its whole life replays the same for the same seed.
 */
export type Rng = () => number;

/** FNV-1a of a string, as an unsigned 32-bit seed. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator of floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function rngFor(seed: number, ...parts: (string | number)[]): Rng {
  return mulberry32(hashSeed(`${seed}|${parts.join('|')}`));
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
export const between = (rng: Rng, lo: number, hi: number): number => lo + rng() * (hi - lo);
