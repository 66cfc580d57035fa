import { act, screen } from '@testing-library/react';
import { bus } from '@site/shared/events';
import { renderWithSite } from '@site/shared/testing';
import { loadRemoteModule } from '../remotes/federation';
import { AuthDialogShell, useAuthForGuest } from './auth-intent';
import { AuthWidget } from './auth-widget';

jest.mock('../remotes/federation', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

function Guest() {
  useAuthForGuest(false);
  return (
    <>
      <AuthWidget />
      <AuthDialogShell />
    </>
  );
}

describe('a click on 登录 before mf-auth is there', () => {
  it('opens the dialog shell at once, then the fallback card when mf-auth cannot load', async () => {
    let fail: (error: unknown) => void = () => undefined;
    load.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    renderWithSite(<Guest />);

    act(() => bus.emit('login'));
    expect(screen.getByRole('dialog').querySelector('[data-auth-shell]')).not.toBeNull();

    await act(async () => fail(new Error('mf-auth is down')));
    expect(screen.getByRole('alert')).toHaveAttribute('data-remote-fallback', 'mf_auth');
  });

  it('blanks only its own widget when mf-auth throws as it renders', async () => {
    function Broken(): never {
      throw new Error('broken widget');
    }
    load.mockResolvedValue({ default: Broken });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSite(
      <>
        <p>首页内容</p>
        <Guest />
      </>,
    );
    await act(async () => undefined);
    expect(screen.getByText('首页内容')).toBeInTheDocument();

    // The click tries mf-auth again behind the shell; it fails again: the fallback card.
    act(() => bus.emit('login'));
    expect(screen.getByRole('dialog').querySelector('[data-auth-shell]')).not.toBeNull();
    await act(async () => undefined);
    expect(screen.getByRole('alert')).toHaveAttribute('data-remote-fallback', 'mf_auth');
    expect(screen.getByText('首页内容')).toBeInTheDocument();
  });
});
