import { Activity, startTransition, useCallback, useEffect, useState } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { routePaths } from '@site/shared/routes';
import { ChatBeside } from '../layout/chat-beside';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { MineSidebar } from '../layout/mine-sidebar';
import { TabBar } from '../layout/tab-bar';
import { NotFoundPage } from '../pages/not-found-page';
import { useDocumentTitle } from '../shell/title-scroller';
import { PageView } from './page-view';
import { close, visit, type PageEntry } from './page-cache';
import { useNavigationGuards } from './use-navigation-guards';
import { usePageTitle } from './use-page-title';

const Main = styled.main<{ $full: boolean }>`
  flex: 1;
  width: 100%;
  /* The footer starts below the fold, so pages filling in as their remotes and data arrive
     never push a visible footer down (it was most of /home's layout shift, CLS 0.27). */
  min-height: 100vh;
  max-width: ${(p) => (p.$full ? 'none' : '1400px')};
  margin: 0 auto;
  padding: ${(p) => (p.$full ? '0' : '16px 24px 0')};
  box-sizing: border-box;
  display: flex;
  gap: 24px;
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${(p) => p.theme.colors.bg};
`;

/**
 * False in the shell's first render, true just after it (in a transition, which yields to
 * input). The footer starts below the fold (the main area is at least a screen tall), so the
 * first render leaves it out: 登录 and the top of the page are painted without its hundred-odd
 * elements' render, styles and layout (issue 31: a quarter of /home's elements).
 */
function useAfterFirstRender(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}

/** One cached page: its own frozen location, so hidden pages keep their own params. */
function CachedPage({ entry }: { entry: PageEntry }) {
  return (
    <Routes location={entry.location}>
      <Route path={entry.match.route.path} element={<PageView match={entry.match} />} />
    </Routes>
  );
}

/**
 * The host's page area: the guards decide what shows, visited pages stay mounted but
 * hidden in React's <Activity> (the tab cache, an LRU), each behind its own boundary.
 */
export function PageHost() {
  const [entries, setEntries] = useState<PageEntry[]>([]);
  const navigate = useNavigate();
  const onAllow = useCallback((entry: PageEntry) => setEntries((list) => visit(list, entry)), []);
  const current = useNavigationGuards(onAllow);
  const route = current?.kind === 'page' ? current.entry.match.route : null;
  useDocumentTitle(usePageTitle(current));

  const closeTab = (key: string) => {
    const rest = close(entries, key);
    setEntries(rest);
    if (current?.kind === 'page' && current.entry.key === key) {
      const last = rest[rest.length - 1];
      navigate(last ? last.key : routePaths.home);
    }
  };

  const currentKey = current?.kind === 'page' ? current.entry.key : null;
  const uncached =
    current?.kind === 'page' && !entries.some((e) => e.key === current.entry.key) ? current.entry : null;
  const full = route?.fullWidth ?? false;
  const belowTheFold = useAfterFirstRender();

  return (
    <Frame>
      <Header />
      {!full && <TabBar entries={entries} currentKey={currentKey} onClose={closeTab} />}
      <Main $full={full}>
        {route?.layout === 'mine' && <MineSidebar />}
        <Content>
          {entries.map((entry) => (
            <Activity key={entry.key} mode={entry.key === currentKey ? 'visible' : 'hidden'}>
              <CachedPage entry={entry} />
            </Activity>
          ))}
          {uncached && <CachedPage key={uncached.key} entry={uncached} />}
          {current?.kind === 'notFound' && <NotFoundPage />}
        </Content>
        {route?.chatBeside && <ChatBeside />}
      </Main>
      {belowTheFold && !(route?.noFooter ?? false) && route?.layout !== 'default' && <Footer />}
    </Frame>
  );
}
