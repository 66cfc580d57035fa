import type { ReactElement } from 'react';
import { renderWithSite } from '@site/shared/testing';

// The one render helper lives in @site/shared/testing; this name stays for the funds tests.
export const renderWithHosts = (ui: ReactElement) => renderWithSite(ui, { router: false });
export { recordBus } from '@site/shared/testing';
