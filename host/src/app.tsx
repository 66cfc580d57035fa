import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { HELP_CODES, pathTo, routePaths } from '@site/shared/routes';
import { brandAtom, editionAtom, isLoggedInAtom } from '@site/shared/session';
import { GlobalStyle, ThemeProvider, themeForEdition } from '@site/shared/theme';
import { UiHosts } from '@site/shared/ui';
import { RemoteSlot } from './remotes/remote-slot';
import { PageHost } from './routes/page-host';
import { fetchUserInfo, refreshUnread } from './session/member-data';
import { ProgressStyle } from './shell/progress';
import { useRootFontSize } from './shell/root-font-size';
import { useBusWiring } from './shell/use-bus-wiring';

/** Remote widgets the host mounts once: they live outside any page. */
function Widgets() {
  return (
    <>
      <RemoteSlot remote="mf_auth" module="./AuthModal" variant="widget" />
      <RemoteSlot remote="mf_funds" module="./VenueTransferDialog" variant="widget" />
      <RemoteSlot remote="mf_chat" module="./ChatWidget" variant="widget" />
    </>
  );
}

export function App() {
  const edition = useAtomValue(editionAtom);
  const brand = useAtomValue(brandAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  useRootFontSize();
  useBusWiring();

  useEffect(() => {
    if (!loggedIn) return;
    void fetchUserInfo().catch(() => undefined);
    void refreshUnread();
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
      <Widgets />
      <UiHosts />
    </ThemeProvider>
  );
}
