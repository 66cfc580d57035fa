import { act, screen } from '@testing-library/react';
import { Activity } from 'react';
import { bus } from '@site/shared/events';
import { Dialog } from '@site/shared/ui';
import { renderWithSite } from '@site/shared/testing';
import { loadRemoteModule } from '../remotes/federation';
import { AuthDialogShell } from './auth-intent';
import { AuthWidget } from './auth-widget';

// A file of its own: the auth load state is the module's, and here it must start unloaded.
jest.mock('../remotes/federation', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

/** A widget that keeps its dialog rendered and hidden in the page (and here never shows it). */
function HiddenAuthModal() {
  return (
    <Activity mode="hidden">
      <Dialog open aria-label="登录">
        <input aria-label="用户名" />
      </Dialog>
    </Activity>
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

it('the auth shell gives way only to a shown dialog, not to one mf-auth keeps rendered and hidden', async () => {
  let resolve: (module: unknown) => void = () => undefined;
  load.mockImplementation(() => new Promise((done) => (resolve = done)));
  renderWithSite(<Shell />);
  act(() => bus.emit('login'));
  const shell = () => document.querySelector('[role="dialog"] [data-auth-shell]');
  expect(shell()).not.toBeNull();
  await act(async () => resolve({ default: HiddenAuthModal }));
  await act(async () => {
    await new Promise((done) => setTimeout(done, 150));
  });
  expect(screen.getByLabelText('用户名')).not.toBeVisible();
  expect(shell()).not.toBeNull();
});
