import { createHash } from 'node:crypto';

/**
 * Whom the per-session code cap counts (issue 10, SMS pumping): the member's session, as a
 * digest (never the token itself). Guests have no session to count: their sends only reach
 * numbers already bound to the named account, and the captcha, per-number and per-IP caps hold them.
 */
export function codeSessionKey(token: string): string {
  return `t:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;
}
