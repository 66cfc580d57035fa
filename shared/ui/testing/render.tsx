import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import type { Edition } from '../../theme';

/** Render like the app does: StrictMode and the theme (classic unless told). */
export function renderUi(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> & { edition?: Edition } = {},
) {
  const { edition = 'classic', ...rest } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StrictMode>
        <ThemeProvider edition={edition}>{children}</ThemeProvider>
      </StrictMode>
    );
  }
  return render(ui, { wrapper: Wrapper, ...rest });
}
