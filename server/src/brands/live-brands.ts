import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadBrands, type Brands } from './brands';

/** How often, at most, the brand folders are looked at again (a stat per file). */
const CHECK_EVERY_MS = 500;

/**
 * Brands that follow their files (issue 17): an operator's `brand pin` or `rollback`
 * rewrites a file atomically and the next page load sees it, with no restart. A changed
 * file is re-read and checked like at start; a broken one is refused (logged) and the last
 * good set stays in force, so a bad edit can never take the site down.
 */
export function liveBrands(
  dirs: readonly string[],
  log: (message: string) => void = () => undefined,
): Brands {
  let current = loadBrands(dirs);
  let stamp = stampOf(dirs);
  let checkedAt = Date.now();

  const fresh = (): Brands => {
    const now = Date.now();
    if (now - checkedAt < CHECK_EVERY_MS) return current;
    checkedAt = now;
    const next = stampOf(dirs);
    if (next === stamp) return current;
    stamp = next;
    try {
      current = loadBrands(dirs);
      log(`brands reloaded: ${current.all.map((b) => b.brand).join(', ')}`);
    } catch (error) {
      log(`brand files changed but were refused, the previous brands stay: ${(error as Error).message}`);
    }
    return current;
  };

  return {
    get all() {
      return fresh().all;
    },
    get index() {
      return fresh().index;
    },
    bySiteId: (siteId) => fresh().bySiteId(siteId),
    byName: (name) => fresh().byName(name),
  };
}

/** Names, sizes and modification times of every brand file: changes when any file does. */
function stampOf(dirs: readonly string[]): string {
  return dirs
    .map((dir) => {
      try {
        return readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => {
            const s = statSync(join(dir, f));
            return `${f}:${s.size}:${s.mtimeMs}`;
          })
          .join(',');
      } catch {
        return `${dir}:missing`;
      }
    })
    .join('|');
}
