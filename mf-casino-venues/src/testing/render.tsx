import type { ReactElement } from 'react';
import { renderWithSite } from '@site/shared/testing';

// The one render helper lives in @site/shared/testing; the page at `path`, on `route`.
export const renderPage = (ui: ReactElement, options: { path?: string; route?: string } = {}) =>
  renderWithSite(ui, options);
export { recordBus } from '@site/shared/testing';
