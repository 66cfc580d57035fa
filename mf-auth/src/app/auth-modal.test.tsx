import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@site/shared/events';
import { clearSession, setSession } from '@site/shared/session';
import { resetFakeApi } from '@site/shared/testing';
import { renderWithHosts } from '../testing/render';
import { AuthModal } from './auth-modal';
import { REGISTER_AUTO_OPEN_MS } from './use-auth-view';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

beforeEach(() => {
  resetFakeApi();
  clearSession();
  window.history.replaceState(null, '', '/');
});

describe('auth modal', () => {
  it('has the login form rendered and hidden while closed: 登录 reveals that very form, focused; a close leaves nothing typed', async () => {
    const user = userEvent.setup();
    renderWithHosts(<AuthModal />);
    // Rendered at the lowest priority while closed: in the page, hidden, no dialog for anyone.
    const early = await screen.findByLabelText('用户名');
    expect(early).not.toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).not.toBe('hidden');
    act(() => bus.emit('login'));
    const input = screen.getByLabelText('用户名');
    // The same element: the click renders no new form, it shows the one already there.
    expect(input).toBe(early);
    expect(input).toBeVisible();
    expect(input).toHaveFocus();
    expect(screen.getByRole('dialog', { name: '登录注册' })).toBeInTheDocument();
    await user.type(input, 'player01');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('login'));
    expect(screen.getByLabelText('用户名')).toHaveValue('');
  });

  it('is closed until a bus event opens it, and follows the events', async () => {
    const user = userEvent.setup();
    renderWithHosts(<AuthModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('register'));
    expect(screen.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: '登录' }));
    expect(screen.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
    act(() => bus.emit('switch_auth_way', { mode: 'forget_password' }));
    expect(screen.getByText('找回密码')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('login'));
    expect(screen.getByRole('dialog', { name: '登录注册' })).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toHaveFocus();
    act(() => bus.emit('login_success', { userId: '1' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens register 500 ms after start when the URL says register=1 and nobody is logged in', () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/home?register=1');
    renderWithHosts(<AuthModal />);
    act(() => jest.advanceTimersByTime(REGISTER_AUTO_OPEN_MS - 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(50));
    expect(screen.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
    jest.useRealTimers();
  });

  it('does not open register by itself for a logged-in member', () => {
    jest.useFakeTimers();
    setSession({ token: 't', userId: '1' });
    window.history.replaceState(null, '', '/home?register=1');
    renderWithHosts(<AuthModal />);
    act(() => jest.advanceTimersByTime(REGISTER_AUTO_OPEN_MS * 2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
