import { act, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { bus } from '@site/shared/events';
import { Dialog } from '@site/shared/ui';
import { renderWithSite } from '@site/shared/testing';
import { loadRemoteModule } from '../remotes/federation';
import { AuthDialogShell, listenForAuthIntent } from './auth-intent';
import { AuthWidget } from './auth-widget';

jest.mock('../remotes/federation', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

/** Stands in for mf-auth's widget: closed until the bus asks for the login form. */
function FakeAuthModal() {
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    const subscription = bus.on('login', () => setOpen(true));
    return () => subscription.unsubscribe();
  }, []);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-label="登录">
      <form>
        <input aria-label="用户名" />
      </form>
    </Dialog>
  );
}

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
