import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A source of uniform numbers in [0, 1). */
export type Rng = () => number;

/** 32-bit FNV-1a: a stable small hash for deterministic catalogue choices (not for play). */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** sfc32 over 16 bytes of seed: fast, good enough statistically for a demo, reproducible. */
export function rngFromBytes(seed: Uint8Array): Rng {
  const view = new DataView(seed.buffer, seed.byteOffset, 16);
  let a = view.getUint32(0);
  let b = view.getUint32(4);
  let c = view.getUint32(8);
  let d = view.getUint32(12);
  const next: Rng = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  // Warm up so similar seeds diverge.
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** An Rng from any text (tests, simulations, the catalogue). */
export function rngFromText(text: string): Rng {
  return rngFromBytes(createHash('sha256').update(text).digest());
}

/**
 * The RNG of one demo round: an HMAC of (member, round id) under a secret drawn at start,
 * so a round's outcome is fixed once its id is chosen but no player can predict it.
 */
export function roundRngFactory(
  secret: Uint8Array = randomBytes(32),
): (memberId: number, roundId: string) => Rng {
  return (memberId, roundId) =>
    rngFromBytes(createHmac('sha256', secret).update(`${memberId}:${roundId}`).digest());
}

/** An integer in [0, n). */
export function pick(rng: Rng, n: number): number {
  return Math.min(n - 1, Math.floor(rng() * n));
}
