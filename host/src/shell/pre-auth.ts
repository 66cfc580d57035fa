import { bus } from '@site/shared/events';
import { FIRST_PAINT_AUTH_IDS } from '@site/shared/routes';
import { shownAuthDialog } from './auth-intent';

/**
 * The first paint's auth dialogs, taken over when the host starts (issue 31).
 *
 * The server's page carries 登录 and 注册 in its header and the two dialogs they open without
 * script (server/src/static/pre-auth.ts): a login form a player can type into before any of
 * the site's JavaScript has run, and the shell of the register dialog. When the host has
 * rendered, a dialog still open is handed to mf-auth: the host asks for the same mode, and
 * once mf-auth's dialog is on screen, moves what was typed and the focus into it and closes
 * the first one. A 登录 pressed before then (held by the boot loader as `data-pending` on the
 * form) is submitted in mf-auth's form. A dialog the player closed meanwhile cancels the ask.
 */

type Mode = keyof typeof FIRST_PAINT_AUTH_IDS;

/** How long the first dialog waits for mf-auth's before giving way (a remote that never shows). */
const PRE_AUTH_WAIT_MS = 20_000;

const setNativeValue = (input: HTMLInputElement, value: string) => {
  // The prototype's setter, so React's value tracker sees a change and its onChange runs.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/** Moves the typed values and the focus from `from` into `to`; submits if 登录 was pressed. */
function moveInto(from: HTMLDialogElement, to: HTMLElement, root: Document): void {
  const form = from.querySelector('form');
  const focused =
    root.activeElement instanceof HTMLInputElement && from.contains(root.activeElement)
      ? root.activeElement.name
      : null;
  const pending = form?.hasAttribute('data-pending') ?? false;
  const values = [...from.querySelectorAll<HTMLInputElement>('input[name]')].map(
    (input) => [input.name, input.value] as const,
  );
  from.close();
  from.remove();
  const field = (name: string) => to.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  // Nothing typed: mf-auth's own values stay (a remembered name and password). Anything typed:
  // every field as the player left it (a remembered password never goes with another name).
  if (values.some(([, value]) => value !== '')) {
    for (const [name, value] of values) {
      const input = field(name);
      if (input && input.value !== value) setNativeValue(input, value);
    }
  }
  // The real dialog could not take the focus while this modal one made the page inert.
  const target =
    (focused ? field(focused) : null) ?? to.querySelector<HTMLInputElement>('[data-autofocus], form input');
  if (target) {
    target.focus();
    if (/^(text|password|search)$/.test(target.type))
      target.setSelectionRange(target.value.length, target.value.length);
  }
  if (pending) to.querySelector('form')?.requestSubmit();
}

/**
 * Takes over the first paint's auth dialogs (call once the host has rendered: the page's
 * 登录 and 注册 are the host's own from then on). Returns a function that stops waiting.
 */
export function takeOverPreAuth(options: {
  loggedIn: boolean;
  /** mf-auth could not be loaded: the host's shell shows its fallback card instead. */
  failed: () => boolean;
  root?: Document;
}): () => void {
  const root = options.root ?? document;
  const dialogs = Object.entries(FIRST_PAINT_AUTH_IDS)
    .map(([mode, id]) => [mode as Mode, root.getElementById(id)] as const)
    .filter((entry): entry is readonly [Mode, HTMLDialogElement] => entry[1] instanceof HTMLDialogElement);
  const open = dialogs.filter(([, dialog]) => dialog.open);
  // Closed ones can no more be opened (their buttons were the server's header).
  for (const [, dialog] of dialogs) if (!dialog.open || options.loggedIn) dialog.remove();
  const picked = open.at(-1);
  if (!picked || options.loggedIn) return () => undefined;
  const [mode, dialog] = picked;

  let stopped = false;
  const until = performance.now() + PRE_AUTH_WAIT_MS;
  // mf-auth's dialog is looked for in the task that shows it (a mutation observer runs before
  // any input is handled): no moment where both are up and the shown one is inert behind this.
  const observer = new MutationObserver(() => check());
  const timer = setInterval(() => check(), 200);
  const stop = () => {
    stopped = true;
    observer.disconnect();
    clearInterval(timer);
    dialog.removeEventListener('close', onClose);
  };
  // Closed by the player (×, Escape) before mf-auth's dialog came: nothing is to open.
  function onClose() {
    if (stopped) return;
    stop();
    dialog.remove();
    bus.cancel(mode === 'login' ? 'login' : 'register');
    bus.emit('closeAuth');
  }
  function check() {
    if (stopped) return;
    // mf-auth's dialog with its form (the first-paint dialogs have no role attribute).
    const real = shownAuthDialog(root, 'form input');
    if (real) {
      stop();
      moveInto(dialog, real, root);
    } else if (options.failed() || performance.now() > until) {
      // The host's shell (its fallback card) is under this dialog: make way for it.
      stop();
      dialog.close();
      dialog.remove();
    }
  }
  dialog.addEventListener('close', onClose);
  observer.observe(root.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['style', 'class', 'hidden'],
  });
  bus.emit(mode);
  check();
  return stop;
}
