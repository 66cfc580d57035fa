import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from '../security/passwords';

/** Per-process key: what is remembered is useless outside this process and gone at restart. */
const KEY = randomBytes(32);
const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 10_000;

const remembered = new Map<string, { digest: Buffer; until: number }>();
/** Checks under way: concurrent requests with the same password share one scrypt. */
const inFlight = new Map<string, Promise<boolean>>();

const digestOf = (md5: string): Buffer => createHmac('sha256', KEY).update(md5).digest();

/**
 * verifyPassword for the withdrawal password, remembering a success for 10 minutes. scrypt
 * costs ~50 ms of CPU on purpose; a member making several withdrawals pays it once. Keyed
 * by the stored hash, so a changed password is never matched by what was remembered;
 * failures are never remembered, so guessing stays as slow as scrypt makes it.
 */
export async function verifyWithdrawPassword(md5: string, storedHash: string): Promise<boolean> {
  const hit = remembered.get(storedHash);
  const digest = digestOf(md5);
  if (hit && hit.until > Date.now() && timingSafeEqual(hit.digest, digest)) return true;
  const key = `${storedHash}:${digest.toString('hex')}`;
  let check = inFlight.get(key);
  if (!check) {
    check = verifyPassword(md5, storedHash).finally(() => inFlight.delete(key));
    inFlight.set(key, check);
  }
  if (!(await check)) return false;
  if (remembered.size >= MAX_ENTRIES) remembered.clear();
  remembered.set(storedHash, { digest, until: Date.now() + TTL_MS });
  return true;
}
