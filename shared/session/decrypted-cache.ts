import { DECRYPTED_CACHE_PREFIX } from './storage-keys';
import { keysWithPrefix, readItem, removeItem, writeItem } from './storage';

/**
 * Cache of data the server decrypted for us (common/singleDataDecryption), under keys
 * prefixed DD_ so that login-expired and logout can remove all of it (SPEC §3, §4).
 * `key` is given without the prefix.
 */
export function setDecryptedCache(key: string, value: string): void {
  writeItem(`${DECRYPTED_CACHE_PREFIX}${key}`, value);
}

/** The cached value, or null. Never throws. */
export function readDecryptedCache(key: string): string | null {
  return readItem(`${DECRYPTED_CACHE_PREFIX}${key}`);
}

/** Removes every DD_ key, whoever wrote it. Never throws. */
export function clearDecryptedCache(): void {
  for (const key of keysWithPrefix(DECRYPTED_CACHE_PREFIX)) removeItem(key);
}
