import { getLocale } from './locale';
import { zhCN, type Catalogue } from './zh-CN';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the catalogue, as `namespace.key`. */
export type MessageKey = Leaves<Catalogue>;

export type { Locale } from './locale';
export { LOCALES, getLocale, isLocale, setLocale } from './locale';

/** Where a namespace object carries its zh-TW twin (attached at build time: zh-TW/twin-source.cjs). */
const ZH_TW = Symbol.for('site.i18n.zh-TW');

let overrides: Partial<Record<string, string>> = {};
let registered: Partial<Catalogue> = {};

/**
 * A remote registers the namespaces it owns (`registerMessages({ auth })`, imported from
 * `@site/shared/messages`, which every build bundles for itself). This module is a shared
 * singleton, so its own catalogue is the host's build: without registration, text added
 * with a remote would need a host release to show up. Each namespace object carries its
 * zh-TW twin (attached by the remote's own build), so a remote's Traditional text arrives
 * with it too, from whatever release the remote is on.
 */
export function registerMessages(namespaces: Partial<Catalogue>): void {
  registered = { ...registered, ...namespaces };
}

/**
 * Look up a message and fill `{name}` placeholders. Unknown keys return the key itself,
 * so a missing string is visible in the UI instead of silently blank.
 */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const found = overrides[key] ?? lookup(key);
  if (!params) return found;
  return found.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

function lookup(key: string): string {
  const [namespace = '', ...rest] = key.split('.');
  const simplified: unknown =
    (registered as Record<string, unknown>)[namespace] ?? (zhCN as Record<string, unknown>)[namespace];
  // A namespace without a twin (a build without the zh-TW step) falls back to zh-CN, never to the key.
  let node: unknown =
    getLocale() === 'zh-TW' && simplified && typeof simplified === 'object'
      ? ((simplified as Record<symbol, unknown>)[ZH_TW] ?? simplified)
      : simplified;
  for (const part of rest) {
    if (node && typeof node === 'object' && part in node) node = (node as Record<string, unknown>)[part];
    else return key;
  }
  return typeof node === 'string' ? node : key;
}

/** The zh-TW twin of a namespace object, when the build attached one. */
export function zhTwTwin<T extends object>(namespace: T): T | undefined {
  return (namespace as Record<symbol, T | undefined>)[ZH_TW];
}

/** Brand-level wording overrides (e.g. the site name) from the brand manifest. */
export function setMessageOverrides(next: Partial<Record<MessageKey, string>>): void {
  overrides = { ...next };
}

export { zhCN };
export {
  LOCALE_COOKIE,
  LOCALE_NAMES,
  LOCALE_STORAGE_KEY,
  applyLocale,
  preferredLocale,
  rememberLocale,
} from './locale-preference';
export type { Catalogue };
