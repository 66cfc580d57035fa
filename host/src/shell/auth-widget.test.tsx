import { act, screen } from '@testing-library/react';
import { bus } from '@site/shared/events';
import { renderWithSite } from '@site/shared/testing';
import { loadRemoteModule } from '../remotes/federation';
import { AuthDialogShell, listenForAuthIntent } from './auth-intent';
import { AuthWidget } from './auth-widget';
import { FakeAuthModal } from './testing/fake-auth-modal';

jest.mock('../remotes/federation', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

function Shell() {
  return (
    <>
      <AuthWidget />
      <AuthDialogShell />
    </>
  );
}

describe('the auth dialog, loaded on intent (issue 31)', () => {
  let settle: { resolve: (m: unknown) => void; reject: (e: unknown) => void };
  beforeEach(() => {
    load.mockReset();
    load.mockImplementation(() => new Promise((resolve, reject) => (settle = { resolve, reject })));
  });

  it('loads nothing as the page renders, for a guest as for a member', () => {
    renderWithSite(<Shell />);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads mf-auth when the pointer comes over 登录, and then opens its form in the same task as the click', async () => {
    const stop = listenForAuthIntent();
    renderWithSite(
      <>
        <button type="button" data-auth-intent>
          登录
        </button>
        <Shell />
      </>,
    );
    expect(load).not.toHaveBeenCalled();
    act(() => {
      screen.getByRole('button', { name: '登录' }).dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    expect(load).toHaveBeenCalledWith('mf_auth', './AuthModal');
    await act(async () => settle.resolve({ default: FakeAuthModal }));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => bus.emit('login'));
    // Synchronously after the click: the real form, not the shell.
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('form input')).not.toBeNull();
    expect(dialog.querySelector('[data-auth-shell]')).toBeNull();
    stop();
  });
});
