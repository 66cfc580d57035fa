import { STORAGE_KEYS } from './storage-keys';
import { readItem, writeItem } from './storage';

const REFERRAL_PARAMS = ['rcode', 'r_code', 'r_Code'] as const;
const INVITE_PARAMS = ['icode', 'i_code', 'i_Code'] as const;

export interface Referral {
  /** Referral code (register payload rCode). */
  rcode: string | null;
  /** Invite code (register payload iCode). */
  icode: string | null;
  originalUrl: string | null;
}

function firstParam(params: URLSearchParams, names: readonly string[]): string | null {
  for (const name of names) {
    const value = params.get(name);
    if (value) return value;
  }
  return null;
}

/**
 * On start-up: reads rcode (or r_code, r_Code) and icode (or i_code, i_Code) from the
 * query of `url` and stores them with `url` as the original URL (SPEC §4). A visit
 * without codes keeps the codes of an earlier referral link. Never throws; an
 * unparsable `url` stores nothing. Returns what is stored afterwards.
 */
export function captureReferral(url: string): Referral {
  let params: URLSearchParams | null = null;
  try {
    params = new URL(url, 'http://localhost').searchParams;
  } catch {
    params = null;
  }
  if (params) {
    const rcode = firstParam(params, REFERRAL_PARAMS);
    const icode = firstParam(params, INVITE_PARAMS);
    if (rcode) writeItem(STORAGE_KEYS.referralCode, rcode);
    if (icode) writeItem(STORAGE_KEYS.inviteCode, icode);
    if (rcode || icode || readItem(STORAGE_KEYS.originalUrl) === null)
      writeItem(STORAGE_KEYS.originalUrl, url);
  }
  return readReferral();
}

/** The stored referral code, invite code and original URL. Never throws. */
export function readReferral(): Referral {
  return {
    rcode: readItem(STORAGE_KEYS.referralCode) || null,
    icode: readItem(STORAGE_KEYS.inviteCode) || null,
    originalUrl: readItem(STORAGE_KEYS.originalUrl) || null,
  };
}

const MOBILE_AGENT =
  /Android|iPhone|iPad|iPod|Mobile|Windows Phone|HarmonyOS|BlackBerry|Opera Mini|IEMobile/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

/**
 * Appends the stored codes as `rcode` and `icode` to a redirect link when `userAgent` is a
 * mobile one (the H5 site then credits the referrer, SPEC §4). Keeps the link's hash and
 * existing query; a code the link already carries is not repeated. Never throws.
 */
export function appendReferral(link: string, userAgent: string): string {
  if (!isMobileUserAgent(userAgent)) return link;
  const { rcode, icode } = readReferral();
  const hashAt = link.indexOf('#');
  const base = hashAt === -1 ? link : link.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : link.slice(hashAt);
  const queryAt = base.indexOf('?');
  const existing = new URLSearchParams(queryAt === -1 ? '' : base.slice(queryAt + 1));
  const extra = new URLSearchParams();
  if (rcode && !existing.has('rcode')) extra.set('rcode', rcode);
  if (icode && !existing.has('icode')) extra.set('icode', icode);
  const added = extra.toString();
  if (!added) return link;
  const separator = queryAt === -1 ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${added}${hash}`;
}
