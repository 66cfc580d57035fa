import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { backoffice } from '@site/shared/backoffice-contract';
import { ThemeProvider } from '@site/shared/theme';
import { UiHosts } from '@site/shared/ui';
import { operatorSession } from '../session';

/** Renders like the app: StrictMode, the light theme, the kit's toast host and a router. */
export function renderBo(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StrictMode>
        <ThemeProvider edition="classic">
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          <UiHosts />
        </ThemeProvider>
      </StrictMode>
    );
  }
  return render(ui, { wrapper: Wrapper });
}

export function operatorOf(
  role: backoffice.Role,
  permissions: readonly backoffice.Permission[],
  id = 1,
): backoffice.OperatorView {
  return {
    id,
    name: `${role}.one`,
    role,
    permissions: [...permissions],
    status: 'active',
    totpEnrolled: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
  };
}

/** Signs an operator in for a test (the session store, as a real login leaves it). */
export function signIn(role: backoffice.Role, permissions: readonly backoffice.Permission[], id = 1): void {
  operatorSession.start({
    token: 'a'.repeat(64),
    operator: operatorOf(role, permissions, id),
    idleTimeoutSeconds: 1800,
  });
}
