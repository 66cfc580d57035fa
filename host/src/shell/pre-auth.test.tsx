import { act, render, waitFor } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { bus } from '@site/shared/events';
import { takeOverPreAuth } from './pre-auth';

// jsdom has <dialog> without its methods: close() as a browser does it (the close event, async).
beforeAll(() => {
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
});

/** The server's two dialogs (server/src/static/pre-auth.ts), the login one as the player left it. */
function serverDialogs({ open = 'login', pending = false } = {}) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<dialog id="pre-login" class="pre-auth"${open === 'login' ? ' open' : ''}><form method="dialog"${pending ? ' data-pending' : ''}>` +
      '<input name="username"><input name="password" type="password"><button>登录</button></form></dialog>' +
      `<dialog id="pre-register" class="pre-auth"${open === 'register' ? ' open' : ''}></dialog>`,
  );
  const input = (name: string) =>
    document.querySelector<HTMLInputElement>(`#pre-login input[name="${name}"]`)!;
  return { input };
}

/** mf-auth's dialog as far as the host can tell: a shown role=dialog with React's inputs. */
function RealDialog({
  onSubmit,
  initial = { username: '', password: '' },
}: {
  onSubmit: (values: Record<string, string>) => void;
  initial?: { username: string; password: string };
}) {
  const [values, setValues] = useState(initial);
  const field = (name: 'username' | 'password') => ({
    name,
    value: values[name],
    onChange: (e: { target: HTMLInputElement }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  return (
    <div role="dialog">
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          onSubmit(values);
        }}
      >
        <input data-autofocus {...field('username')} />
        <input type="password" {...field('password')} />
      </form>
    </div>
  );
}

const never = () => false;

afterEach(() => {
  document.body.innerHTML = '';
});

test('what was typed in the first paint’s login dialog, and its focus, move into mf-auth’s form', async () => {
  const { input } = serverDialogs();
  input('username').value = 'player01';
  input('password').value = 'secret12';
  input('password').focus();
  const asked: string[] = [];
  const sub = bus.all$().subscribe((e) => asked.push(e.type));
  takeOverPreAuth({ loggedIn: false, failed: never });
  expect(asked).toEqual(['login']);
  // The register shell nobody opened stays, closed, for a 注册 clicked before mf-auth has
  // loaded; the login one stays until mf-auth's is shown.
  expect(document.getElementById('pre-register')).toHaveProperty('open', false);
  expect(document.getElementById('pre-login')).toHaveProperty('open', true);

  const submitted: Record<string, string>[] = [];
  render(<RealDialog onSubmit={(v) => submitted.push(v)} />);
  await waitFor(() => expect(document.getElementById('pre-login')).toBeNull());
  // mf-auth is here for good: the other first-paint dialog goes too.
  expect(document.getElementById('pre-register')).toBeNull();
  const real = (name: string) =>
    document.querySelector<HTMLInputElement>(`[role="dialog"] input[name="${name}"]`)!;
  expect(real('username').value).toBe('player01');
  expect(real('password').value).toBe('secret12');
  expect(document.activeElement).toBe(real('password'));
  // React saw the values (its onChange ran): a submit sends them. Nothing was submitted for the player.
  expect(submitted).toEqual([]);
  act(() => real('username').form!.requestSubmit());
  expect(submitted).toEqual([{ username: 'player01', password: 'secret12' }]);
  sub.unsubscribe();
});

test('a 登录 pressed before the host started is submitted in mf-auth’s form', async () => {
  const { input } = serverDialogs({ pending: true });
  input('username').value = 'player01';
  input('password').value = 'secret12';
  takeOverPreAuth({ loggedIn: false, failed: never });
  const submitted: Record<string, string>[] = [];
  render(<RealDialog onSubmit={(v) => submitted.push(v)} />);
  await waitFor(() => expect(submitted).toEqual([{ username: 'player01', password: 'secret12' }]));
  // Nothing was focused in the first dialog: mf-auth's first field takes the focus.
  expect(document.activeElement?.getAttribute('name')).toBe('username');
});

test('注册 opened in the first paint asks mf-auth for the register dialog', async () => {
  serverDialogs({ open: 'register' });
  const asked: string[] = [];
  const sub = bus.all$().subscribe((e) => asked.push(e.type));
  takeOverPreAuth({ loggedIn: false, failed: never });
  expect(asked).toEqual(['register']);
  expect(document.getElementById('pre-login')).toHaveProperty('open', false);
  render(<RealDialog onSubmit={() => undefined} />);
  await waitFor(() => expect(document.getElementById('pre-register')).toBeNull());
  sub.unsubscribe();
});

test('closed by the player before mf-auth came, nothing opens afterwards', async () => {
  serverDialogs();
  const asked: string[] = [];
  const sub = bus.all$().subscribe((e) => asked.push(e.type));
  takeOverPreAuth({ loggedIn: false, failed: never });
  (document.getElementById('pre-login') as HTMLDialogElement).close();
  await waitFor(() => expect(asked).toEqual(['login', 'closeAuth']));
  // It stays in the page, closed, for the next 登录 before mf-auth has loaded.
  expect(document.getElementById('pre-login')).toHaveProperty('open', false);
  // The held ask is taken back: mf-auth, once it listens, is not told to open.
  const heard: string[] = [];
  const late = bus.on('login', () => heard.push('login'));
  expect(heard).toEqual([]);
  late.unsubscribe();
  sub.unsubscribe();
});

test('a member’s page drops the dialogs; a guest’s with none open asks for nothing and keeps them closed', () => {
  const asked: string[] = [];
  const sub = bus.all$().subscribe((e) => asked.push(e.type));
  serverDialogs();
  document.body.insertAdjacentHTML('beforeend', '<style id="pre-auth-style"></style>');
  takeOverPreAuth({ loggedIn: true, failed: never });
  expect(document.querySelectorAll('dialog, style')).toHaveLength(0);
  serverDialogs({ open: 'none' });
  takeOverPreAuth({ loggedIn: false, failed: never });
  expect(document.querySelectorAll('dialog')).toHaveLength(2);
  expect(document.querySelectorAll('dialog[open]')).toHaveLength(0);
  expect(asked).toEqual([]);
  sub.unsubscribe();
});

test('mf-auth that cannot load: the first dialog makes way for the host’s fallback card', async () => {
  serverDialogs();
  let failed = false;
  takeOverPreAuth({ loggedIn: false, failed: () => failed });
  failed = true;
  await waitFor(() => expect(document.getElementById('pre-login')).toBeNull());
});

test('a remembered login stays when nothing was typed, and never goes with a name typed over it', async () => {
  const remembered = { username: 'saved01', password: 'saved123' };
  const real = (name: string) =>
    document.querySelector<HTMLInputElement>(`[role="dialog"] input[name="${name}"]`)!;
  serverDialogs();
  takeOverPreAuth({ loggedIn: false, failed: never });
  const first = render(<RealDialog onSubmit={() => undefined} initial={remembered} />);
  await waitFor(() => expect(document.getElementById('pre-login')).toBeNull());
  expect([real('username').value, real('password').value]).toEqual(['saved01', 'saved123']);
  first.unmount();

  const { input } = serverDialogs();
  input('username').value = 'other02';
  input('password').focus();
  takeOverPreAuth({ loggedIn: false, failed: never });
  render(<RealDialog onSubmit={() => undefined} initial={remembered} />);
  await waitFor(() => expect(document.getElementById('pre-login')).toBeNull());
  expect([real('username').value, real('password').value]).toEqual(['other02', '']);
  // The focus is where the player left it, though that field was empty.
  expect(document.activeElement).toBe(real('password'));
});
