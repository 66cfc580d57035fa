import { useSyncExternalStore } from 'react';

/**
 * Whether the deposit-limit prompt is up. Its own tiny store, not the auth modal's view: the
 * modal closes on login_success, and the prompt opens right after that very login.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  open = next;
  listeners.forEach((l) => l());
}

/** After a registration's own login: RTS 12 asks that a new player is prompted to set a limit. */
export const showDepositLimitPrompt = () => set(true);
export const hideDepositLimitPrompt = () => set(false);

export function useDepositLimitPrompt(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}
