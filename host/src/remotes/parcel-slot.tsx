import { useEffect, useRef } from 'react';
import type { Parcel, ParcelConfig } from 'single-spa';
import type { RemoteName } from '@site/shared/contract';
import { loadRemoteModule } from './federation';

export interface ParcelSlotProps {
  remote: RemoteName;
  module: string;
  props?: Record<string, unknown>;
  /** Called once the parcel is mounted (the chat's launcher of the host gives way then). */
  onMounted?: () => void;
  /** Called when the remote cannot be loaded or mounted. */
  onFailed?: () => void;
}

/**
 * Mounts a remote's single-spa parcel (ARCHITECTURE.md: the chat widget) with
 * `mountRootParcel` in an element of its own, outside the host's React tree. A remote
 * that fails to load leaves nothing behind: it is an invisible widget until opened.
 */
export function ParcelSlot({ remote, module, props, onMounted, onFailed }: ParcelSlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    let parcel: Parcel | null = null;
    let cancelled = false;
    // single-spa comes with the first parcel, not with every page load (issue 31).
    Promise.all([import('single-spa'), loadRemoteModule<{ default: ParcelConfig }>(remote, module)])
      .then(([{ mountRootParcel }, loaded]) => {
        if (cancelled) return;
        parcel = mountRootParcel(loaded.default, { domElement: el, ...props });
        return parcel.mountPromise.then(() => {
          if (!cancelled) onMounted?.();
        });
      })
      .catch((error: unknown) => {
        console.error(`[remote ${remote}]`, error);
        if (!cancelled) onFailed?.();
      });
    return () => {
      cancelled = true;
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount();
    };
    // The props and callbacks are read once: the parcel owns its state after mounting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, module]);
  return <div ref={ref} data-remote-slot={remote} data-module={module} />;
}
