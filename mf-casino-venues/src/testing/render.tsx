import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, type EventName } from '@site/shared/events';
import { ThemeProvider } from '@site/shared/theme';
import { UiHosts } from '@site/shared/ui';

/** Shows the current path, so a test can see where a launch navigated. */
function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Render like the host does: StrictMode, the theme, a router at `path` (the page on
 * `route`, so its params arrive) and the bus-driven hosts (toasts, tips, loading).
 */
export function renderPage(
  ui: ReactElement,
  { path = '/', route = '*' }: { path?: string; route?: string } = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StrictMode>
        <ThemeProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={children} />
              {route !== '*' && <Route path="*" element={null} />}
            </Routes>
            <WhereAmI />
          </MemoryRouter>
          <UiHosts />
        </ThemeProvider>
      </StrictMode>
    );
  }
  return render(ui, { wrapper: Wrapper });
}

/** Records every emission of `name` on the bus; call `stop` when done. */
export function recordBus<K extends EventName>(name: K) {
  const seen: unknown[] = [];
  const sub = bus.on(name, (payload) => seen.push(payload));
  return { seen, stop: () => sub.unsubscribe() };
}
