import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { funds } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { pageMetaAtom, pageTitlesAtom } from '@site/shared/routes';
import { answer, callsTo, ok, resetFakeApi } from '@site/shared/testing';
import { logIn } from '../../testing/fixtures';
import { recordBus, renderPage } from '../../testing/render';
import { safeTarget } from './loading-interstitial';
import { SlotHost } from './slot-host';
import { GAME_BALANCE_CHANGED, REFRESH_GAME_BALANCE } from './use-game-balance-link';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const pgBalance = (balance: string) =>
  ok({ channelCode: 'PG', name: 'PG电子', category: 'DZ', status: 1, balance });

beforeEach(() => {
  resetFakeApi();
  logIn();
  sessionStorage.clear();
  answer(funds.venueBalance, pgBalance('50.00'));
});

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

/**
 * Issue 28 item 1: the PG game runs in a srcdoc frame, whose document has this page's origin
 * while its location reads about:srcdoc (origin 'null'). The game and the bar exchange their
 * balance messages on the site's own origin: after a spin the bar reads the venue balance
 * again; after a transfer the game is told to, addressed to that origin, never '*' or 'null'.
 */
describe('the slot host bar and the running game show one venue balance', () => {
  const open = () => {
    sessionStorage.setItem(
      'casino.slotContent',
      JSON.stringify({ enName: 'PG', gameName: '麻将胡了', content: '<html><body>PG</body></html>', at: 3 }),
    );
    renderPage(<SlotHost vendor="pg" />, { path: '/pg/game' });
    return screen.getByTitle<HTMLIFrameElement>('PG游戏');
  };
  const bar = () => screen.getByRole('toolbar', { name: '电子游戏' });

  it("shows the venue's balance with 转入 and 刷新 in the game bar", async () => {
    const user = userEvent.setup();
    const transfer = recordBus('venue_transfer');
    open();
    expect(await within(bar()).findByText('¥50.00')).toHaveAttribute('data-testid', 'venue-balance');
    expect(callsTo(funds.venueBalance)[0]?.payload).toEqual({ channelCode: 'PG' });
    await user.click(within(bar()).getByRole('button', { name: '转入' }));
    expect(transfer.seen).toEqual([{ channelCode: 'PG' }]);
    transfer.stop();
  });

  it('reads the balance again when the game says a spin moved money, from the frame on this origin only', async () => {
    const frame = open();
    const shown = await within(bar()).findByText('¥50.00');
    answer(funds.venueBalance, pgBalance('49.00'));
    const say = (origin: string, source: MessageEventSource | null) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { data: { type: GAME_BALANCE_CHANGED }, origin, source }),
        );
      });
    await say('https://evil.example', frame.contentWindow);
    await say('null', frame.contentWindow);
    await say(window.location.origin, window);
    await act(async () => undefined);
    expect(callsTo(funds.venueBalance)).toHaveLength(1);
    expect(shown).toHaveTextContent('¥50.00');

    await say(window.location.origin, frame.contentWindow);
    await waitFor(() => expect(shown).toHaveTextContent('¥49.00'));
    expect(callsTo(funds.venueBalance)).toHaveLength(2);
  });

  it("tells the running game to read its balance after a transfer, addressed to the site's origin", async () => {
    const frame = open();
    await within(bar()).findByText('¥50.00');
    const post = jest.spyOn(frame.contentWindow as Window, 'postMessage');
    act(() => bus.emit('refresh_balance'));
    expect(post).toHaveBeenCalledWith({ type: REFRESH_GAME_BALANCE }, window.location.origin);
    expect(post.mock.calls.map((call) => call[1])).not.toContain('*');
    await act(async () => undefined);
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
