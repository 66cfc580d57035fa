import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { bus, type EventName } from '@site/shared/events';
import { isAuthFormRendered } from '@site/shared/routes';
import { editionAtom, sessionStore } from '@site/shared/session';
import { Dialog, Skeleton } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { loadRemoteModule } from '../remotes/federation';
import { FallbackCard } from '../remotes/fallback-card';
import { onPreAuthEnd, showPreAuth } from './pre-auth';
import { shownAuthDialog } from './shown-auth-dialog';

/**
 * The auth dialog, loaded when a player is about to use it (issue 31). mf-auth and its form
 * library are about 50 KiB gzip that most loads of a page never use, so no load fetches them
 * up front: they start loading when the player shows intent (pointer over, focus or touch on
 * an element marked `data-auth-intent`, i.e. 登录 and 注册) or on the first auth event, and the
 * widget mounts as soon as it has loaded. A click before then opens the first paint's dialog
 * (a form the player can type into; pre-auth.ts), or a dialog shell of the same size, which
 * gives way to the real dialog, or shows the remote's fallback card if it cannot load.
 */
type AuthState = 'idle' | 'loading' | 'loaded' | 'failed';

let state: AuthState = 'idle';
/** Bumped by a retry, so the widget slot that failed mounts afresh. */
let attempt = 0;
/** mf-auth's widget once loaded: the host renders it directly (no lazy, no Suspense retry). */
let widget: ComponentType | null = null;
const listeners = new Set<() => void>();

function set(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const AUTH_MODULE = { remote: 'mf_auth', module: './AuthModal' } as const;

/** Starts loading mf-auth (once; again after a failure). */
export function wantAuth(): void {
  if (state === 'loading' || state === 'loaded') return;
  if (state === 'failed') attempt += 1;
  set('loading');
  loadRemoteModule<{ default: ComponentType }>(AUTH_MODULE.remote, AUTH_MODULE.module).then(
    (module) => {
      widget = module.default;
      set('loaded');
    },
    () => set('failed'),
  );
}

/** mf-auth could not be loaded (a retry starts with the next auth event). */
export function authLoadFailed(): boolean {
  return state === 'failed';
}

/** mf-auth failed as it rendered: the shell shows the fallback card on the next auth event. */
export function authRenderFailed(): void {
  widget = null;
  set('failed');
}

/** mf-auth's widget, or null before it has loaded. */
export function loadedAuthWidget(): ComponentType | null {
  return state === 'loaded' ? widget : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The auth state and the slot's attempt (its React key). The arrival of mf-auth is rendered as a
 * transition: its widget's first render (and, on a held 登录, its open dialog) is about 200 ms at
 * 4x CPU, and as one synchronous render it held every key a player typed into the first paint's
 * form meanwhile (issue 31). Time-sliced, the keys are answered between the slices; the first
 * paint's form stays on screen until mf-auth's dialog takes over.
 */
export function useAuthLoad(): { state: AuthState; attempt: number } {
  const [current, setCurrent] = useState(state);
  useEffect(() => {
    const update = () => {
      if (state === 'loaded') startTransition(() => setCurrent(state));
      else setCurrent(state);
    };
    update(); // a change between this render and the subscription
    return subscribe(update);
  }, []);
  return { state: current, attempt };
}

/**
 * Pointer over, focus or touch on `[data-auth-intent]` loads mf-auth; so does a link that asks
 * for the register dialog (`?register=1`, an agent's or a promotion's link), at once instead of
 * when the browser is idle (on a busy phone that was seconds, and mf-auth opens it on mount).
 */
export function listenForAuthIntent(root: Document = document): () => void {
  if (new URLSearchParams(root.defaultView?.location.search ?? '').get('register') === '1') wantAuth();
  const onIntent = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('[data-auth-intent]')) wantAuth();
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) root.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of events) root.removeEventListener(type, onIntent, { capture: true });
  };
}

/** The bus events the auth dialog answers (held by the bus until mf-auth listens). */
const AUTH_EVENTS = new Set<EventName>(['login', 'register', 'forget_password', 'newDevice']);

/**
 * The dialog shell: open from an auth event until mf-auth's own dialog is on screen. It reads
 * the bus's stream of every event, not `on(...)`, so the event stays held for mf-auth. For 登录
 * and 注册 the first paint's dialog stands in for it when the page still has one (the player
 * can type there; pre-auth.ts); the shell shows only if that cannot be, or as the fallback card.
 */
export function AuthDialogShell() {
  const { state: load } = useAuthLoad();
  const [open, setOpen] = useState(false);
  const [covered, setCovered] = useState(false);
  useEffect(() => {
    const subscription = bus.all$().subscribe((event) => {
      if (event.type === 'closeAuth') setOpen(false);
      if (!AUTH_EVENTS.has(event.type)) return;
      wantAuth();
      // mf-auth answers by itself once its form has rendered (hidden until asked for). Loaded
      // but not yet rendered, it renders its dialog in slices: the first paint's stands in.
      if (state === 'loaded' && isAuthFormRendered()) return;
      const mode = event.type === 'login' || event.type === 'register' ? event.type : null;
      setCovered(
        mode !== null &&
          showPreAuth(mode, { edition: sessionStore.get(editionAtom), failed: authLoadFailed }),
      );
      setOpen(true);
    });
    const stopEnd = onPreAuthEnd((end) => {
      setCovered(false);
      if (end !== 'failed') setOpen(false);
    });
    return () => {
      subscription.unsubscribe();
      stopEnd();
    };
  }, []);
  useEffect(() => {
    if (!open || covered || load !== 'loaded') return;
    // Gives way once the real dialog is there (it opens on the held event as it mounts).
    const until = performance.now() + 1000;
    let frame = 0;
    const check = () => {
      if (shownAuthDialog() || performance.now() > until) setOpen(false);
      else frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [open, covered, load]);
  if (!open || covered) return null;
  return (
    <Dialog open onClose={() => setOpen(false)} width={880} aria-label={t('common.login')} flush>
      <div data-auth-shell style={{ padding: 40, minHeight: 480, display: 'grid', gap: 16 }}>
        {load === 'failed' ? (
          <FallbackCard remote={AUTH_MODULE.remote} variant="section" onRetry={wantAuth} />
        ) : (
          <>
            <Skeleton height="40px" />
            <Skeleton height="48px" />
            <Skeleton height="48px" />
            <Skeleton height="48px" />
          </>
        )}
      </div>
    </Dialog>
  );
}
