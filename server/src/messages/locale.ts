import type { FastifyRequest } from 'fastify';
import { Header, type BrandManifest } from '@site/shared/contract';
import type { Locale } from '@site/shared/i18n';
import { toTraditional } from '@site/shared/zh-tw';
import { DRAWN_PICTURE } from '../drawn-pictures';

/**
 * The locale of a request (issue 18). The client's api sends the SPEC §7 `language`
 * header (zh-CN or zh-TW, from the brand and the player's 简体 / 繁體 choice); a caller
 * without it (a browser fetching a page, curl) may say so with Accept-Language. zh-CN
 * otherwise.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const language = request.headers[Header.language];
  const named = (Array.isArray(language) ? language[0] : language)?.trim().toLowerCase();
  if (named) return named === 'zh-tw' || named === 'zh-hant' ? 'zh-TW' : 'zh-CN';
  const accepted = request.headers['accept-language'];
  const first = (Array.isArray(accepted) ? accepted[0] : accepted)?.split(',')[0]?.trim().toLowerCase();
  return first === 'zh-tw' || first?.startsWith('zh-hant') ? 'zh-TW' : 'zh-CN';
}

/**
 * What is never converted, whatever the locale: people's names, what players wrote, and
 * codes. Keys anywhere in an answer; `content` only where a player wrote it (feedback).
 */
const NEVER_KEYS = new Set([
  'realName',
  'holderName',
  'memberName',
  'SendName',
  'username',
  'userName',
  'nickname',
  'name@/member/info',
  'msg',
  'extra',
  'token',
  'code',
  'orderNo',
  'inviteCode',
  'email',
  'phone',
  'content@/feedback/',
]);
/** Whole answers left alone: the chat room's history is what players wrote. */
const NEVER_PATHS = ['/stream/'];

function neverKeys(path: string): Set<string> {
  const keys = new Set<string>();
  for (const entry of NEVER_KEYS) {
    const [key = '', where] = entry.split('@');
    if (!where || path.includes(where)) keys.add(key);
  }
  return keys;
}

function convert(value: unknown, skip: Set<string>): unknown {
  if (typeof value === 'string' && DRAWN_PICTURE.test(value)) return `${value}?language=zh-TW`;
  if (typeof value === 'string') return toTraditional(value);
  if (Array.isArray(value)) return value.map((item) => convert(item, skip));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = skip.has(key) ? item : convert(item, skip);
    return out;
  }
  return value;
}

/**
 * An answer in the request's locale: for zh-TW, every server text (catalogue messages,
 * help articles, notices, letters, promotions, venue and game names) through the same
 * derivation as the site's catalogue (opencc + the reviewed overrides, cached per string).
 */
export function localize<T>(value: T, locale: Locale, path = ''): T {
  if (locale !== 'zh-TW') return value;
  if (NEVER_PATHS.some((prefix) => path.includes(prefix))) return value;
  return convert(value, neverKeys(path)) as T;
}

/** One text of a server catalogue in `locale`. */
export function localText(text: string, locale: Locale): string {
  return locale === 'zh-TW' ? toTraditional(text) : text;
}

/** A brand with its zh-TW title derived when the operator wrote none (the host shows it in 繁體). */
export function withLocalTitles(brand: BrandManifest): BrandManifest {
  return { ...brand, titles: { 'zh-TW': toTraditional(brand.title), ...brand.titles } };
}

/** The locale a chat socket asked for when it connected (`/ws?...&language=zh-TW`). */
export function socketLocale(url: URL): Locale {
  return url.searchParams.get('language') === 'zh-TW' ? 'zh-TW' : 'zh-CN';
}

/**
 * A socket answer to one client in its locale: only the status `message` of its msgData
 * (server text); chat messages inside are what players wrote and stay as written.
 */
export function localizeSocketReply<T>(reply: T, locale: Locale): T {
  if (locale !== 'zh-TW' || !reply || typeof reply !== 'object') return reply;
  const data = (reply as { msgData?: unknown }).msgData;
  if (!data || typeof data !== 'object' || typeof (data as { message?: unknown }).message !== 'string')
    return reply;
  const message = toTraditional((data as { message: string }).message);
  return { ...reply, msgData: { ...data, message } };
}
