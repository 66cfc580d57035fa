import { Provider, type createStore } from 'jotai';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
// Relative imports on purpose: the ui index pulls in the api, which tests replace with the
// fake API of this package; importing it here would make the mock factory a cycle.
import { bus, type EventName } from '../events';
import { ThemeProvider, type Edition } from '../theme';
import { UiHosts } from '../ui/ui-hosts';

type Store = ReturnType<typeof createStore>;

export interface RenderOptions {
  /** Where the memory router starts; default '/'. */
  path?: string;
  /** The route pattern `ui` renders on (so its params arrive); default every path. */
  route?: string;
  /** Several pages by route pattern instead of `ui` on one route; other paths render nothing. */
  routes?: Record<string, ReactElement>;
  /** A jotai store of its own (state that must not leak between tests); default the session store. */
  store?: Store;
  edition?: Edition;
  /** false: no memory router, for a test that brings its own (or needs none). */
  router?: boolean;
}

/** Shows where the router is, so a test can see a navigation. */
function Where() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * The one render helper of the component tests: like the host renders a page, in
 * StrictMode, with the theme, a memory router at `path`, the bus-driven hosts (toasts,
 * tips, loading) and, when given, a jotai store of its own (returned for assertions).
 */
export function renderWithSite(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', route = '*', routes, store, edition = 'classic', router = true } = options;
  const pages = routes ?? { [route]: ui };
  function Site() {
    const tree = (
      <ThemeProvider edition={edition}>
        {router ? (
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {Object.entries(pages).map(([pattern, page]) => (
                <Route key={pattern} path={pattern} element={page} />
              ))}
              {!('*' in pages) && <Route path="*" element={null} />}
            </Routes>
            <Where />
          </MemoryRouter>
        ) : (
          ui
        )}
        <UiHosts />
      </ThemeProvider>
    );
    return <StrictMode>{store ? <Provider store={store}>{tree}</Provider> : tree}</StrictMode>;
  }
  return { store, ...render(<Site />) };
}

/** Records every emission of `name` on the bus; call `stop` when done. */
export function recordBus<K extends EventName>(name: K) {
  const seen: unknown[] = [];
  const sub = bus.on(name, (payload) => seen.push(payload));
  return { seen, stop: () => sub.unsubscribe() };
}
