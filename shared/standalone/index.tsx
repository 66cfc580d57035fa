import { Provider, useAtomValue } from 'jotai';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { configureApi } from '../api';
import { brandManifestSchema, type BrandManifest } from '../contract';
import { getDeviceFingerprint } from '../fingerprint';
import { applyLocale, preferredLocale, setMessageOverrides } from '../i18n';
import { brandAtom, editionAtom, sessionStore, tokenAtom } from '../session';
import { StandaloneShell } from '../ui';

export interface StandaloneOptions {
  /** The remote's federation name, shown on the index page. */
  remote: string;
  /** Every exposed module, by its expose name ('UserInfoPage'). */
  modules: Record<string, ComponentType>;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The default brand from the API server the dev server proxies to (`npm start` on :8080). */
async function loadDefaultBrand(): Promise<BrandManifest | null> {
  try {
    const index = (await (await fetch('/brands/index.json')).json()) as { default: string };
    return brandManifestSchema.parse(await (await fetch(`/brands/${index.default}.json`)).json());
  } catch (error) {
    console.warn('standalone: no brand manifest (is the server on :8080 running?)', error);
    return null;
  }
}

function Shell({ remote, modules }: StandaloneOptions) {
  const edition = useAtomValue(editionAtom);
  const brand = useAtomValue(brandAtom);
  return (
    <StandaloneShell edition={edition} {...(brand ? { brandTokens: brand.theme } : {})}>
      <Routes>
        <Route
          path="/"
          element={
            <nav style={{ padding: 24 }}>
              <h1 style={{ fontSize: 18 }}>{remote}</h1>
              <ul>
                {Object.keys(modules).map((name) => (
                  <li key={name}>
                    <Link to={`/${kebab(name)}`}>{name}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          }
        />
        {Object.entries(modules).map(([name, Module]) => (
          <Route key={name} path={`/${kebab(name)}/*`} element={<Module />} />
        ))}
      </Routes>
    </StandaloneShell>
  );
}

/**
 * Mounts a remote on its own for development (`pnpm --filter @site/mf-x dev`): each exposed
 * module on its own path, with the providers and API set-up the host gives it, against the
 * API server the dev server proxies to. Never used in the host or a production build.
 */
export async function mountStandalone(options: StandaloneOptions): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  const brand = await loadDefaultBrand();
  if (brand) {
    sessionStore.set(brandAtom, brand);
    setMessageOverrides({ 'common.siteName': brand.title });
  }
  const locale = preferredLocale(brand?.locale);
  applyLocale(locale);
  configureApi({
    siteId: brand?.siteId ?? '1001',
    version: 'standalone',
    safeSwitch: brand?.features.safeSwitch === 1,
    language: locale,
    getToken: () => sessionStore.get(tokenAtom),
    getUuid: getDeviceFingerprint,
  });
  createRoot(container).render(
    <StrictMode>
      <Provider store={sessionStore}>
        <BrowserRouter>
          <Shell {...options} />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
