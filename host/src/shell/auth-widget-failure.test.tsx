import { act, screen } from '@testing-library/react';
import { bus } from '@site/shared/events';
import { renderWithSite } from '@site/shared/testing';
import { loadRemoteModule } from '../remotes/federation';
import { AuthDialogShell } from './auth-intent';
import { AuthWidget } from './auth-widget';

jest.mock('../remotes/federation', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

function Guest() {
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
    load.mockClear();
    load.mockResolvedValue({ default: Broken });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSite(
      <>
        <p>首页内容</p>
        <Guest />
      </>,
    );
    expect(load).not.toHaveBeenCalled();

    // The click loads mf-auth behind the shell; it throws as it renders: the fallback card.
    act(() => bus.emit('login'));
    expect(screen.getByRole('dialog').querySelector('[data-auth-shell]')).not.toBeNull();
    await act(async () => undefined);
    expect(screen.getByRole('alert')).toHaveAttribute('data-remote-fallback', 'mf_auth');
    expect(screen.getByText('首页内容')).toBeInTheDocument();

    // The next click tries again; it fails again, and again blanks only the dialog.
    act(() => bus.emit('closeAuth'));
    act(() => bus.emit('login'));
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveAttribute('data-remote-fallback', 'mf_auth');
    expect(screen.getByText('首页内容')).toBeInTheDocument();
  });
});
