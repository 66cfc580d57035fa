import { act, screen, waitFor } from '@testing-library/react';
import { bus } from '@site/shared/events';
import { renderWithSite } from '@site/shared/testing';
import { loadRemoteModule } from '../remotes/federation';
import { AuthDialogShell, authRenderFailed, listenForAuthIntent, wantAuth } from './auth-intent';
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

  it('loaded but with its form not yet rendered, a 登录 gets the shell until mf-auth’s dialog shows', async () => {
    renderWithSite(<Shell />);
    // A fresh load (the test above left mf-auth loaded): a failed one is tried again.
    act(() => authRenderFailed());
    act(() => wantAuth());
    await act(async () => settle.resolve({ default: () => <FakeAuthModal prerendered={false} /> }));
    act(() => bus.emit('login'));
    // Both are up for this one frame: the shell gives way once mf-auth's dialog is on screen.
    const shell = screen.getAllByRole('dialog').find((d) => d.querySelector('[data-auth-shell]'));
    expect(shell).toBeDefined();
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(screen.getByRole('dialog').querySelector('form input')).not.toBeNull();
  });
});
