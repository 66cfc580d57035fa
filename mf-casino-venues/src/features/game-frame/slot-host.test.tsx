import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { pageMetaAtom, pageTitlesAtom } from '@site/shared/routes';
import { renderPage } from '../../testing/render';
import { safeTarget } from './loading-interstitial';
import { SlotHost } from './slot-host';

beforeEach(() => sessionStorage.clear());

describe('slot host page', () => {
  it('shows the game content a launch handed over, in a sandboxed frame', async () => {
    sessionStorage.setItem(
      'casino.slotContent',
      JSON.stringify({ enName: 'PG', content: '<html><body>PG</body></html>', at: 1 }),
    );
    renderPage(<SlotHost vendor="pg" />);
    const frame = screen.getByTitle('PG游戏');
    expect(frame).toHaveAttribute('srcdoc', '<html><body>PG</body></html>');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    // The page's venue balance read settles inside act.
    await act(async () => undefined);
  });

  it("takes the game's name as its title and tab name, not the lobby's 电子游戏 (issue 15 item 13)", async () => {
    sessionStorage.setItem(
      'casino.slotContent',
      JSON.stringify({ enName: 'PG', gameName: '麻将胡了', content: '<html></html>', at: 2 }),
    );
    renderPage(<SlotHost vendor="pg" />, { path: '/pg/game' });
    await waitFor(() => expect(getDefaultStore().get(pageMetaAtom)?.title).toBe('麻将胡了'));
    expect(getDefaultStore().get(pageTitlesAtom)['/pg/game']).toBe('麻将胡了');
  });

  it('says clearly when there is nothing to show and offers the way back', async () => {
    renderPage(<SlotHost vendor="dz" />, { path: '/dz/game' });
    expect(screen.getByText('没有可显示的游戏')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '返回游戏大厅' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/game/egame'));
  });
});

describe('/loading target', () => {
  it('goes only to http(s) links and paths of the site', () => {
    expect(safeTarget('https://v.test/g?x=1', 'https://site.test')).toBe('https://v.test/g?x=1');
    expect(safeTarget('/demo/lobby?token=1', 'https://site.test')).toBe(
      'https://site.test/demo/lobby?token=1',
    );
    expect(safeTarget('javascript:alert(1)', 'https://site.test')).toBeNull();
    expect(safeTarget(null, 'https://site.test')).toBeNull();
  });
});
