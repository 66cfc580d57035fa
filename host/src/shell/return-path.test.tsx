import { act, screen } from '@testing-library/react';
import { bus } from '@site/shared/events';
import { renderWithSite } from '@site/shared/testing';
import { rememberReturnPath, takeReturnPath } from './return-path';
import { useBusWiring } from './use-bus-wiring';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

function Wired() {
  useBusWiring();
  return null;
}

beforeEach(() => sessionStorage.clear());

describe('back to the page wanted after a login', () => {
  it('returns to the page a session expired on, not /home', () => {
    renderWithSite(<Wired />, { path: '/mine/betRecord?tab=game' });
    const login = jest.fn();
    const sub = bus.on('login', login);
    act(() => bus.emit('login_expired'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/);
    expect(login).toHaveBeenCalled();
    act(() => bus.emit('login_success', { userId: '1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mine/betRecord?tab=game');
    sub.unsubscribe();
  });

  it('stays where it is after a plain login, and forgets a wanted page after ten minutes', () => {
    renderWithSite(<Wired />, { path: '/game/egame' });
    act(() => bus.emit('login_success', { userId: '1' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/game\/egame$/);
    rememberReturnPath('/mine/wallet', 0);
    expect(takeReturnPath(11 * 60_000)).toBeNull();
    rememberReturnPath('//evil.example/x');
    expect(takeReturnPath()).toBeNull();
  });
});
