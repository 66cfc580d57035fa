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
  it('renders the login view once off the page while closed, so the first 登录 has its styles ready (first: styles stay for the file)', async () => {
    jest.useFakeTimers();
    const styles = () => [...document.querySelectorAll('style')].map((s) => s.textContent).join('').length;
    renderWithHosts(<AuthModal />);
    const before = styles();
    await act(async () => void jest.advanceTimersByTime(600));
    jest.useRealTimers();
    // The login form's rules are in the page's style sheet; nothing of the form is in the page.
    expect(styles()).toBeGreaterThan(before);
    expect(screen.queryByLabelText('用户名')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('login'));
    expect(screen.getByLabelText('用户名')).toHaveFocus();
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
