import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Where a remote comes from: its pinned entry, the same version on a mirror origin if the
 * brand names one, and the version pinned before if the brand keeps it.
 */
export interface RemoteSource {
  entry: string;
  mirror?: string | undefined;
  fallback?: string | undefined;
}

export interface RecoveryOptions {
  /** The brand's source of `remote`, or undefined when the brand does not name it. */
  sourceOf: (remote: string) => RemoteSource | undefined;
  /** Turns a brand entry (often `/remotes/…`) into the URL the runtime loads. */
  resolve: (entry: string) => string;
  /** Every failed attempt, so the load report can say what went wrong even when recovered. */
  onFailure?: (remote: string, id: string, error: unknown) => void;
  /** Called when `remote` is switched to its mirror (same version, second origin). */
  onMirror?: (remote: string) => void;
  /** Called when `remote` is switched to its fallback version. */
  onFallback?: (remote: string) => void;
  /** Called when every step failed and `remote` is pointed at its pinned entry again. */
  onGiveUp?: (remote: string) => void;
  /** Pause before a new attempt (a remote server restarting, a flaky network). */
  retryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Module Federation runtime plugin that recovers a failed `loadRemote` (issue 17):
 * `errorLoadRemote` is the runtime's own place for a fail-over. Whatever failed (the
 * manifest, remoteEntry.js or an exposed chunk), the runtime ends in `errorLoadRemote` with
 * lifecycle `onLoad`; there the remote is registered again (`force`: a fresh manifest and
 * script) and the module asked for once more: first from the same entry after a short pause,
 * then from the brand's `mirror` (the same version on a second origin), then from its
 * `fallback` (the previously pinned version). A failed recovery lands in this hook again, which takes the next step; when no
 * step is left it answers nothing and the runtime throws the error to the caller.
 */
export function recoveryPlugin(options: RecoveryOptions): ModuleFederationRuntimePlugin {
  const {
    sourceOf,
    resolve,
    onFailure,
    onMirror,
    onFallback,
    onGiveUp,
    retryDelayMs = 400,
    sleep = defaultSleep,
  } = options;
  /** Steps already taken per module id, while one load of it is being recovered. */
  const steps = new Map<string, number>();

  return {
    name: 'site-remote-recovery',
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      // Manifest and share failures are reported again with lifecycle onLoad by the
      // loadRemote that caused them: recover there, once per failure.
      if (lifecycle !== 'onLoad') return undefined;
      const remote = id.split('/')[0] ?? id;
      const source = sourceOf(remote);
      if (!source) return undefined;
      onFailure?.(remote, id, error);
      const step = steps.get(id) ?? 0;
      const plan: { entry: string; kind: 'retry' | 'mirror' | 'fallback' }[] = [
        { entry: source.entry, kind: 'retry' },
        ...(source.mirror ? [{ entry: source.mirror, kind: 'mirror' as const }] : []),
        ...(source.fallback ? [{ entry: source.fallback, kind: 'fallback' as const }] : []),
      ];
      const next = plan[step];
      if (!next) {
        // Nothing answered: the next load (the player's 重试) starts from the pinned version.
        if (plan.length > 1)
          origin.registerRemotes([{ name: remote, entry: resolve(source.entry) }], { force: true });
        onGiveUp?.(remote);
        return undefined;
      }
      steps.set(id, step + 1);
      try {
        await sleep(retryDelayMs);
        origin.registerRemotes([{ name: remote, entry: resolve(next.entry) }], { force: true });
        if (next.kind === 'mirror') onMirror?.(remote);
        if (next.kind === 'fallback') onFallback?.(remote);
        const loaded: unknown = await origin.loadRemote(id);
        return loaded ?? undefined;
      } finally {
        // The outermost recovery ends the sequence: the next load (a retry button) starts anew.
        if (step === 0) steps.delete(id);
      }
    },
  };
}
