import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { HELP_CODES, pathTo, routePaths } from '@site/shared/routes';
import { brandAtom, editionAtom, isLoggedInAtom, sessionStore } from '@site/shared/session';
import { GlobalStyle, ThemeProvider, themeForEdition } from '@site/shared/theme';
import { UiHosts } from '@site/shared/ui';
import { ParcelSlot } from './remotes/parcel-slot';
import { RemoteSlot } from './remotes/remote-slot';
import { PageHost } from './routes/page-host';
import { prefetchOnIntent } from './routes/prefetch-on-intent';
import { loadRemoteModule } from './remotes/federation';
import { keepBalanceFresh } from './session/balance-freshness';
import { fetchUserInfo, refreshBalance, refreshUnread } from './session/member-data';
import {
  AuthDialogShell,
  listenForAuthIntent,
  useAuthForGuest,
  useAuthLoad,
  wantAuth,
} from './shell/auth-intent';
import { AuthWidget } from './shell/auth-widget';
import { ProgressStyle } from './shell/progress';
import { RealityCheckHost } from './shell/reality-check/reality-check-dialog';
import { useRootFontSize } from './shell/root-font-size';
import { useBusWiring } from './shell/use-bus-wiring';

/** Resolves once the browser is idle after the first page has had its turn (max 3 s). */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => setReady(true), 1500);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}

/**
 * Remote widgets the host mounts once: they live outside any page. They load when the
 * browser is idle, so they never compete with the first page for the network and the main
 * thread; a click that opens one earlier is held by the bus until it is there.
 */
function Widgets({ loggedIn }: { loggedIn: boolean }) {
  const idle = useAfterFirstPaint();
  // The auth dialog loads at once for a guest, on intent or when idle for a member, and mounts
  // as soon as it has loaded (auth-intent.tsx).
  const auth = useAuthLoad();
  useEffect(() => {
    if (idle) wantAuth();
  }, [idle]);
  // A guest's widgets wait for the auth dialog: they would only slow down the first click on 登录.
  const authSettled = auth.state === 'loaded' || auth.state === 'failed';
  if (!idle || (!loggedIn && !authSettled)) return <AuthWidget />;
  return (
    <>
      <AuthWidget />
      <RemoteSlot remote="mf_funds" module="./VenueTransferDialog" variant="widget" />
      <RemoteSlot remote="mf_casino_venues" module="./VenueLauncher" variant="widget" />
      <ParcelSlot remote="mf_chat" module="./ChatParcel" />
    </>
  );
}

export function App() {
  const edition = useAtomValue(editionAtom);
  const brand = useAtomValue(brandAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  useRootFontSize();
  useBusWiring();
  // The page behind a link starts loading when the player points at, focuses or touches it
  // (not for a player who asked the browser to save data).
  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (saveData) return;
    // A page behind the login guard reads the member's data: not for a guest.
    return prefetchOnIntent(loadRemoteModule, {
      mayRead: (route) => !route.requiresLogin || sessionStore.get(isLoggedInAtom),
    });
  }, []);
  // The auth dialog loads on intent toward 登录 / 注册 (it is small and the first click matters).
  useEffect(() => listenForAuthIntent(), []);
  useAuthForGuest(loggedIn);

  useEffect(() => {
    if (!loggedIn) return;
    void fetchUserInfo().catch(() => undefined);
    void refreshUnread();
    const stopBalance = keepBalanceFresh(refreshBalance);
    // Letters arrive on server events (a credited deposit, a settled bet, a VIP upgrade): the badges follow them too.
    const stopUnread = keepBalanceFresh(() => refreshUnread().catch(() => undefined));
    return () => {
      stopBalance();
      stopUnread();
    };
  }, [loggedIn]);

  const theme = themeForEdition(edition, brand?.theme);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ProgressStyle />
      <Routes>
        <Route path="/" element={<Navigate to={routePaths.home} replace />} />
        <Route path="/app/help" element={<Navigate to={pathTo('help', { code: HELP_CODES[0] })} replace />} />
        <Route path="*" element={<PageHost />} />
      </Routes>
      <Widgets loggedIn={loggedIn} />
      <AuthDialogShell />
      {/* RTS 13: the reality check over every page while logged in. */}
      <RealityCheckHost />
      <UiHosts />
    </ThemeProvider>
  );
}
