import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30 s steps. */
const PERIOD = 30;

export function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: 'Site back office',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The time step a code belongs to when it is valid now (one step of clock drift either way),
 * or null. The caller refuses a step at or before the last one accepted, so a code works once.
 */
export function acceptedStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secretBase32, 'x').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD) + delta;
}

/** The current code (tests, and the create-admin command's check). */
export function currentCode(secretBase32: string, now = Date.now()): string {
  return totpOf(secretBase32, 'x').generate({ timestamp: now });
}

/** Ten recovery codes like `k3x9-2mqa`: about 41 bits each, single use, stored hashed. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: 10 }, () => {
    const chars = [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}
