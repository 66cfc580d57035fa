import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * OWASP's scrypt parameters (N=2^17, r=8, p=1): about 0.5 s on this machine, run on
 * libuv's thread pool so the event loop stays free. scrypt needs 128*N*r = 128 MiB, four
 * times node's 32 MiB default `maxmem`.
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const MAXMEM = 256 * 1024 * 1024;
const KEY_LENGTH = 32;

/**
 * Passwords arrive as md5 (SPEC §3), which is no protection at rest: store a salted
 * scrypt of that md5, as `scrypt$N$r$p$salt$hash`, so parameters can be raised later.
 */
export async function hashPassword(md5: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = SCRYPT_PARAMS;
  const key = await scryptAsync(md5, salt, KEY_LENGTH, { N, r, p, maxmem: MAXMEM });
  return ['scrypt', N, r, p, salt.toString('hex'), key.toString('hex')].join('$');
}

export async function verifyPassword(md5: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, saltHex, keyHex] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const params = { N: Number(n), r: Number(r), p: Number(p), maxmem: MAXMEM };
  const key = await scryptAsync(md5, Buffer.from(saltHex, 'hex'), expected.length, params);
  return timingSafeEqual(key, expected);
}

/** True for a hash made with weaker parameters than today's: rehash it at the next good login. */
export function needsRehash(stored: string): boolean {
  const [kind, n, r, p] = stored.split('$');
  return (
    kind !== 'scrypt' ||
    Number(n) < SCRYPT_PARAMS.N ||
    Number(r) < SCRYPT_PARAMS.r ||
    Number(p) < SCRYPT_PARAMS.p
  );
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of one password check for a name that has no account, so the answer's
 * timing does not tell which names exist.
 */
export async function burnPasswordCheck(md5: string): Promise<void> {
  dummyHash ??= hashPassword('0'.repeat(32));
  await verifyPassword(md5, await dummyHash);
}
