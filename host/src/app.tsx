import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { HELP_CODES, pathTo, routePaths } from '@site/shared/routes';
import { brandAtom, editionAtom, isLoggedInAtom, sessionStore } from '@site/shared/session';
import { GlobalStyle, ThemeProvider, themeForEdition } from '@site/shared/theme';
import { UiHosts } from '@site/shared/ui';
import { PageHost } from './routes/page-host';
import { prefetchOnIntent } from './routes/prefetch-on-intent';
import { loadRemoteModule } from './remotes/federation';
import { keepBalanceFresh } from './session/balance-freshness';
import { fetchUserInfo, refreshBalance, refreshUnread } from './session/member-data';
import { AuthDialogShell, authLoadFailed, listenForAuthIntent } from './shell/auth-intent';
import { takeOverPreAuth } from './shell/pre-auth';
import { ProgressStyle } from './shell/progress';
import { RealityCheckHost } from './shell/reality-check/reality-check-dialog';
import { useRootFontSize } from './shell/root-font-size';
import { useBusWiring } from './shell/use-bus-wiring';
import { Widgets } from './shell/widgets';

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
  // The first paint's 登录 / 注册 dialog, if the player opened it before the host had started.
  useEffect(() => {
    takeOverPreAuth({ loggedIn: sessionStore.get(isLoggedInAtom), failed: authLoadFailed });
  }, []);

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
