import { setLocale, isLocale, type Locale } from './locale';

/** localStorage key of the player's own language choice (the header's 简体 / 繁體 switch). */
export const LOCALE_STORAGE_KEY = 'site.locale';

/**
 * Each language named in itself. Deliberately not in the catalogue: the zh-TW derivation
 * would turn 简体 into 簡體, and a player looking for their script must see it as written.
 */
export const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '简体', 'zh-TW': '繁體' };

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode): the brand's locale applies
  }
}

/**
 * The cookie that tells the server the choice, so the page it sends (the first-paint
 * skeleton, title and lang: server/src/static/index-page.ts) is already in that script.
 */
export const LOCALE_COOKIE = 'site-locale';

function writeCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  if (document.cookie.includes(`${LOCALE_COOKIE}=${locale}`)) return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The player's remembered choice, else the brand's locale, else zh-CN. */
export function preferredLocale(brandLocale: Locale | undefined, storage = safeStorage()): Locale {
  const chosen = storage?.getItem(LOCALE_STORAGE_KEY);
  if (isLocale(chosen)) {
    writeCookie(chosen); // a choice made before the cookie existed reaches the server too
    return chosen;
  }
  return brandLocale ?? 'zh-CN';
}

export function rememberLocale(locale: Locale, storage = safeStorage()): void {
  storage?.setItem(LOCALE_STORAGE_KEY, locale);
  writeCookie(locale);
}

/** Texts, the document's `lang` (fonts, screen readers, hyphenation) follow `locale`. */
export function applyLocale(locale: Locale): void {
  setLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
