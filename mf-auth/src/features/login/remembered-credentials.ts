import { decryptPayload, encryptPayload } from '@site/shared/cipher';
import { STORAGE_KEYS, readItem, removeItem, writeItem } from '@site/shared/session';

/**
 * mf-auth's own, not the shared session's: only the login form reads and writes them, and the
 * AES they need (`@site/shared/cipher`) then loads with mf-auth, not with every page (issue 31).
 *
 * The remembered credentials are encrypted with a random key made on this device the
 * first time "remember password" is ticked (no key ships in the bundle, so a copied
 * `lastLoginInfo` is useless without this device's key), and the key goes away with the
 * credentials. Exposure that remains: script running on this origin (XSS) or someone
 * with this browser profile can read both items; that is inherent to a synchronous
 * prefill from storage.
 */
function deviceKey(create: boolean): string | null {
  const existing = readItem(STORAGE_KEYS.rememberedCredentialsKey);
  if (existing && /^[0-9a-f]{64}$/.test(existing)) return existing;
  if (!create || typeof crypto === 'undefined' || typeof crypto.getRandomValues !== 'function') return null;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  writeItem(STORAGE_KEYS.rememberedCredentialsKey, key);
  return readItem(STORAGE_KEYS.rememberedCredentialsKey) === key ? key : null;
}

export interface RememberedCredentials {
  name: string;
  password: string;
}

function isCredentials(value: unknown): value is RememberedCredentials {
  if (!value || typeof value !== 'object') return false;
  const { name, password } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof password === 'string';
}

/**
 * "Remember password": stores the credentials AES-encrypted (crypto-js) with the device
 * key, and the time it was ticked. Without a random source or storage nothing is stored.
 * Never throws.
 */
export function saveRememberedCredentials(
  credentials: RememberedCredentials,
  now: number = Date.now(),
): void {
  const { name, password } = credentials;
  const key = deviceKey(true);
  if (!key) return;
  writeItem(STORAGE_KEYS.rememberedCredentials, encryptPayload({ name, password }, key));
  writeItem(STORAGE_KEYS.rememberPasswordAt, String(now));
}

/**
 * The remembered credentials, or null when none are remembered or the stored text does
 * not decrypt (changed key, tampered storage). Never throws.
 */
export function readRememberedCredentials(): RememberedCredentials | null {
  const rememberedAt = readItem(STORAGE_KEYS.rememberPasswordAt);
  const cipher = readItem(STORAGE_KEYS.rememberedCredentials);
  const key = deviceKey(false);
  if (!rememberedAt || !cipher || !key) return null;
  try {
    const value = decryptPayload(cipher, key);
    return isCredentials(value) ? { name: value.name, password: value.password } : null;
  } catch {
    return null;
  }
}

/** Epoch ms of when "remember password" was ticked, or null. Never throws. */
export function readRememberedAt(): number | null {
  const raw = readItem(STORAGE_KEYS.rememberPasswordAt);
  if (!raw) return null;
  const at = Number(raw);
  return Number.isFinite(at) ? at : null;
}

/** Forgets the credentials; the timestamp becomes empty (SPEC §3). Never throws. */
export function clearRememberedCredentials(): void {
  removeItem(STORAGE_KEYS.rememberedCredentials);
  removeItem(STORAGE_KEYS.rememberedCredentialsKey);
  writeItem(STORAGE_KEYS.rememberPasswordAt, '');
}
