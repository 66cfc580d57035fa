import type { Edition } from './session-atoms';

/** Cookie the server reads for the first paint's edition (server/src/static/page-brand.ts). */
export const EDITION_COOKIE = 'site-edition';

/**
 * Mirrors the player's edition into a cookie, so the server paints /home's skeleton and its
 * server-rendered sections (issue 31) in the colours the page will have, not the brand's
 * default with a switch when the scripts run.
 */
export function rememberEditionCookie(
  edition: Edition,
  doc: Document | undefined = globalThis.document,
): void {
  if (!doc || doc.cookie.includes(`${EDITION_COOKIE}=${edition}`)) return;
  doc.cookie = `${EDITION_COOKIE}=${edition}; path=/; max-age=31536000; samesite=lax`;
}
