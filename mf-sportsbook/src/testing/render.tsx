import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { renderWithSite } from '@site/shared/testing';

/**
 * The one render helper lives in @site/shared/testing. Each sportsbook render gets its own
 * jotai store, so slip state never leaks between tests; the store is returned.
 */
export function renderPage(ui: ReactElement, { store = createStore(), path = '/game/sport/crty' } = {}) {
  return { ...renderWithSite(ui, { store, path }), store };
}
