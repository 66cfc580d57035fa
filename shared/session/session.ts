import { bus } from '../events';
import { clearDecryptedCache } from './decrypted-cache';
import {
  balanceAtom,
  feedbackUnreadAtom,
  isLoggedInAtom,
  jwtTokenAtom,
  tokenAtom,
  unreadCountsAtom,
  userIdAtom,
  userInfoAtom,
} from './session-atoms';
import { sessionStore } from './session-store';
import { STORAGE_KEYS } from './storage-keys';
import { readItem } from './storage';

export interface SessionInput {
  token: string;
  userId: string;
}

/**
 * Stores the token and user id of a successful login (SPEC §4).
 * @throws {Error} when `token` is empty: an empty token would read as logged out.
 */
export function setSession({ token, userId }: SessionInput): void {
  if (token === '') throw new Error('setSession: empty token');
  sessionStore.set(tokenAtom, token);
  sessionStore.set(userIdAtom, userId);
}

const clearedListeners = new Set<() => void>();

/**
 * Runs `listener` after every `clearSession` (the api client drops its session cache
 * this way, so session does not depend on api). Returns the unsubscribe function.
 */
export function onSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => {
    clearedListeners.delete(listener);
  };
}

/**
 * Logs out locally: removes the token, user id, chat JWT and the DD_ decrypted-data cache
 * from storage and empties user info, balance and unread counts. Keeps the visitor's
 * preferences (edition, odds format, hide-zero flag) and remembered credentials.
 * Never throws; a throwing listener is reported to the console and the rest still run.
 */
export function clearSession(): void {
  sessionStore.set(tokenAtom, null);
  sessionStore.set(userIdAtom, null);
  sessionStore.set(jwtTokenAtom, null);
  sessionStore.set(userInfoAtom, null);
  sessionStore.set(balanceAtom, null);
  sessionStore.set(unreadCountsAtom, null);
  sessionStore.set(feedbackUnreadAtom, 0);
  clearDecryptedCache();
  for (const listener of clearedListeners) {
    try {
      listener();
    } catch (error) {
      console.error(error);
    }
  }
}

/** True exactly when a token is stored. Never throws. */
export function isLoggedIn(): boolean {
  return sessionStore.get(isLoggedInAtom);
}

export interface CheckLoginOptions {
  /** For a guest, emit `show_login_prompt` so the host shows the login prompt dialog. */
  prompt?: boolean;
}

/** Whether the visitor is logged in; with `prompt`, a guest also gets the login prompt. Never throws. */
export function checkLogin({ prompt = false }: CheckLoginOptions = {}): boolean {
  const loggedIn = isLoggedIn();
  if (!loggedIn && prompt) bus.emit('show_login_prompt');
  return loggedIn;
}

/**
 * True when the visitor has chosen an edition before (the host then keeps it instead of
 * the brand's default edition).
 */
export function hasStoredEdition(): boolean {
  return readItem(STORAGE_KEYS.edition) !== null;
}
