import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@site/shared/events';
import { editionAtom, sessionStore } from '@site/shared/session';
import { renderWithSite } from '@site/shared/testing';
import { loadRemoteModule } from '../remotes/federation';
import { AuthDialogShell } from './auth-intent';
import { AuthWidget } from './auth-widget';
import { FakeAuthModal } from './testing/fake-auth-modal';

// A file of its own: the auth load state is the module's, and here it starts unloaded.
jest.mock('../remotes/federation', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

// jsdom has <dialog> without its methods: show(), showModal() and close() as a browser does
// them (showModal() would also make the rest of the page inert: the host never calls it).
beforeAll(() => {
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLInputElement>('[autofocus]')?.focus();
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    throw new Error('the host opens the first paint’s dialog without showModal()');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
});

/** The server's two dialogs, closed, as drawn for `edition` in zh-CN (server/src/static/pre-auth.ts). */
function serverDialogs(edition = 'classic') {
  document.documentElement.lang = 'zh-CN';
  document.body.insertAdjacentHTML(
    'beforeend',
    `<dialog id="pre-login" class="pre-auth" lang="zh-CN" data-edition="${edition}"><form method="dialog">` +
      '<input name="username" autofocus><input name="password" type="password"><button>登录</button></form></dialog>' +
      `<dialog id="pre-register" class="pre-auth" lang="zh-CN" data-edition="${edition}"></dialog>`,
  );
  return document.getElementById('pre-login') as HTMLDialogElement;
}

function Page() {
  return (
    <>
      <AuthWidget />
      <AuthDialogShell />
    </>
  );
}

const shell = () => document.querySelector('[data-auth-shell]');

beforeEach(() => {
  load.mockReset();
  sessionStore.set(editionAtom, 'classic');
});

afterEach(() => {
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
});

// In this order: each test but the last leaves mf-auth failed, so the next click loads it afresh.
it('drawn in another edition than the page’s now, the first paint’s dialog stays closed and the shell shows', async () => {
  let fail: (error: unknown) => void = () => undefined;
  load.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
  const first = serverDialogs('professional');
  renderWithSite(<Page />);
  act(() => bus.emit('login'));
  expect(first.open).toBe(false);
  expect(shell()).not.toBeNull();
  await act(async () => fail(new Error('mf-auth is down')));
  act(() => bus.emit('closeAuth'));
});

it('mf-auth that cannot load: the first paint’s dialog makes way for the shell’s fallback card', async () => {
  let fail: (error: unknown) => void = () => undefined;
  load.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
  const first = serverDialogs();
  renderWithSite(<Page />);
  act(() => bus.emit('login'));
  expect(first.open).toBe(true);
  await act(async () => fail(new Error('mf-auth is down')));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveAttribute('data-remote-fallback', 'mf_auth'));
  expect(document.getElementById('pre-login')).toBeNull();
});

it('the first paint’s dialog over the started page: modal to the player (mask, Tab kept inside, Escape closes) without showModal()', async () => {
  let fail: (error: unknown) => void = () => undefined;
  load.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
  const first = serverDialogs();
  const outside = document.createElement('button');
  outside.textContent = '体育';
  document.body.prepend(outside);
  renderWithSite(<Page />);

  act(() => bus.emit('login'));
  expect(first.open).toBe(true);
  expect(first).toHaveAttribute('aria-modal', 'true');
  const mask = document.querySelector('[data-pre-auth-mask]');
  expect(mask?.nextElementSibling).toBe(first);
  // The page behind keeps its place: a wheel over the mask is refused (fireEvent: false).
  expect(fireEvent.wheel(mask as Element, { deltaY: 120 })).toBe(false);
  // Tab from the last field goes back to the first, Shift+Tab from the first to the last.
  const [username, , submit] = first.querySelectorAll<HTMLElement>('input, button');
  submit?.focus();
  act(() => {
    submit?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
  });
  expect(document.activeElement).toBe(username);
  act(() => {
    username?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }),
    );
  });
  expect(document.activeElement).toBe(submit);
  // A dialog over this one (联系客服's safety tip) keeps its own Tab and Escape.
  const over = document.createElement('div');
  over.setAttribute('role', 'dialog');
  over.innerHTML = '<button>继续</button>';
  document.body.append(over);
  const goOn = over.querySelector('button') as HTMLButtonElement;
  goOn.focus();
  act(() => {
    goOn.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    goOn.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
  });
  expect(document.activeElement).toBe(goOn);
  expect(first.open).toBe(true);
  over.remove();
  submit?.focus();

  act(() => {
    document.activeElement?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
  });
  expect(first.open).toBe(false);
  await waitFor(() => expect(document.querySelector('[data-pre-auth-mask]')).toBeNull());
  expect(first).not.toHaveAttribute('aria-modal');
  expect(fireEvent.wheel(outside, { deltaY: 120 })).toBe(true);
  outside.remove();
  await act(async () => fail(new Error('mf-auth is down')));
});

it('a 登录 clicked before mf-auth has loaded opens the first paint’s form; what is typed there moves into mf-auth’s', async () => {
  let resolve: (module: unknown) => void = () => undefined;
  load.mockImplementation(() => new Promise((done) => (resolve = done)));
  const first = serverDialogs();
  renderWithSite(<Page />);

  act(() => bus.emit('login'));
  expect(load).toHaveBeenCalledWith('mf_auth', './AuthModal');
  // A form to type into at once, not a skeleton.
  expect(first.open).toBe(true);
  expect(document.activeElement).toBe(first.querySelector('[name="username"]'));
  expect(shell()).toBeNull();
  (document.activeElement as HTMLInputElement).value = 'player01';

  await act(async () => resolve({ default: FakeAuthModal }));
  await waitFor(() => expect(document.getElementById('pre-login')).toBeNull());
  expect(screen.getByRole('dialog', { name: '登录' })).toBeVisible();
  expect(screen.getByLabelText('用户名')).toHaveValue('player01');
  expect(shell()).toBeNull();
});
