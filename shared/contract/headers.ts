/**
 * Request headers every call carries (SPEC §7). Names are lower-case because HTTP/2 and
 * fetch normalise them anyway.
 */
export const Header = {
  version: 'version',
  uuid: 'uuid',
  clientType: 'client-type',
  token: 'token',
  requestId: 'request-id',
  siteId: 'site-id',
  timestamp: 'timestamp',
  language: 'language',
  /** Set to "1" when the body is AES-encrypted by the safe switch. */
  encrypted: 'encrypted',
} as const;

export const CLIENT_TYPE_WEB = 'web';
