/** The full number never leaves the server: 138****8000, as the binding pages show it. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/** ab***@qq.com: enough for the owner to recognise it. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** The 4 hidden middle digits of a mainland-style 11-digit number (SPEC §2 safety dialog). */
export function middleDigits(phone: string): string {
  return phone.length >= 7 ? phone.slice(3, phone.length - 4) : '';
}

/**
 * Names are hidden by the site's one rule (shared/format/mask.ts: 王**, pl***8), the same
 * the pages apply, so what the server masks and what a page masks never differ.
 */
export { maskRealName, maskUsername } from '@site/shared/format';
