import { useSyncExternalStore } from 'react';

/** Which game is being launched (`enName|gameCode`), so its card can show a spinner. */
let launching: string | null = null;
const listeners = new Set<() => void>();

export function setLaunching(key: string | null): void {
  launching = key;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The launch in flight, or null. */
export function useLaunchingKey(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => launching,
    () => null,
  );
}
