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
function serverDialogs({ open = 'login', pending = false, go = '' } = {}) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<dialog id="pre-login" class="pre-auth"${open === 'login' ? ' open' : ''}${go ? ` data-go="${go}"` : ''}>` +
      `<form method="dialog"${pending ? ' data-pending' : ''}>` +
      '<input name="username"><input name="password" type="password">' +
      '<label><input type="checkbox" name="remember">记住密码</label>' +
      '<button type="button" data-pre-auth-go="forgot">忘记密码？</button><button>登录</button>' +
      '<button type="button" data-pre-auth-go="register" commandfor="pre-register" command="show-modal">立即注册</button>' +
      '<button type="button" data-pre-auth-go="service">联系客服</button></form></dialog>' +
      `<dialog id="pre-register" class="pre-auth"${open === 'register' ? ' open' : ''}></dialog>`,
  );
  const input = (name: string) =>
    document.querySelector<HTMLInputElement>(`#pre-login input[name="${name}"]`)!;
  const link = (go: string) =>
    document.querySelector<HTMLButtonElement>(`#pre-login [data-pre-auth-go="${go}"]`)!;
  return { input, link };
}

/** mf-auth's dialog as far as the host can tell: a shown role=dialog with React's inputs. */
function RealDialog({
  onSubmit,
  initial = { username: '', password: '' },
  remembered = false,
}: {
  onSubmit: (values: Record<string, string>) => void;
  initial?: { username: string; password: string };
  remembered?: boolean;
}) {
  const [values, setValues] = useState(initial);
  const [remember, setRemember] = useState(remembered);
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
        <input
          type="checkbox"
          name="remember"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
          data-remember={remember}
        />
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

test('记住密码 ticked in the first paint is ticked in mf-auth’s form; left alone, mf-auth’s own stays', async () => {
  const box = () => document.querySelector<HTMLInputElement>('[role="dialog"] input[name="remember"]')!;
  const { input } = serverDialogs();
  input('remember').click();
  takeOverPreAuth({ loggedIn: false, failed: never });
  const first = render(<RealDialog onSubmit={() => undefined} />);
  await waitFor(() => expect(document.getElementById('pre-login')).toBeNull());
  // React saw it (its onChange ran), not only the DOM.
  expect(box().dataset.remember).toBe('true');
  first.unmount();

  serverDialogs();
  takeOverPreAuth({ loggedIn: false, failed: never });
  render(<RealDialog onSubmit={() => undefined} remembered />);
  await waitFor(() => expect(document.getElementById('pre-login')).toBeNull());
  expect(box().dataset.remember).toBe('true');
});

test('the login form’s links ask what mf-auth’s ask: 忘记密码？ and 立即注册 in its place, 联系客服 over it', async () => {
  const asked: string[] = [];
  const sub = bus.all$().subscribe((e) => asked.push(e.type));
  const heard: string[] = [];
  const dialog = () => document.getElementById('pre-login') as HTMLDialogElement;

  let { link } = serverDialogs();
  takeOverPreAuth({ loggedIn: false, failed: never });
  link('forgot').click();
  expect(asked).toEqual(['login', 'closeAuth', 'forget_password']);
  expect(dialog().open).toBe(false);
  // The ask of login is taken back: mf-auth, once it listens, opens the forgotten-password form.
  const late = bus.on('login', () => heard.push('login'));
  late.unsubscribe();
  expect(heard).toEqual([]);
  document.body.innerHTML = '';

  asked.length = 0;
  ({ link } = serverDialogs());
  takeOverPreAuth({ loggedIn: false, failed: never });
  link('register').click();
  expect(asked).toEqual(['login', 'closeAuth', 'register']);
  expect(dialog().open).toBe(false);
  document.body.innerHTML = '';

  asked.length = 0;
  ({ link } = serverDialogs());
  takeOverPreAuth({ loggedIn: false, failed: never });
  link('service').click();
  expect(asked).toEqual(['login', 'customer_service']);
  // The safety tip opens over the login form, which stays, as mf-auth's does.
  expect(dialog().open).toBe(true);
  dialog().close();
  await waitFor(() => expect(asked).toEqual(['login', 'customer_service', 'closeAuth']));
  sub.unsubscribe();
});

test('a link pressed before the host started (marked by the boot loader) is followed when it starts', () => {
  const asked: string[] = [];
  const sub = bus.all$().subscribe((e) => asked.push(e.type));
  serverDialogs({ go: 'forgot' });
  takeOverPreAuth({ loggedIn: false, failed: never });
  expect(asked).toEqual(['forget_password']);
  expect(document.getElementById('pre-login')).toHaveProperty('open', false);
  expect(document.getElementById('pre-login')?.hasAttribute('data-go')).toBe(false);
  sub.unsubscribe();
});
