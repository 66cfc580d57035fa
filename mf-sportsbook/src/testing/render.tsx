import { Provider, createStore } from 'jotai';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@site/shared/theme';
import { UiHosts } from '@site/shared/ui';

/**
 * Render like the host does: StrictMode, a router, the theme and the bus-driven hosts
 * (toasts, tips). Each render gets its own jotai store, so slip state never leaks
 * between tests; the store is returned for assertions.
 */
export function renderPage(ui: ReactElement, { store = createStore(), path = '/game/sport/crty' } = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StrictMode>
        <Provider store={store}>
          <MemoryRouter initialEntries={[path]}>
            <ThemeProvider>
              {children}
              <UiHosts />
            </ThemeProvider>
          </MemoryRouter>
        </Provider>
      </StrictMode>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper }) };
}
