// The contract without zod (`@site/shared/contract-core`): what the first screen, the shell
// and the shared singletons need of it. Zod and the contract's schemas are 49 KB gzip of a
// cold /home (issue 31) and validate nothing the first screen needs: the server validates
// every answer with the same schemas before it sends it (server/src/http/route.ts). So
// these calls are references (path, method and types) the API client sends through without
// a schema, and the constants are the same values the full contract exports.
// Every value here comes from a zod-free file; contract-core.test.ts checks that loading
// this module loads no zod, and that each reference is the full contract's call.
// Named re-exports only, never `export *` (see index.ts: Node reads these files as CommonJS).
import type * as authContract from './auth';
import type * as fundsContract from './funds';
import type * as gamesContract from './games';
import type * as memberContract from './member';
import type * as opsContract from './ops';
import type * as promotionsContract from './promotions';
import type * as protectionContract from './protection';
import type * as siteContract from './site';
import type * as sportsContract from './sports';
import {
  authCalls,
  fundsCalls,
  gamesCalls,
  memberCalls,
  opsCalls,
  promotionsCalls,
  protectionCalls,
  siteCalls,
  sportsCalls,
} from './calls';
import type { EndpointRef, RequestOf, ResponseOf } from './endpoint';
import { safeHandshakeCall } from './safe';

export { ErrorCode, defaultMessages, codeNames, isStatusCode, NEW_DEVICE_CODES } from './errors';
export type { ErrorCodeName, StatusCode } from './errors';
export type { Envelope } from './envelope';
export { Header, CLIENT_TYPE_WEB } from './headers';
export { hasSchemas, route } from './endpoint';
export type { Endpoint, EndpointRef, RequestOf, ResponseOf } from './endpoint';
export { yuanTextToFen, fenToYuanText } from './fen';
export { SAFE_PREFIX, SAFE_KEY_HEADER, encryptedBodyKey, isSafeKey } from './safe';
export type { SafeKey } from './safe';
export { SESSION_CACHED_PATHS } from './calls';
export { FIRST_SCREEN_READS_ID, HOME_READS } from './first-screen';
export type { FirstScreenRead, FirstScreenReads } from './first-screen';
export { REMOTE_NAMES } from './remote-names';
export type { RemoteName } from './remote-names';
export { CONTRACT_VERSION } from './version';
export { avatarImageUrl } from './avatar';
export { MARKET_TYPES, SPORT_TYPES, SportsMsg } from './sports-codes';
export { isDeltaBatch } from './sports-push';

/** The reference of the full contract's call `E`: its path, method and types, no schema. */
type Ref<E> = EndpointRef<RequestOf<E>, ResponseOf<E>>;

/**
 * A table of `calls.ts` typed as the calls of the same names in the full contract module
 * `M` (the phantom types come from `import type`: nothing of `M` loads).
 */
function typedAs<M>() {
  return <C extends Record<string, EndpointRef>>(calls: C) =>
    calls as unknown as { readonly [K in keyof C]: K extends keyof M ? Ref<M[K]> : never };
}

export const site = typedAs<typeof siteContract>()(siteCalls);
export const member = typedAs<typeof memberContract>()(memberCalls);
export const games = typedAs<typeof gamesContract>()(gamesCalls);
export const funds = typedAs<typeof fundsContract>()(fundsCalls);
export const ops = typedAs<typeof opsContract>()(opsCalls);
export const protection = typedAs<typeof protectionContract>()(protectionCalls);
export const sports = typedAs<typeof sportsContract>()(sportsCalls);
export const auth = typedAs<typeof authContract>()(authCalls);
export const promotions = typedAs<typeof promotionsContract>()(promotionsCalls);
export const safeHandshake = safeHandshakeCall;
