import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

// The 6008 "key expired" message (and its zh-TW twin) comes with the AES: only a
// safe-switch brand's client reads it.
export { isSafeKeyExpired } from './safe-key';

/**
 * The safe switch's AES (SPEC §7, safe.ts) and the remembered login's: crypto-js's passphrase
 * mode, a random salt per message. Its own entry (`@site/shared/cipher`), not the contract's:
 * a page of a brand without the safe switch, and a
 * player who never ticks 记住密码, need no AES (issue 31). The API client loads it with the
 * first call of a safe-switch brand; mf-auth bundles it for the remembered login.
 */
export function encryptPayload(value: unknown, key: string): string {
  return AES.encrypt(JSON.stringify(value ?? null), key).toString();
}

/** @throws {Error} when the ciphertext is not valid for the key (bad key, truncated or forged text). */
export function decryptPayload<T = unknown>(cipherText: string, key: string): T {
  const plain = AES.decrypt(cipherText, key).toString(Utf8);
  if (!plain) throw new Error('safe switch: cannot decrypt payload');
  return JSON.parse(plain) as T;
}
