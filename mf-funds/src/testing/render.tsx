import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { bus, type EventName } from '@site/shared/events';
import { ThemeProvider } from '@site/shared/theme';
import { UiHosts } from '@site/shared/ui';

/** Render like the host does: StrictMode, the theme and the bus-driven hosts (toasts, tips, loading). */
export function renderWithHosts(ui: ReactElement) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StrictMode>
        <ThemeProvider>
          {children}
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
