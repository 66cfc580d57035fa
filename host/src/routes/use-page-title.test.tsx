import { renderHook } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { pageMetaAtom } from '@site/shared/routes';
import { brandAtom, sessionStore } from '@site/shared/session';
import { routeByName } from './route-table';
import type { Current } from './use-navigation-guards';
import { usePageTitle } from './use-page-title';

const at = (pathname: string): Current =>
  ({
    kind: 'page',
    entry: { key: pathname, location: { pathname }, match: { route: routeByName('help') } },
  }) as unknown as Current;

const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={sessionStore}>{children}</Provider>
);

describe('usePageTitle', () => {
  beforeEach(() => {
    sessionStore.set(brandAtom, null);
    sessionStore.set(pageMetaAtom, null);
  });

  it("uses the page's own title on its path, the route's name elsewhere", () => {
    sessionStore.set(pageMetaAtom, { path: '/app/help/qk', title: '提款教程', description: '' });
    expect(renderHook(() => usePageTitle(at('/app/help/qk')), { wrapper }).result.current).toMatch(
      /^提款教程 - /,
    );
    expect(renderHook(() => usePageTitle(at('/app/help/kh')), { wrapper }).result.current).toMatch(
      /^帮助中心 - /,
    );
  });
});
