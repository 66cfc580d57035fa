import type { ReactElement } from 'react';
import { renderWithSite } from '@site/shared/testing';

// The one render helper lives in @site/shared/testing: the card pages by route pattern at `path`.
export const renderCardsPage = (path: string, routes: Record<string, ReactElement>) =>
  renderWithSite(<></>, { path, routes });
