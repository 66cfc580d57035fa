import { route, type EndpointRef } from './endpoint';

/**
 * The safe switch (SPEC §7): when a brand turns it on, every path gets this prefix,
 * request bodies travel as `{ data: <AES ciphertext> }` and the response `data` comes
 * back as ciphertext too (cipher.ts: `@site/shared/cipher`, loaded only where it is used).
 * The key is no brand constant in a public file: each client session asks for its own
 * (`safeHandshake`, the one plain call a safe-switch brand answers) and names it in the
 * `safe-key-id` header; the server refuses plain calls for that brand (6008).
 * Zod-free: the client sends through it before the contract's schemas load
 * (`@site/shared/contract-core`); the 6008 message is in safe-key.ts.
 */
export const SAFE_PREFIX = '/safe';

/** The header naming the session's safe-switch key. */
export const SAFE_KEY_HEADER = 'safe-key-id';

/** What `safeHandshake` answers: `expiresIn` in seconds, renewed by use. */
export interface SafeKey {
  keyId: string;
  key: string;
  expiresIn: number;
}

/**
 * A new safe-switch key for this client session (plain call, empty body): the reference the
 * client sends through; the full endpoint with its schemas is safe-handshake.ts.
 */
export const safeHandshakeCall = route('/site/api/v1/safe/handshake') as EndpointRef<
  Record<string, never>,
  SafeKey
>;

/** Whether `data` is a handshake's answer (the client's check: the call has no schema here). */
export function isSafeKey(data: unknown): data is SafeKey {
  const key = data as Partial<SafeKey> | null;
  return (
    typeof key === 'object' &&
    key !== null &&
    typeof key.keyId === 'string' &&
    typeof key.key === 'string' &&
    Number.isInteger(key.expiresIn)
  );
}

export const encryptedBodyKey = 'data';
