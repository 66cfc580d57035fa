import { routePaths } from '@site/shared/routes';

/**
 * The page a player wanted when the site sent them home to log in (a guest's deep link, a
 * session that expired on a page): after the login they go back to it, not to /home. Kept
 * in sessionStorage (this tab only, survives the reload a login may bring) and forgotten
 * when the player goes to another page themselves, or after ten minutes.
 */
const KEY = 'site.returnPath';
const TTL_MS = 10 * 60_000;

interface Stored {
  path: string;
  at: number;
}

export function rememberReturnPath(path: string, now = Date.now()): void {
  if (!path.startsWith('/') || path.startsWith('//') || path === routePaths.home) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, at: now } satisfies Stored));
  } catch {
    // Storage off (private mode): the login goes home as before.
  }
}

export function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored where storage is off.
  }
}

/** The remembered path, once: it is forgotten as it is read. Null when none or too old. */
export function takeReturnPath(now = Date.now()): string | null {
  let stored: Partial<Stored> | null = null;
  try {
    stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Stored> | null;
  } catch {
    stored = null;
  }
  forgetReturnPath();
  if (!stored || typeof stored.path !== 'string' || typeof stored.at !== 'number') return null;
  return now - stored.at <= TTL_MS ? stored.path : null;
}
