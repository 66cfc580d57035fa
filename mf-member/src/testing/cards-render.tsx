import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@site/shared/theme';
import { UiHosts } from '@site/shared/ui';

/** Shows the current path, so a test can see where a page navigated to. */
function Where() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/**
 * Renders the card pages like the host does (StrictMode, theme, the bus-driven hosts) inside
 * a memory router at `path`. `routes` maps route patterns to pages; anything else falls to
 * an empty page, so navigating away shows in the `location` test id.
 */
export function renderCardsPage(path: string, routes: Record<string, ReactElement>) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StrictMode>
        <ThemeProvider>
          <MemoryRouter initialEntries={[path]}>
            {children}
            <Where />
          </MemoryRouter>
          <UiHosts />
        </ThemeProvider>
      </StrictMode>
    );
  }
  return render(
    <Routes>
      {Object.entries(routes).map(([pattern, page]) => (
        <Route key={pattern} path={pattern} element={page} />
      ))}
      <Route path="*" element={null} />
    </Routes>,
    { wrapper: Wrapper },
  );
}
