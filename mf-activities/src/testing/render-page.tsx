import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { HelpArticle } from '@site/shared/contract';
import { sessionStore } from '@site/shared/session';
import { ThemeProvider } from '@site/shared/theme';
import { UiHosts } from '@site/shared/ui';

/** The current path, so tests can see where a click went. */
function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders `page` at `path` under `pattern`, like the host does (StrictMode, theme, bus hosts, router). */
export function renderPage(page: ReactElement, path: string, pattern = '/app/help/:code') {
  return render(
    <StrictMode>
      <Provider store={sessionStore}>
        <ThemeProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={page} />
            </Routes>
            <Where />
          </MemoryRouter>
          <UiHosts />
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}

/** A help article as the server sends it. */
export function fakeArticle(
  code: string,
  title: string,
  group: string,
  order: number,
  text = `${title}的正文`,
): HelpArticle {
  return {
    code,
    title,
    group,
    order,
    updated: '2026-11-23',
    description: `${title}的简介`,
    keywords: [],
    html: `<h1>${title}</h1><p>${text}</p><p><a href="/app/help/gztk">规则与条款</a></p>`,
    text: `${title} ${text}`,
  };
}
