import type { ReactElement } from 'react';
import { sessionStore } from '@site/shared/session';
import { renderWithSite } from '@site/shared/testing';

/**
 * The one render helper lives in @site/shared/testing: `ui` on `pattern` with the router at
 * `path`, under the session store (pages read the member from it). Use with the shared fake
 * API: `jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule())`.
 */
export const renderPage = (ui: ReactElement, path = '/', pattern = '*') =>
  renderWithSite(ui, { path, route: pattern, store: sessionStore });
