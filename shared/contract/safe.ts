import { z } from 'zod';
import { endpoint } from './endpoint';
import { validation } from './validation-messages';

/**
 * The safe switch (SPEC §7): when a brand turns it on, every path gets this prefix,
 * request bodies travel as `{ data: <AES ciphertext> }` and the response `data` comes
 * back as ciphertext too (cipher.ts: `@site/shared/cipher`, loaded only where it is used).
 * The key is no brand constant in a public file: each client session asks for its own
 * (`safeHandshake`, the one plain call a safe-switch brand answers) and names it in the
 * `safe-key-id` header; the server refuses plain calls for that brand (6008).
 */
export const SAFE_PREFIX = '/safe';

/** The header naming the session's safe-switch key. */
export const SAFE_KEY_HEADER = 'safe-key-id';

/** The 6008 message when the key id is unknown or expired: the client asks for a new key and retries once. */
export const SAFE_KEY_EXPIRED = validation.safeKeyExpired;

/**
 * The same message as a zh-TW server writes it (it converts what it answers): the client
 * must recognise both. The Traditional one is the twin the build attached to `validation`.
 */
export function isSafeKeyExpired(message: string): boolean {
  const twin = (validation as unknown as Record<symbol, typeof validation | undefined>)[
    Symbol.for('site.i18n.zh-TW')
  ];
  return message === SAFE_KEY_EXPIRED || message === twin?.safeKeyExpired;
}

/** A new safe-switch key for this client session (plain call; `expiresIn` in seconds, renewed by use). */
export const safeHandshake = endpoint(
  '/site/api/v1/safe/handshake',
  z.object({}).strict().optional().default({}),
  z.object({ keyId: z.string(), key: z.string(), expiresIn: z.number().int() }),
);

export const encryptedBodyKey = 'data';
