import { SESSION_CACHED_PATHS } from '../contract/core';
import { onSessionCleared } from '../session';

/**
 * The four advertising/configuration calls are cached in memory for the session, keyed by
 * path plus payload (SPEC §7). The promise is cached, so concurrent callers share one
 * request; a failure is dropped so the next caller tries again. No expiry: the cache
 * lives until `clearApiCache`, login-expired or `clearSession`.
 */
const cache = new Map<string, Promise<unknown>>();

export function isSessionCached(path: string): boolean {
  return SESSION_CACHED_PATHS.includes(path);
}

/** `scope` keeps clients of different servers apart (the default client has one). */
export function cacheKey(scope: string, path: string, payload: unknown): string {
  return `${scope} ${path} ${JSON.stringify(payload ?? null)}`;
}

/**
 * The cached promise for `key`, or the one `load` starts. `keep` decides whether a
 * settled value stays cached (a captcha challenge must not).
 */
export function cached<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
  const hit = cache.get(key);
  if (hit) return hit as Promise<T>;
  const pending = load();
  cache.set(key, pending);
  pending.then(
    (value) => {
      if (!keep(value) && cache.get(key) === pending) cache.delete(key);
    },
    () => {
      if (cache.get(key) === pending) cache.delete(key);
    },
  );
  return pending;
}

/** Empties the session cache of the four configuration calls. Never throws. */
export function clearApiCache(): void {
  cache.clear();
}

// Logging out (or login-expired) drops what was cached for the previous member.
onSessionCleared(clearApiCache);
