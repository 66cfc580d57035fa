import { useSyncExternalStore } from 'react';
import type { backoffice } from '@site/shared/backoffice-contract';

/** The back office's own storage key: never the member's `token`, never read by the player site. */
export const BO_SESSION_KEY = 'bo.session';

export interface OperatorSession {
  token: string;
  operator: backoffice.OperatorView;
  idleTimeoutSeconds: number;
}

/** Why the operator is on the login page: the session timed out, or they signed out. */
export type SessionNotice = 'expired' | 'loggedOut' | null;

export interface SessionState {
  session: OperatorSession | null;
  notice: SessionNotice;
}

function read(): OperatorSession | null {
  try {
    const raw = localStorage.getItem(BO_SESSION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<OperatorSession>;
    return typeof value.token === 'string' && value.operator && typeof value.idleTimeoutSeconds === 'number'
      ? (value as OperatorSession)
      : null;
  } catch {
    return null;
  }
}

let state: SessionState = { session: read(), notice: null };
/** When this tab last heard from the server with the session: the server's idle clock restarts on each call. */
let lastActive = Date.now();
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  if (next.session) localStorage.setItem(BO_SESSION_KEY, JSON.stringify(next.session));
  else localStorage.removeItem(BO_SESSION_KEY);
  for (const listener of listeners) listener();
}

/** The operator's session, outside React (the api client reads and ends it). */
export const operatorSession = {
  get: (): SessionState => state,
  token: (): string | null => state.session?.token ?? null,
  start(session: OperatorSession): void {
    lastActive = Date.now();
    set({ session, notice: null });
  },
  /** Ends the session locally; `notice` is what the login page then says. */
  end(notice: SessionNotice): void {
    set({ session: null, notice });
  },
  touch(): void {
    lastActive = Date.now();
  },
  /** True when the server's idle timeout has passed since the last answered call. */
  idleExpired(now = Date.now()): boolean {
    const session = state.session;
    return session !== null && now - lastActive > session.idleTimeoutSeconds * 1000;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useOperatorSession(): SessionState {
  return useSyncExternalStore(operatorSession.subscribe, operatorSession.get);
}

export function can(session: OperatorSession | null, permission: backoffice.Permission): boolean {
  return session?.operator.permissions.includes(permission) ?? false;
}
