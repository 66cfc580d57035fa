// First: how zod runs in a browser (before any schema below is built).
import './zod-config';
// Named re-exports on purpose, never `export *`: the shared package has no "type":
// "module", so Node (tsx, the server) loads these files as CommonJS, and Node can only
// see named exports of a CommonJS module, not the ones behind `export *`. Add every new
// export here by name (or as a namespace: `export * as x from './x'`).
export { ErrorCode, defaultMessages, codeNames, isStatusCode, NEW_DEVICE_CODES } from './errors';
export type { ErrorCodeName, StatusCode } from './errors';
export { envelopeSchema, ok, fail } from './envelope';
export type { Envelope } from './envelope';
export { Header, CLIENT_TYPE_WEB } from './headers';
export { endpoint, route, hasSchemas } from './endpoint';
export type { Endpoint, EndpointRef, RequestOf, ResponseOf } from './endpoint';
export { moneyText, yuanTextToFen, fenToYuanText } from './money';
export { DB_INT_MAX, dbBigId, dbBigInt, dbId, dbInt } from './db-range';
export { SAFE_PREFIX, SAFE_KEY_HEADER, encryptedBodyKey, isSafeKey } from './safe';
export type { SafeKey } from './safe';
export { SAFE_KEY_EXPIRED, isSafeKeyExpired } from './safe-key';
export { safeHandshake } from './safe-handshake';
export {
  MAX_JSON_DEPTH,
  TOO_DEEP_MESSAGE,
  UNSAFE_TEXT_MESSAGE,
  calendarDate,
  findUnsafeText,
  isNestedDeeperThan,
  isCalendarDate,
  isSafeText,
  safeText,
} from './text';
export * as site from './site';
export * as member from './member';
export * as auth from './auth';
export * as account from './account';
export * as funds from './funds';
export * as games from './games';
export * as sports from './sports';
export * as ops from './ops';
export * as help from './help';
export * as memberArea from './member-area';
export * as memberLetters from './member-letters';
export * as promotions from './promotions';
export * as protection from './protection';
export type { AdItem, SponsorItem, SiteBaseConfig, CountryArea, Notice, DiscountAd } from './site';
export type { UserInfo, UserInfoPage, UnreadCounts } from './member';
export type { DeviceChallenge } from './auth';
export type { SendCodeRequest } from './account';
export type { HelpArticle, VoteSummary } from './help';
export { SESSION_CACHED_PATHS, pageOf, pageRequest } from './site';
export { FIRST_SCREEN_READS_ID, HOME_READS } from './first-screen';
export type { FirstScreenRead, FirstScreenReads } from './first-screen';
export { REMOTE_NAMES, brandManifestSchema } from './brand';
export { CONTRACT_VERSION } from './version';
export type { RemoteName, BrandManifest } from './brand';
export * as chat from './chat';
export type { ChatRoom, ChatMessage, ChatMsgId } from './chat';
