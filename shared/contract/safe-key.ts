import { validation } from './validation-messages';

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
