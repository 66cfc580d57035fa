import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * The safe switch (SPEC §7): when a brand turns it on, every path gets this prefix,
 * request bodies travel as `{ data: <AES ciphertext> }` and the response `data` comes
 * back as ciphertext too. crypto-js's passphrase mode adds a random salt per message.
 */
export const SAFE_PREFIX = '/safe';

export const encryptedBodyKey = 'data';

export function encryptPayload(value: unknown, key: string): string {
  return AES.encrypt(JSON.stringify(value ?? null), key).toString();
}

/** @throws {Error} when the ciphertext is not valid for the key (bad key, truncated or forged text). */
export function decryptPayload<T = unknown>(cipherText: string, key: string): T {
  const plain = AES.decrypt(cipherText, key).toString(Utf8);
  if (!plain) throw new Error('safe switch: cannot decrypt payload');
  return JSON.parse(plain) as T;
}
