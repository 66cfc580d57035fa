import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { BrandManifest, RemoteName } from '@site/shared/contract';
import { recordRemoteLoad } from './load-report';

/**
 * Remote loading from the brand manifest, never from URLs baked into the build
 * (ARCHITECTURE.md). One failing remote throws only for the modules asked of it: the
 * host shows a fallback card in that area and everything else keeps working.
 */
let brandRemotes: Partial<BrandManifest['remotes']> = {};
const usingFallback = new Set<RemoteName>();

const RETRY_DELAY_MS = 400;

export function registerBrandRemotes(remotes: BrandManifest['remotes']): void {
  brandRemotes = remotes;
  usingFallback.clear();
  registerRemotes(
    Object.entries(remotes).map(([name, { entry }]) => ({ name, entry: absolute(entry) })),
    { force: true },
  );
}

function absolute(entry: string): string {
  return new URL(entry, window.location.origin).toString();
}

function reRegister(name: RemoteName, entry: string): void {
  registerRemotes([{ name, entry: absolute(entry) }], { force: true });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Load `./Module` of a remote: one try, a retry after a short pause (a fresh script
 * tag), then the manifest's previous version if it names one.
 * @throws {RemoteLoadError} when every attempt failed.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const config = brandRemotes[remote];
  if (!config) throw new RemoteLoadError(remote, module, new Error('remote not in brand manifest'));
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let lastError: unknown;
  const started = performance.now();
  const entries = [config.entry, config.entry, ...(config.fallback ? [config.fallback] : [])];
  for (const [attempt, entry] of entries.entries()) {
    try {
      if (attempt > 0) {
        await sleep(RETRY_DELAY_MS);
        reRegister(remote, entry);
        if (entry === config.fallback) usingFallback.add(remote);
      }
      const loaded = await loadRemote<T>(id);
      if (loaded == null) throw new Error(`${id} resolved to nothing`);
      const fallback = usingFallback.has(remote);
      recordRemoteLoad(remote, fallback && config.fallback ? config.fallback : entry, {
        ok: true,
        fallback,
        ms: performance.now() - started,
        error: lastError,
      });
      return loaded;
    } catch (error) {
      lastError = error;
    }
  }
  recordRemoteLoad(remote, entries.at(-1) ?? config.entry, {
    ok: false,
    fallback: Boolean(config.fallback),
    ms: performance.now() - started,
    error: lastError,
  });
  throw new RemoteLoadError(remote, module, lastError);
}

/** Thrown when a remote (or one of its modules) could not be loaded after retries. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
    override readonly cause: unknown,
  ) {
    super(`remote ${remote} (${module}) failed to load`);
    this.name = 'RemoteLoadError';
  }
}

export function isUsingFallback(remote: RemoteName): boolean {
  return usingFallback.has(remote);
}
