import { zhCN, type Catalogue } from './zh-CN';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the catalogue, as `namespace.key`. */
export type MessageKey = Leaves<Catalogue>;

export type Locale = 'zh-CN' | 'zh-TW';

let overrides: Partial<Record<string, string>> = {};
let registered: Partial<Catalogue> = {};

/**
 * A remote registers the namespaces it owns (`registerMessages({ auth })`, imported from
 * `@site/shared/messages`, which every build bundles for itself). This module is a shared
 * singleton, so its own catalogue is the host's build: without registration, text added
 * with a remote would need a host release to show up.
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
  let node: unknown =
    (registered as Record<string, unknown>)[namespace] ?? (zhCN as Record<string, unknown>)[namespace];
  for (const part of rest) {
    if (node && typeof node === 'object' && part in node) node = (node as Record<string, unknown>)[part];
    else return key;
  }
  return typeof node === 'string' ? node : key;
}

/** Brand-level wording overrides (e.g. the site name) from the brand manifest. */
export function setMessageOverrides(next: Partial<Record<MessageKey, string>>): void {
  overrides = { ...next };
}

export { zhCN };
export type { Catalogue };
