import { decryptPayload, encryptPayload } from '../contract';
import { STORAGE_KEYS } from './storage-keys';
import { readItem, removeItem, writeItem } from './storage';

/**
 * Passphrase of the remembered credentials. It ships in the bundle, so this only keeps
 * the password from being readable at a glance in devtools; it is not a secret.
 */
const CREDENTIALS_KEY = 'site-platform/remembered-credentials';

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
 * "Remember password": stores the credentials AES-encrypted (crypto-js) and the time it
 * was ticked. Never throws.
 */
export function saveRememberedCredentials(
  credentials: RememberedCredentials,
  now: number = Date.now(),
): void {
  const { name, password } = credentials;
  writeItem(STORAGE_KEYS.rememberedCredentials, encryptPayload({ name, password }, CREDENTIALS_KEY));
  writeItem(STORAGE_KEYS.rememberPasswordAt, String(now));
}

/**
 * The remembered credentials, or null when none are remembered or the stored text does
 * not decrypt (changed key, tampered storage). Never throws.
 */
export function readRememberedCredentials(): RememberedCredentials | null {
  const rememberedAt = readItem(STORAGE_KEYS.rememberPasswordAt);
  const cipher = readItem(STORAGE_KEYS.rememberedCredentials);
  if (!rememberedAt || !cipher) return null;
  try {
    const value = decryptPayload(cipher, CREDENTIALS_KEY);
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
  writeItem(STORAGE_KEYS.rememberPasswordAt, '');
}
