import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { games } from '@site/shared/contract';
import { answer, callsTo, fail, ok, resetFakeApi } from '@site/shared/testing';
import { logIn } from '../../testing/fixtures';
import { recordBus, renderPage } from '../../testing/render';
import { GameFrame } from './game-frame';
import { GAME_LOAD_TIMEOUT_MS } from './use-frame-load';
import { gameUrlOf } from './game-url';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const url = 'https://demo.test/demo/slot?code=abc123&site=1001';
const shown = 'https://demo.test/demo/slot?site=1001';
const resourceAnswer = (balance: string) => ok({ method: 'balance', enName: 'CQ9', balance, rounds: [] });

beforeEach(() => {
  resetFakeApi();
  logIn();
  sessionStorage.clear();
  sessionStorage.setItem('casino.embeddedVenue', JSON.stringify({ enName: 'CQ9', url }));
  answer(games.resource, resourceAnswer('250.00'));
});

describe('embedded game page', () => {
  it('reads the url encoded in the path, and refuses anything but an http(s) link', () => {
    expect(gameUrlOf(encodeURIComponent(url))).toBe(url);
    expect(gameUrlOf(url)).toBe(url);
    expect(gameUrlOf(encodeURIComponent('javascript:alert(1)'))).toBeNull();
    expect(gameUrlOf('%E0%A4%A')).toBeNull();
  });

  it('shows the game in a frame with the venue balance, 转入 and refresh', async () => {
    const user = userEvent.setup();
    const transfer = recordBus('venue_transfer');
    renderPage(<GameFrame info={encodeURIComponent(url)} />);
    expect(screen.getByTitle('游戏')).toHaveAttribute('src', url);
    expect(await screen.findByText('¥250.00')).toBeInTheDocument();
    expect(callsTo(games.resource)[0]?.payload).toMatchObject({
      method: 'balance',
      enName: 'CQ9',
      Request: { token: 'abc123' },
    });

    await user.click(screen.getByRole('button', { name: '转入' }));
    expect(transfer.seen).toEqual([{ channelCode: 'CQ9' }]);

    answer(games.resource, resourceAnswer('312.50'));
    await user.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('¥312.50')).toBeInTheDocument();
    transfer.stop();
  });

  it("the address shows the link without its launch code; the frame gets the full link of this tab's launch", async () => {
    renderPage(<GameFrame info={encodeURIComponent(shown)} />);
    expect(screen.getByTitle('游戏')).toHaveAttribute('src', url);
    expect(await screen.findByText('¥250.00')).toBeInTheDocument();
    expect(callsTo(games.resource)[0]?.payload).toMatchObject({ Request: { token: 'abc123' } });
  });

  it('another tab (no launch hand-off) frames the shown link, never a code it does not have', async () => {
    sessionStorage.clear();
    renderPage(<GameFrame info={encodeURIComponent(shown)} />);
    await act(async () => undefined);
    expect(screen.getByTitle('游戏')).toHaveAttribute('src', shown);
    expect(screen.queryByTestId('venue-balance')).not.toBeInTheDocument();
  });

  it('6302 on the resource call says the data is abnormal and the game must be entered again', async () => {
    answer(games.resource, fail(6302, 'UID校验失败'));
    renderPage(<GameFrame info={encodeURIComponent(url)} />);
    expect(await screen.findByText('数据异常，请重新进入游戏')).toBeInTheDocument();
    expect(screen.getByTestId('venue-balance')).toHaveTextContent('--');
  });

  it('shows loading, then a timeout with a retry that loads the frame again', async () => {
    jest.useFakeTimers();
    try {
      renderPage(<GameFrame info={encodeURIComponent(url)} />);
      // Let the venue balance read settle inside act (it is not what this test is about).
      await act(async () => undefined);
      expect(screen.getByText('游戏加载中...')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(GAME_LOAD_TIMEOUT_MS + 10));
      expect(screen.getByText('游戏加载超时')).toBeInTheDocument();
      const before = screen.getByTitle('游戏');
      act(() => screen.getByRole('button', { name: '重新加载' }).click());
      expect(screen.getByText('游戏加载中...')).toBeInTheDocument();
      expect(screen.getByTitle('游戏')).not.toBe(before);
      act(() => screen.getByTitle('游戏').dispatchEvent(new Event('load')));
      expect(screen.queryByText('游戏加载中...')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says the game address is invalid, with a way back', async () => {
    renderPage(<GameFrame info="not-a-url" />, { path: '/game/not-a-url' });
    expect(screen.getByText('游戏地址无效')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '返回游戏大厅' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/game/egame'));
  });
});
