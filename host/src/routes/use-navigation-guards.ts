import { useSetAtom, useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus } from '@site/shared/events';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { brandAtom, clearSession, isLoggedInAtom, venueModeAtom } from '@site/shared/session';
import { fetchUserInfo, refreshBalance } from '../session/member-data';
import { progress } from '../shell/progress';
import { forgetReturnPath, rememberReturnPath } from '../shell/return-path';
import { ensureCrtyVenueData } from '../session/venue-data';
import { isCrtyVenuePath, runGuards } from './guards';
import { matchRoute, type RouteMatch } from './match-route';
import { pageKey, type PageEntry } from './page-cache';

export type Current = { kind: 'page'; entry: PageEntry } | { kind: 'notFound'; key: string } | null;

/**
 * Runs the SPEC §2 guards on every navigation, before any remote is loaded, and answers
 * which page to show. Until the guards allow the new page, the previous page stays on
 * screen under the progress bar (like a router's beforeEach).
 */
export function useNavigationGuards(onAllow: (entry: PageEntry) => void): Current {
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const brand = useAtomValue(brandAtom);
  const setVenueMode = useSetAtom(venueModeAtom);
  const [current, setCurrent] = useState<Current>(null);
  const generation = useRef(0);
  const allowRef = useRef(onAllow);
  allowRef.current = onAllow;

  useEffect(() => {
    const mine = ++generation.current;
    const stale = () => mine !== generation.current;
    // The first page of a load has the server's skeleton: no progress bar and no scroll
    // reset, whose layout reads (nprogress's offsetWidth) cost ~45 ms at 4x CPU at boot (issue 31).
    const first = mine === 1;
    if (!first) {
      progress.start();
      window.scrollTo(0, 0);
    }
    // Guard 3: the balance is force-refreshed on every navigation.
    void refreshBalance();
    // Guard 4: the CRTY page is the embedded venue; every other page resets the mark.
    const crty = isCrtyVenuePath(location.pathname);
    setVenueMode(crty);
    if (crty) void ensureCrtyVenueData();

    const match: RouteMatch | null = matchRoute(location.pathname);
    void runGuards({
      pathname: location.pathname,
      match,
      loggedIn,
      depositSwitch: brand?.features.depositSwitch ?? 1,
      fetchUserInfo,
    }).then((decision) => {
      if (stale()) return;
      if (!first) progress.done();
      switch (decision.kind) {
        case 'allow': {
          if (!match) return;
          // The player went somewhere on their own: the page wanted before is no longer wanted.
          if (location.pathname !== routePaths.home) forgetReturnPath();
          const entry: PageEntry = { key: pageKey(location), location, match };
          allowRef.current(entry);
          setCurrent({ kind: 'page', entry });
          return;
        }
        case 'notFound':
          setCurrent({ kind: 'notFound', key: pageKey(location) });
          return;
        case 'guestRedirect':
          rememberReturnPath(`${location.pathname}${location.search}`);
          bus.emit('toast', { kind: 'warning', message: t('common.pleaseLoginFirst') });
          navigate(decision.to, { replace: true });
          return;
        case 'logoutRedirect':
          clearSession();
          navigate(decision.to, { replace: true });
          return;
        case 'bindRedirect':
          navigate(decision.to, { replace: true });
          return;
      }
    });
    // `loggedIn` is read at navigation time on purpose: logging in does not re-run guards,
    // logging out is handled by the login-expired wiring.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.pathname, location.search]);

  return current;
}
