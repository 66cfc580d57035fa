import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { pageTitlesAtom } from '@site/shared/routes';
import { renderWithSite } from '@site/shared/testing';
import type { PageEntry } from '../routes/page-cache';
import { TabBar } from './tab-bar';

const entry = (pathname: string, name: string): PageEntry =>
  ({
    key: pathname,
    location: { pathname, search: '', hash: '', state: null, key: pathname },
    match: { route: { name }, params: {} },
  }) as unknown as PageEntry;

describe('visited tabs', () => {
  it("names a tab by its page's own title: the lobby 电子游戏, the game its name (issue 15 item 13)", () => {
    const store = createStore();
    store.set(pageTitlesAtom, { '/pg/game': '麻将胡了' });
    renderWithSite(
      <TabBar
        entries={[entry('/game/egame', 'gameegame'), entry('/pg/game', 'pgGame')]}
        currentKey="/pg/game"
        onClose={() => undefined}
      />,
      { store },
    );
    expect(screen.getAllByTestId('visited-tab').map((tab) => tab.textContent)).toEqual([
      '电子游戏',
      '麻将胡了',
    ]);
  });
});
