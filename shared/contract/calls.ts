import { route } from './endpoint';

/**
 * The path and method of every call the first screen, the shell and the shared singletons
 * make: zod-free, so that they can be sent (through `@site/shared/contract-core`) before
 * the contract's schemas load. Each contract module builds its endpoint from the same
 * entry (`endpoint(siteCalls.navigationList, request, response)`): one path per call.
 * A call added here needs its module's endpoint built from it (contract-core.test.ts checks).
 */
const SITE = '/site/api/v1';
const GAME = '/game/api/v1';
const ACT = '/act/api/v1';
const FD = '/fd/api/v1';
const SPORTS = `${GAME}/sports`;

export const siteCalls = {
  navigationList: route(`${SITE}/advertising/navigationList`),
  sponsorContent: route(`${SITE}/advertising/sponsorContent`),
  onlineCustomService: route(`${SITE}/configuration/onlinecustomservice`),
  preInfo: route(`${SITE}/configuration/preInfo`),
  queryCountryArea: route(`${SITE}/site/countryArea/queryCountryArea`),
  queryNoticeListByPage: route(`${SITE}/advertising/queryNoticeListByPage`),
};

export const memberCalls = {
  memberInfo: route(`${SITE}/member/info`),
  getBalance: route(`${FD}/transfer/getBalance`),
  getUnreadForType: route(`${SITE}/site/letter/getUnreadForType`),
  feedbackUnreadNum: route(`${SITE}/feedback/unreadNum`),
  logout: route(`${SITE}/logout`),
};

export const gamesCalls = {
  gameList: route(`${GAME}/gameList`),
  launch: route(`${GAME}/launch`),
  resource: route(`${GAME}/resource`),
};

export const fundsCalls = {
  allBalance: route(`${GAME}/venue/allBalance`),
  venueBalance: route(`${GAME}/venue/balance`),
};

export const opsCalls = {
  remoteReport: route(`${SITE}/ops/remoteReport`),
};

export const protectionCalls = {
  realityCheck: route(`${SITE}/protection/realityCheck`),
  ackRealityCheck: route(`${SITE}/protection/ackRealityCheck`),
};

export const sportsCalls = {
  hotMatches: route(`${SPORTS}/hotMatches`),
};

export const authCalls = {
  defaultKaptcha: route(`${SITE}/register/defaultKaptcha`),
};

export const promotionsCalls = {
  myBonuses: route(`${ACT}/promotion/myBonuses`),
};

/** SPEC §7: these four are cached in memory for the session, keyed by path plus payload. */
export const SESSION_CACHED_PATHS: readonly string[] = [
  siteCalls.navigationList.path,
  siteCalls.sponsorContent.path,
  siteCalls.onlineCustomService.path,
  siteCalls.preInfo.path,
];
