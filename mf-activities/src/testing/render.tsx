import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@site/shared/theme';
import { UiHosts } from '@site/shared/ui';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Renders like the host does (StrictMode, theme, the bus-driven toasts and tips dialog) inside
 * a router at `path` matched by `pattern`, with the current location shown for assertions.
 * Use with the shared fake API: `jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule())`.
 */
export function renderPage(ui: ReactElement, path = '/', pattern = '*') {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StrictMode>
        <ThemeProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={children} />
              <Route path="*" element={null} />
            </Routes>
            <Location />
          </MemoryRouter>
          <UiHosts />
        </ThemeProvider>
      </StrictMode>
    );
  }
  return render(ui, { wrapper: Wrapper });
}
