import { request } from '@site/shared/api';
import type { ops as opsContract } from '@site/shared/contract';
import { ops, type RemoteName } from '@site/shared/contract-core';
import { brandAtom, sessionStore } from '@site/shared/session';

/**
 * Tells the server which version of each remote this page loaded, and every failure
 * (issue 17: an operator sees at /dev/remotes what players actually run). The first load of
 * each remote and every failure are reported, batched for a moment, at most 20 a call;
 * a report that cannot be sent is dropped: telemetry never gets in the player's way.
 */
const FLUSH_AFTER_MS = 2_000;

const pending: opsContract.RemoteLoad[] = [];
const reported = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** `/remotes/mf-funds/1.2.0/mf-manifest.json` -> `1.2.0`; an absolute URL's path likewise. */
export function versionOfEntry(entry: string): string {
  return /\/([^/]+)\/mf-manifest\.json(?:\?.*)?$/.exec(entry)?.[1] ?? 'unknown';
}

export function recordRemoteLoad(
  remote: RemoteName,
  entry: string,
  outcome: { ok: boolean; fallback: boolean; ms: number; error?: unknown },
): void {
  const key = `${remote}|${entry}`;
  if (outcome.ok && !outcome.error && reported.has(key)) return;
  reported.add(key);
  const error =
    outcome.error === undefined
      ? undefined
      : String(outcome.error instanceof Error ? outcome.error.message : outcome.error).slice(0, 300);
  pending.push({
    remote,
    entry: entry.slice(0, 300),
    version: versionOfEntry(entry).slice(0, 40),
    ok: outcome.ok,
    fallback: outcome.fallback,
    ms: Math.min(600_000, Math.max(0, Math.round(outcome.ms))),
    ...(error ? { error } : {}),
  });
  timer ??= setTimeout(flush, FLUSH_AFTER_MS);
}

function flush(): void {
  timer = undefined;
  const brand = sessionStore.get(brandAtom)?.brand;
  const loads = pending.splice(0, 20);
  if (pending.length > 0) timer = setTimeout(flush, FLUSH_AFTER_MS);
  if (!brand || loads.length === 0) return;
  request(ops.remoteReport, { brand, page: window.location.pathname.slice(0, 200), loads }).catch(
    () => undefined,
  );
}
