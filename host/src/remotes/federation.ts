import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { BrandManifest, RemoteName } from '@site/shared/contract';
import { messagesReady } from '@site/shared/i18n';
import { evaluationTurnsPlugin } from './evaluation-turns-plugin';
import { recordRemoteLoad } from './load-report';
import { recoveryPlugin } from './recovery-plugin';

/**
 * Remote loading from the brand manifest, never from URLs baked into the build
 * (ARCHITECTURE.md). One failing remote throws only for the modules asked of it: the
 * host shows a fallback card in that area and everything else keeps working. Retry and
 * fallback are the runtime plugin of recovery-plugin.ts; this file reports the outcome. Each
 * remote module is evaluated in a task of its own (evaluation-turns-plugin.ts).
 */
let brandRemotes: Partial<BrandManifest['remotes']> = {};
const usingFallback = new Set<RemoteName>();
/** Remotes answered by their brand's mirror origin (same version) since the last registration. */
const usingMirror = new Set<RemoteName>();
/** The last failure of each module id while it loads (kept in the report when recovered). */
const failures = new Map<string, unknown>();
let pluginRegistered = false;

function absolute(entry: string): string {
  return new URL(entry, window.location.origin).toString();
}

function sourceOf(remote: string): BrandManifest['remotes'][RemoteName] | undefined {
  return brandRemotes[remote as RemoteName];
}

export function registerBrandRemotes(remotes: BrandManifest['remotes']): void {
  brandRemotes = remotes;
  usingFallback.clear();
  usingMirror.clear();
  if (!pluginRegistered) {
    pluginRegistered = true;
    registerPlugins([
      recoveryPlugin({
        sourceOf,
        resolve: absolute,
        onFailure: (_remote, id, error) => failures.set(id, error),
        onMirror: (remote) => usingMirror.add(remote as RemoteName),
        onFallback: (remote) => {
          usingMirror.delete(remote as RemoteName);
          usingFallback.add(remote as RemoteName);
        },
        onGiveUp: (remote) => {
          usingMirror.delete(remote as RemoteName);
          usingFallback.delete(remote as RemoteName);
        },
      }),
      evaluationTurnsPlugin(),
    ]);
  }
  registerRemotes(
    Object.entries(remotes).map(([name, { entry }]) => ({ name, entry: absolute(entry) })),
    { force: true },
  );
}

/**
 * Load `./Module` of a remote (the recovery plugin retries it, then tries the manifest's
 * previous version) and report which version answered, or that none did.
 * @throws {RemoteLoadError} when every attempt failed.
 */
export function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  // One load per module at a time: a section started at boot (home-page.tsx), a link's
  // prefetch and the slot that renders it share it. Settled loads are not kept: a failed
  // one is tried again by the next call, a loaded one is in the federation runtime's cache.
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const pending = inFlight.get(id);
  if (pending) return pending as Promise<T>;
  const load = loadOnce<T>(remote, module, id).finally(() => inFlight.delete(id));
  inFlight.set(id, load);
  return load;
}

/** Module loads under way, by module id. */
const inFlight = new Map<string, Promise<unknown>>();

async function loadOnce<T>(remote: RemoteName, module: string, id: string): Promise<T> {
  const config = sourceOf(remote);
  if (!config) throw new RemoteLoadError(remote, module, new Error('remote not in brand manifest'));
  const started = performance.now();
  failures.delete(id);
  const report = (ok: boolean, error: unknown) => {
    // A failure has tried the fallback last when there is one.
    const fallback = Boolean(config.fallback) && (ok ? usingFallback.has(remote) : true);
    const mirror = ok && !fallback && config.mirror && usingMirror.has(remote) ? config.mirror : null;
    recordRemoteLoad(remote, fallback && config.fallback ? config.fallback : (mirror ?? config.entry), {
      ok,
      fallback,
      ms: performance.now() - started,
      error,
    });
  };
  try {
    const loaded = await loadRemote<T>(id);
    if (loaded == null) throw new Error(`${id} resolved to nothing`);
    // In zh-TW the module's namespaces (registered as it ran) bring their Traditional twins.
    await messagesReady();
    report(true, failures.get(id));
    return loaded;
  } catch (error) {
    report(false, error);
    throw new RemoteLoadError(remote, module, error);
  } finally {
    failures.delete(id);
  }
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
