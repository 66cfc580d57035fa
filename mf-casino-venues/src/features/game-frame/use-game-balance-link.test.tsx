import { renderHook } from '@testing-library/react';
import { bus } from '@site/shared/events';
import {
  GAME_BALANCE_CHANGED,
  REFRESH_GAME_BALANCE,
  originOf,
  useGameBalanceLink,
} from './use-game-balance-link';

function frame() {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  return iframe;
}

describe('the game bar and a running game show one balance (issue 15 item 1)', () => {
  const origin = window.location.origin;

  it('reads the bar again when the game says a round moved money, and only then', () => {
    const iframe = frame();
    const refresh = jest.fn();
    renderHook(() => useGameBalanceLink({ current: iframe }, origin, refresh));
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
    renderHook(() => useGameBalanceLink({ current: iframe }, origin, jest.fn()));
    bus.emit('refresh_balance');
    expect(post).toHaveBeenCalledWith({ type: REFRESH_GAME_BALANCE }, window.location.origin);
  });

  it("links nothing to an opaque origin ('null'): no message can name it as receiver", () => {
    const iframe = frame();
    const refresh = jest.fn();
    const post = jest.spyOn(iframe.contentWindow as Window, 'postMessage');
    renderHook(() => useGameBalanceLink({ current: iframe }, 'null', refresh));
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: GAME_BALANCE_CHANGED },
        origin: 'null',
        source: iframe.contentWindow,
      }),
    );
    bus.emit('refresh_balance');
    expect(refresh).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });

  it('takes the origin of a game link', () => {
    expect(originOf('https://games.test/demo/slot?code=1')).toBe('https://games.test');
    expect(originOf('/demo/slot')).toBe(window.location.origin);
    expect(originOf(null)).toBeNull();
  });
});
