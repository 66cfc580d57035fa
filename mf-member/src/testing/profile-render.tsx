import type { ReactElement } from 'react';
import { renderWithSite } from '@site/shared/testing';

// The one render helper lives in @site/shared/testing; `ui` on every route, the router at `path`.
export const renderPage = (ui: ReactElement, path = '/') => renderWithSite(ui, { path });
