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
 * The same choice as a cookie, so the server's first paint (the page skeleton before any
 * script runs) is already in the player's script: 繁體 on a zh-CN brand paints Traditional.
 */
function writeLocaleCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const cookie = `${LOCALE_STORAGE_KEY}=${locale}`;
  if (!document.cookie.split(/;\s*/).includes(cookie))
    document.cookie = `${cookie}; path=/; max-age=31536000; SameSite=Lax`;
}

/** The player's remembered choice, else the brand's locale, else zh-CN. */
export function preferredLocale(brandLocale: Locale | undefined, storage = safeStorage()): Locale {
  const chosen = storage?.getItem(LOCALE_STORAGE_KEY);
  if (isLocale(chosen)) {
    writeLocaleCookie(chosen); // a choice remembered before the cookie existed
    return chosen;
  }
  return brandLocale ?? 'zh-CN';
}

export function rememberLocale(locale: Locale, storage = safeStorage()): void {
  storage?.setItem(LOCALE_STORAGE_KEY, locale);
  writeLocaleCookie(locale);
}

/** Texts, the document's `lang` (fonts, screen readers, hyphenation) follow `locale`. */
export function applyLocale(locale: Locale): void {
  setLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
