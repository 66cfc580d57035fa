import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** N=2^15: about 50 ms here, slow for a guesser, fast enough for tests that create members. */
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/**
 * Passwords arrive as md5 (SPEC §3), which is no protection at rest: store a salted
 * scrypt of that md5, as `scrypt$N$r$p$salt$hash`, so parameters can be raised later.
 */
export async function hashPassword(md5: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(md5, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('hex'), key.toString('hex')].join('$');
}

export async function verifyPassword(md5: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, saltHex, keyHex] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const params = { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem };
  const key = await scryptAsync(md5, Buffer.from(saltHex, 'hex'), expected.length, params);
  return timingSafeEqual(key, expected);
}
