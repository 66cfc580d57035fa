import { renderHook } from '@testing-library/react';
import { bus } from '@site/shared/events';
import { GAME_BALANCE_CHANGED, REFRESH_GAME_BALANCE, useGameBalanceLink } from './use-game-balance-link';

function frame() {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  return iframe;
}

describe('the game bar and a running game show one balance (issue 15 item 1)', () => {
  const url = `${window.location.origin}/demo/fishing?code=x`;

  it('reads the bar again when the game says a round moved money, and only then', () => {
    const iframe = frame();
    const refresh = jest.fn();
    renderHook(() => useGameBalanceLink({ current: iframe }, url, refresh));
    const say = (
      data: unknown,
      origin = window.location.origin,
      source: MessageEventSource | null = iframe.contentWindow,
    ) => window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    say({ type: GAME_BALANCE_CHANGED });
    expect(refresh).toHaveBeenCalledTimes(1);
    say({ type: GAME_BALANCE_CHANGED }, 'https://evil.example');
    say({ type: GAME_BALANCE_CHANGED }, window.location.origin, window);
    say({ type: 'other' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('tells the running game to read its balance after a transfer (refresh_balance)', () => {
    const iframe = frame();
    const post = jest.spyOn(iframe.contentWindow as Window, 'postMessage');
    renderHook(() => useGameBalanceLink({ current: iframe }, url, jest.fn()));
    bus.emit('refresh_balance');
    expect(post).toHaveBeenCalledWith({ type: REFRESH_GAME_BALANCE }, window.location.origin);
  });
});
