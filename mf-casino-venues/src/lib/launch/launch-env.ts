import { brandAtom, sessionStore } from '@site/shared/session';

/** A window we may have opened ahead of the launch answer (the /loading interstitial). */
export interface OpenedWindow {
  location: { replace: (url: string) => void };
  close: () => void;
  closed: boolean;
  /** Cut before a vendor page loads in it, so the vendor cannot navigate this tab. */
  opener: unknown;
}

/** What a launch needs from the page around it; tests pass their own. */
export interface LaunchEnv {
  navigate: (path: string) => void;
  openWindow: (url: string) => OpenedWindow | null;
  /** The brand's embedded-games switch (brand manifest features.embeddedGameSwitch). */
  embeddedGames: () => boolean;
  origin: () => string;
}

let navigator: ((path: string) => void) | null = null;

/**
 * In-app navigation with the host's router: every page of this remote registers its
 * `useNavigate` (see useLaunch), so a launch from a bus event navigates without a reload.
 */
export function setLaunchNavigator(fn: ((path: string) => void) | null): void {
  navigator = fn;
}

function navigateWithHistory(path: string): void {
  // No page of ours is mounted: the host's BrowserRouter follows popstate.
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
}

export const browserLaunchEnv: LaunchEnv = {
  navigate: (path) => (navigator ?? navigateWithHistory)(path),
  openWindow: (url) => window.open(url, '_blank'),
  embeddedGames: () => sessionStore.get(brandAtom)?.features.embeddedGameSwitch === 1,
  origin: () => window.location.origin,
};
