export { sessionStore } from './session-store';
export {
  tokenAtom,
  userIdAtom,
  jwtTokenAtom,
  isLoggedInAtom,
  userInfoAtom,
  balanceAtom,
  unreadCountsAtom,
  unreadTotalAtom,
  feedbackUnreadAtom,
  editionAtom,
  oddsFormatAtom,
  hideZeroBalanceAtom,
  venueModeAtom,
  brandAtom,
  EDITIONS,
  ODDS_FORMATS,
  UNREAD_KEYS,
} from './session-atoms';
export type { Balance, Edition, OddsFormat } from './session-atoms';
export {
  setSession,
  clearSession,
  isLoggedIn,
  checkLogin,
  hasStoredEdition,
  onSessionCleared,
} from './session';
export type { SessionInput, CheckLoginOptions } from './session';
// Storage that falls back to memory where the browser refuses it (one fallback for every build).
export { readItem, writeItem, removeItem } from './storage';
export { setDecryptedCache, readDecryptedCache, clearDecryptedCache } from './decrypted-cache';
export { EDITION_COOKIE, rememberEditionCookie } from './edition-cookie';
export { captureReferral, readReferral, appendReferral, isMobileUserAgent } from './referral';
export type { Referral } from './referral';
export { STORAGE_KEYS, DECRYPTED_CACHE_PREFIX } from './storage-keys';
export type { StorageKey } from './storage-keys';
