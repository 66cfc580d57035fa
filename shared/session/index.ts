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
export {
  saveRememberedCredentials,
  readRememberedCredentials,
  readRememberedAt,
  clearRememberedCredentials,
} from './remembered-credentials';
export type { RememberedCredentials } from './remembered-credentials';
export { setDecryptedCache, readDecryptedCache, clearDecryptedCache } from './decrypted-cache';
export { EDITION_COOKIE, rememberEditionCookie } from './edition-cookie';
export { captureReferral, readReferral, appendReferral, isMobileUserAgent } from './referral';
export type { Referral } from './referral';
export { STORAGE_KEYS, DECRYPTED_CACHE_PREFIX } from './storage-keys';
export type { StorageKey } from './storage-keys';
