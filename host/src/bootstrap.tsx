import { Provider } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, seedFirstScreenFromDocument, SiteQueryProvider } from '@site/shared/api';
import type { BrandManifest } from '@site/shared/contract';
import { deferredDeviceUuid } from '@site/shared/fingerprint';
import { applyLocale, loadLocaleMessages, preferredLocale, setMessageOverrides, t } from '@site/shared/i18n';
import {
  brandAtom,
  captureReferral,
  editionAtom,
  hasStoredEdition,
  rememberEditionCookie,
  sessionStore,
  tokenAtom,
} from '@site/shared/session';
import { App } from './app';
import { loadBrand } from './brand/load-brand';
import { captureServerSections, startHomeSections } from './pages/home-page';
import { loadRemoteModule, registerBrandRemotes } from './remotes/federation';
import { matchRoute } from './routes/match-route';
import { navigateTo } from './shell/navigation';
import { keepAuthPressAcrossTakeover } from './shell/press-across-takeover';

function applyBrand(manifest: BrandManifest): void {
  // The player's 简体 / 繁體 choice, else the brand's locale: texts, `lang`, formats, the
  // brand's title and the server's answers (the `language` header below) all follow it.
  const locale = preferredLocale(manifest.locale);
  applyLocale(locale);
  const brand = { ...manifest, title: (locale === 'zh-TW' && manifest.titles?.['zh-TW']) || manifest.title };
  sessionStore.set(brandAtom, brand);
  setMessageOverrides({ 'common.siteName': brand.title });
  if (!hasStoredEdition()) sessionStore.set(editionAtom, brand.defaultEdition);
  // The server paints the next page load in this edition (skeleton and home sections).
  rememberEditionCookie(sessionStore.get(editionAtom));
  sessionStore.sub(editionAtom, () => rememberEditionCookie(sessionStore.get(editionAtom)));
  registerBrandRemotes(brand.remotes);
  configureApi({
    siteId: brand.siteId,
    version: __APP_VERSION__,
    safeSwitch: brand.features.safeSwitch === 1,
    language: locale,
    getToken: () => sessionStore.get(tokenAtom),
    // The WebGL fingerprint is computed once the first screen is up, not before the first call.
    getUuid: deferredDeviceUuid(),
    navigate: navigateTo,
  });
  // The server's answers to the home sections' reads, sent with the page for this brand and
  // locale (issue 31): the sections find them in the query cache when they mount.
  seedFirstScreenFromDocument({ siteId: brand.siteId, locale });
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  // Before React replaces the server's header: a press on its 登录 / 注册 still opens the dialog.
  keepAuthPressAcrossTakeover();
  captureReferral(window.location.href);
  try {
    applyBrand(await loadBrand());
    // zh-TW only: the Traditional texts are a chunk of their own (a zh-CN page never loads them).
    await loadLocaleMessages();
  } catch (error) {
    console.error(error);
    container.textContent = t('host.brandFailed');
    return;
  }
  // The first page's remote sections start loading now, not after React has rendered the shell.
  const { pathname } = window.location;
  if (pathname === '/' || matchRoute(pathname)?.route.page.kind === 'home') {
    // The server's sections stay in place while their remotes load (before React replaces them).
    captureServerSections();
    startHomeSections(loadRemoteModule);
  }
  const root = createRoot(container);
  // As a transition: React renders the shell in slices and answers a press or a key between
  // them (a default-priority first render was one task of about 300 ms at 4x CPU, issue 31).
  // The server's page stays on screen until the shell commits in its place.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={sessionStore}>
          <SiteQueryProvider>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </SiteQueryProvider>
        </Provider>
      </StrictMode>,
    ),
  );
}

void start();
