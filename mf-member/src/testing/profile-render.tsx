import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@site/shared/theme';
import { UiHosts } from '@site/shared/ui';

/** Shows where the router is, so tests can see a navigation. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Render like the host does (StrictMode, theme, bus-driven toasts and tips) inside a router
 * at `path`; `ui` renders on every route and the current location is in `data-testid="location"`.
 */
export function renderPage(ui: ReactElement, path = '/') {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StrictMode>
        <ThemeProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={children} />
            </Routes>
            <Where />
          </MemoryRouter>
          <UiHosts />
        </ThemeProvider>
      </StrictMode>
    );
  }
  return render(ui, { wrapper: Wrapper });
}
