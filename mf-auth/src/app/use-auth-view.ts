import { startTransition, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { bus, type NewDevicePayload } from '@site/shared/events';
import { isAuthFormRendered } from '@site/shared/routes';
import { isLoggedIn } from '@site/shared/session';

export type AuthMode = 'login' | 'register' | 'forget_password' | 'newDevice';

export type AuthView =
  { mode: 'login' | 'register' | 'forget_password' } | { mode: 'newDevice'; device: NewDevicePayload };

/** SPEC §9: register opens by itself this long after start when the URL asks for it. */
export const REGISTER_AUTO_OPEN_MS = 500;

/**
 * Which mode the auth modal shows, or null when closed. Opened by the bus events of SPEC
 * §4 (login, register, forget_password, newDevice), switched by switch_auth_way, closed by
 * closeAuth and by login_success. With `?register=1` and nobody logged in, register opens
 * 500 ms after start.
 */
export function useAuthView() {
  const [view, setView] = useState<AuthView | null>(null);
  // Opening before the hidden form has rendered (mf-auth arrived just now) renders the whole
  // dialog: about 110 ms at 4x CPU as one synchronous render, and the keys a player types at once
  // waited for it. Then it renders in slices, while the host shows the first paint's dialog in
  // its place and hands over what was typed (issue 31). Once rendered, opening only reveals it.
  const open = useCallback((next: AuthView) => {
    if (isAuthFormRendered()) setView(next);
    else startTransition(() => setView(next));
  }, []);

  // Listening from the commit that mounts the modal, not after the next paint (issue 31: on a busy
  // first load the passive effect ran 0.1-0.6 s later, and a click on 登录 waited for it).
  useLayoutEffect(() => {
    const subs = [
      bus.on('login', () => open({ mode: 'login' })),
      bus.on('register', () => open({ mode: 'register' })),
      bus.on('forget_password', () => open({ mode: 'forget_password' })),
      bus.on('newDevice', (device) => open({ mode: 'newDevice', device })),
      bus.on('switch_auth_way', ({ mode }) =>
        setView((current) => {
          if (mode !== 'newDevice') return { mode };
          // The new-device mode needs its payload: only an open new-device view can stay.
          return current;
        }),
      ),
      bus.on('closeAuth', () => setView(null)),
      bus.on('login_success', () => setView(null)),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [open]);

  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('register') !== '1') return undefined;
    const timer = setTimeout(() => {
      if (!isLoggedIn()) setView({ mode: 'register' });
    }, REGISTER_AUTO_OPEN_MS);
    return () => clearTimeout(timer);
  }, []);

  const switchTo = useCallback(
    (mode: Exclude<AuthMode, 'newDevice'>) => bus.emit('switch_auth_way', { mode }),
    [],
  );
  const close = useCallback(() => bus.emit('closeAuth'), []);
  return { view, switchTo, close };
}
