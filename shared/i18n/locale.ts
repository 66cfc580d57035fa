/** The locale every text is looked up in (SPEC §1): zh-CN unless a brand or the player chose zh-TW. */
export type Locale = 'zh-CN' | 'zh-TW';
export const LOCALES: readonly Locale[] = ['zh-CN', 'zh-TW'];

let current: Locale = 'zh-CN';

export function getLocale(): Locale {
  return current;
}

export function setLocale(next: Locale): void {
  current = next;
}

export function isLocale(value: unknown): value is Locale {
  return value === 'zh-CN' || value === 'zh-TW';
}
