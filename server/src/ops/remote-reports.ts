import type { BrandManifest, ops } from '@site/shared/contract';

type RemoteLoad = ops.RemoteLoad;

/**
 * The remote loads the host reports (issue 17), kept in this process's memory: telemetry
 * for an operator, where losing it on a restart costs nothing. Per brand and remote: how
 * often each version loaded, and the latest failures. A client may send at most
 * `PER_MINUTE` reports a minute; the rest are dropped (and counted).
 */
const PER_MINUTE = 20;
const FAILURES_KEPT = 20;

interface RemoteStats {
  loaded: Record<string, number>;
  fallbacks: number;
  failures: { at: string; version: string; entry: string; error: string; page: string }[];
}

export interface RemoteReports {
  /** false when the client is over its rate: the report is dropped. */
  add(client: string, brand: string, page: string, loads: readonly RemoteLoad[]): boolean;
  /** Per brand: what it pins and what pages actually loaded. */
  summary(brands: readonly BrandManifest[]): unknown;
}

export function remoteReports(log: (failure: Record<string, unknown>) => void): RemoteReports {
  const stats = new Map<string, Map<string, RemoteStats>>();
  const windows = new Map<string, { start: number; count: number }>();
  let dropped = 0;

  const statsOf = (brand: string, remote: string): RemoteStats => {
    const byRemote = stats.get(brand) ?? new Map<string, RemoteStats>();
    stats.set(brand, byRemote);
    const found = byRemote.get(remote) ?? { loaded: {}, fallbacks: 0, failures: [] };
    byRemote.set(remote, found);
    return found;
  };

  return {
    add(client, brand, page, loads) {
      const now = Date.now();
      const window = windows.get(client);
      if (!window || now - window.start >= 60_000) windows.set(client, { start: now, count: 1 });
      else if (++window.count > PER_MINUTE) {
        dropped += 1;
        return false;
      }
      if (windows.size > 10_000) windows.clear();
      for (const load of loads) {
        const s = statsOf(brand, load.remote);
        if (load.ok) s.loaded[load.version] = (s.loaded[load.version] ?? 0) + 1;
        if (load.fallback) s.fallbacks += 1;
        if (!load.ok || load.error) {
          const failure = {
            at: new Date(now).toISOString(),
            version: load.version,
            entry: load.entry,
            error: load.error ?? 'failed',
            page,
          };
          s.failures = [failure, ...s.failures].slice(0, FAILURES_KEPT);
          log({ brand, remote: load.remote, ...failure, recovered: load.ok });
        }
      }
      return true;
    },
    summary(brands) {
      return {
        droppedReports: dropped,
        brands: brands.map((brand) => ({
          brand: brand.brand,
          remotes: Object.entries(brand.remotes).map(([remote, config]) => ({
            remote,
            pinned: config.entry,
            fallback: config.fallback ?? null,
            ...(stats.get(brand.brand)?.get(remote) ?? { loaded: {}, fallbacks: 0, failures: [] }),
          })),
        })),
      };
    },
  };
}
