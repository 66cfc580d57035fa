import { getLocale } from './locale';
import { api } from './zh-CN/api';
import { chat } from './zh-CN/chat';
import { common } from './zh-CN/common';
import { format } from './zh-CN/format';
import { host } from './zh-CN/host';
import { help, nav, routes } from './zh-CN/routes';
import { ui } from './zh-CN/ui';
import { validation } from './zh-CN/validation';
import type { Catalogue } from './zh-CN';

/**
 * The namespaces of the shell (issue 31: only the namespaces of the page): what the host and
 * the shared package show on every page, and what remotes read without owning (routes,
 * chat's match-chat label). Every other namespace arrives with
 * the remote that owns it (registerMessages). This module is a shared singleton, which webpack
 * does not tree-shake: importing the whole catalogue here shipped all of it on every load.
 */
const shell: Partial<Catalogue> = {
  common,
  host,
  ui,
  api,
  validation,
  format,
  routes,
  nav,
  help,
  chat,
};

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the catalogue, as `namespace.key`. */
export type MessageKey = Leaves<Catalogue>;

export type { Locale } from './locale';
export { LOCALES, getLocale, isLocale, setLocale } from './locale';

/** Where a namespace object carries its zh-TW twin (attached at build time: zh-TW/twin-source.cjs). */
const ZH_TW = Symbol.for('site.i18n.zh-TW');
/**
 * Where a browser build's namespace object names the loader of its twin instead (issue 31:
 * a zh-CN page ships no Traditional text; the twins of a build are one chunk, fetched only
 * in zh-TW). Once loaded, the twin sits under ZH_TW like a build-time one.
 */
const ZH_TW_LOAD = Symbol.for('site.i18n.zh-TW.load');

let overrides: Partial<Record<string, string>> = {};
let registered: Partial<Catalogue> = {};
/** Twin loads under way (zh-TW only). */
const loadingTwins = new Map<object, Promise<void>>();

function loadTwin(namespace: unknown): Promise<void> | undefined {
  if (!namespace || typeof namespace !== 'object') return undefined;
  const holder = namespace as Record<symbol, unknown>;
  const load = holder[ZH_TW_LOAD];
  if (holder[ZH_TW] || typeof load !== 'function') return undefined;
  let pending = loadingTwins.get(namespace);
  if (!pending) {
    pending = (load as () => Promise<object>)()
      .then((twin) => {
        Object.defineProperty(namespace, ZH_TW, { value: twin });
      })
      // A twin that cannot load leaves the namespace in zh-CN (a text, never a key).
      .catch((error: unknown) => console.warn('zh-TW texts unavailable', error))
      .finally(() => loadingTwins.delete(namespace));
    loadingTwins.set(namespace, pending);
  }
  return pending;
}

/**
 * In zh-TW, fetches the Traditional twins of every namespace known so far (the build's own
 * catalogue and what remotes registered); resolves at once in zh-CN. The host awaits it
 * before its first render, so no Simplified text shows first.
 */
export function loadLocaleMessages(): Promise<void> {
  if (getLocale() !== 'zh-TW') return Promise.resolve();
  for (const namespace of [...Object.values(shell), ...Object.values(registered)]) loadTwin(namespace);
  return messagesReady();
}

/** Resolves when no twin is loading (a remote's registered namespaces in zh-TW). */
export function messagesReady(): Promise<void> {
  return Promise.all(loadingTwins.values()).then(() => undefined);
}

/**
 * A remote registers the namespaces it owns (`registerMessages({ auth })`, imported from
 * `@site/shared/messages`, which every build bundles for itself). This module is a shared
 * singleton, so its own catalogue is the host's build: without registration, text added
 * with a remote would need a host release to show up. Each namespace object carries its
 * zh-TW twin (attached by the remote's own build), so a remote's Traditional text arrives
 * with it too, from whatever release the remote is on.
 */
export function registerMessages(namespaces: Partial<Catalogue>): void {
  if (getLocale() !== 'zh-TW') {
    registered = { ...registered, ...namespaces };
    return;
  }
  for (const [name, namespace] of Object.entries(namespaces) as [string, object][]) {
    latest.set(name, namespace);
    const loading = loadTwin(namespace);
    const showing = (registered as Record<string, unknown>)[name] ?? (shell as Record<string, unknown>)[name];
    // A second build's copy of a namespace (mf-auth's register form brings helpCentre too) must
    // not put Simplified text back on a page already in Traditional while its own twin loads:
    // nothing re-renders when that twin arrives, so what rendered meanwhile stayed Simplified.
    // The copy on show stays until the new one has its twin (or for good, if it cannot load).
    if (loading && hasTwin(showing)) {
      void loading.then(() => {
        if (latest.get(name) === namespace && hasTwin(namespace))
          registered = { ...registered, [name]: namespace };
      });
    } else {
      registered = { ...registered, [name]: namespace };
    }
  }
}

/** The namespace object last registered under each name (zh-TW: it may wait for its twin). */
const latest = new Map<string, object>();

function hasTwin(namespace: unknown): boolean {
  return Boolean(namespace && typeof namespace === 'object' && (namespace as Record<symbol, unknown>)[ZH_TW]);
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
    (registered as Record<string, unknown>)[namespace] ?? (shell as Record<string, unknown>)[namespace];
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

export {
  LOCALE_COOKIE,
  LOCALE_NAMES,
  LOCALE_STORAGE_KEY,
  applyLocale,
  preferredLocale,
  rememberLocale,
} from './locale-preference';
export type { Catalogue };
