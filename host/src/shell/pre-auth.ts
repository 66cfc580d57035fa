import { bus, type EventName } from '@site/shared/events';
import { FIRST_PAINT_AUTH_IDS, FIRST_PAINT_AUTH_STYLE_ID, type PreAuthLink } from '@site/shared/routes';
import { keepTabInside, pushModal, removeModal } from '@site/shared/ui';
import { shownAuthDialog } from './shown-auth-dialog';

/**
 * The first paint's auth dialogs, taken over by mf-auth's (issue 31).
 *
 * The server's page carries 登录 and 注册 in its header and the two dialogs they open without
 * script (server/src/static/pre-auth.ts): a login form a player can type into before any of
 * the site's JavaScript has run, and the shell of the register dialog. They stay in the page
 * (outside #root) until mf-auth has loaded, which it does on intent (pointer over, focus or
 * touch of 登录 / 注册) or on the first auth event, not on every guest's load:
 * - A dialog still open when the host starts is handed to mf-auth (`takeOverPreAuth`).
 * - A 登录 / 注册 clicked on the host's header before mf-auth has loaded opens the same
 *   dialog at once (`showPreAuth`), in place of a skeleton shell, so the player can type.
 * Handing over: the host asks for the same mode, and once mf-auth's dialog is on screen, moves
 * what was typed and the focus into it and closes the first one. A 登录 pressed before then
 * (held by the boot loader as `data-pending` on the form) is submitted in mf-auth's form. A
 * dialog the player closed meanwhile cancels the ask.
 * The login form's links (忘记密码？, 立即注册, 联系客服) ask the host what mf-auth's ask it
 * (`followLink`), also for one pressed before the host started (marked `data-go`).
 */

export type PreAuthMode = keyof typeof FIRST_PAINT_AUTH_IDS;

/** How long the first dialog waits for mf-auth's before giving way (a remote that never shows). */
const PRE_AUTH_WAIT_MS = 20_000;

const setNativeValue = (input: HTMLInputElement, value: string) => {
  // The prototype's setter, so React's value tracker sees a change and its onChange runs.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * Moves the typed values, a changed 记住密码 and the focus from `from` into `to`; submits if
 * 登录 was pressed.
 */
function moveInto(from: HTMLDialogElement, to: HTMLElement, root: Document): void {
  const form = from.querySelector('form');
  const focused =
    root.activeElement instanceof HTMLInputElement && from.contains(root.activeElement)
      ? root.activeElement.name
      : null;
  const pending = form?.hasAttribute('data-pending') ?? false;
  const inputs = [...from.querySelectorAll<HTMLInputElement>('input[name]')];
  const values = inputs
    .filter((input) => input.type !== 'checkbox')
    .map((input) => [input.name, input.value] as const);
  // A box the player changed (mf-auth's own may be ticked already: remembered credentials).
  const ticks = inputs
    .filter((input) => input.type === 'checkbox' && input.checked !== input.defaultChecked)
    .map((input) => [input.name, input.checked] as const);
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
  for (const [name, checked] of ticks) {
    const box = field(name);
    // A click, so React's onChange runs as for the player's own.
    if (box && box.checked !== checked) box.click();
  }
  // The real dialog could not take the focus while this one was up (modal, or keeping Tab).
  const target =
    (focused ? field(focused) : null) ?? to.querySelector<HTMLInputElement>('[data-autofocus], form input');
  if (target) {
    target.focus();
    if (/^(text|password|search)$/.test(target.type))
      target.setSelectionRange(target.value.length, target.value.length);
  }
  if (pending) to.querySelector('form')?.requestSubmit();
}

/** How a first-paint dialog on screen ended: handed to mf-auth, closed by the player, or given up. */
export type PreAuthEnd = 'handed' | 'closed' | 'failed';

interface HandOverOptions {
  /** mf-auth could not be loaded: the host's shell shows its fallback card instead. */
  failed: () => boolean;
  root?: Document;
}

/**
 * The first-paint dialog on screen, waiting for mf-auth's (one at a time: it is modal), and
 * how to end that wait as the player's close does, at once (its close event comes later).
 */
let covering: { dialog: HTMLDialogElement; close: () => void } | null = null;
const isCovering = (dialog: HTMLDialogElement) => covering?.dialog === dialog;
const endListeners = new Set<(end: PreAuthEnd) => void>();

/** Tells `listener` how each first-paint dialog shown ends. */
export function onPreAuthEnd(listener: (end: PreAuthEnd) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** Watches for mf-auth's dialog while `dialog` (open, in `mode`) stands for it. */
function handOver(mode: PreAuthMode, dialog: HTMLDialogElement, options: HandOverOptions): void {
  const root = options.root ?? document;
  let stopped = false;
  const until = performance.now() + PRE_AUTH_WAIT_MS;
  // mf-auth's dialog is looked for in the task that shows it (a mutation observer runs before
  // any input is handled): no moment where both are up and the shown one is inert behind this.
  const observer = new MutationObserver(() => check());
  const timer = setInterval(() => check(), 200);
  const stop = (end: PreAuthEnd) => {
    stopped = true;
    covering = null;
    observer.disconnect();
    clearInterval(timer);
    dialog.removeEventListener('close', onClose);
    for (const listener of endListeners) listener(end);
  };
  // Closed by the player (×, Escape) before mf-auth's dialog came: nothing is to open.
  function onClose() {
    if (stopped) return;
    stop('closed');
    bus.cancel(mode === 'login' ? 'login' : 'register');
    bus.emit('closeAuth');
  }
  function check() {
    if (stopped) return;
    // mf-auth's dialog with its form (the first-paint dialogs have no role attribute).
    const real = shownAuthDialog(root, 'form input');
    if (real) {
      stop('handed');
      moveInto(dialog, real, root);
      // mf-auth is here for good: the first paint's dialogs have nothing more to stand in for.
      dropFirstPaintDialogs(root);
    } else if (options.failed() || performance.now() > until) {
      // The host's shell (its fallback card) takes this dialog's place.
      stop('failed');
      dialog.close();
      dialog.remove();
    }
  }
  dialog.addEventListener('close', onClose);
  covering = { dialog, close: onClose };
  observer.observe(root.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['style', 'class', 'hidden'],
  });
  check();
}

function firstPaintDialogs(root: Document) {
  return Object.entries(FIRST_PAINT_AUTH_IDS)
    .map(([mode, id]) => [mode as PreAuthMode, root.getElementById(id)] as const)
    .filter(
      (entry): entry is readonly [PreAuthMode, HTMLDialogElement] => entry[1] instanceof HTMLDialogElement,
    );
}

function dropFirstPaintDialogs(root: Document): void {
  for (const [, dialog] of firstPaintDialogs(root)) dialog.remove();
  root.getElementById(FIRST_PAINT_AUTH_STYLE_ID)?.remove();
}

/** What each link of the first paint's login form asks for, as mf-auth's own links do. */
const LINK_EVENTS = {
  forgot: 'forget_password',
  register: 'register',
  service: 'customer_service',
} as const satisfies Record<PreAuthLink, EventName>;

/**
 * Follows the link `go` of the first-paint dialog `dialog`: 联系客服 over it (it stays, as
 * mf-auth's does); 忘记密码？ and 立即注册 in its place (the player's ask of login ends here).
 */
function followLink(go: string | null, dialog: HTMLDialogElement): void {
  dialog.removeAttribute('data-go');
  if (!go || !Object.hasOwn(LINK_EVENTS, go)) return;
  const event = LINK_EVENTS[go as PreAuthLink];
  if (event !== 'customer_service') {
    if (isCovering(dialog)) covering?.close();
    dialog.close();
  }
  bus.emit(event);
}

/** Roots whose first-paint links the host follows (once each). */
const following = new WeakSet<Document>();

function followLinks(root: Document): void {
  if (following.has(root)) return;
  following.add(root);
  root.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('.pre-auth [data-pre-auth-go]');
      const dialog = link?.closest('dialog');
      if (!link || !(dialog instanceof HTMLDialogElement)) return;
      // Not the button's own command (立即注册 opens the register dialog without script).
      event.preventDefault();
      followLink(link.getAttribute('data-pre-auth-go'), dialog);
    },
    true,
  );
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}

/**
 * Lays the login dialog out once, unseen and untouchable, while the browser is idle: its first
 * opening on a 登录 click then takes half the time (43-53 -> 20-22 ms at 4x CPU, issue 31): the
 * fonts and shaped text of its first layout are ready by then.
 */
function warmUp(root: Document): void {
  const dialog = root.getElementById(FIRST_PAINT_AUTH_IDS.login);
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
  dialog.style.cssText = 'display:flex;visibility:hidden;position:fixed';
  void dialog.offsetHeight;
  dialog.style.cssText = '';
}

/**
 * Takes over a first-paint auth dialog the player opened before the host started (call once
 * the host has rendered: the page's 登录 and 注册 are the host's own from then on). A member's
 * page drops them.
 */
export function takeOverPreAuth(options: HandOverOptions & { loggedIn: boolean }): void {
  const root = options.root ?? document;
  if (options.loggedIn) {
    dropFirstPaintDialogs(root);
    return;
  }
  followLinks(root);
  const picked = firstPaintDialogs(root)
    .filter(([, dialog]) => dialog.open)
    .at(-1);
  if (!picked) {
    whenIdle(() => warmUp(root));
    return;
  }
  const [mode, dialog] = picked;
  // A link pressed before the host ran (boot-loader.ts marks it).
  followLink(dialog.getAttribute('data-go'), dialog);
  if (!dialog.open) return;
  handOver(mode, dialog, options);
  if (isCovering(dialog)) bus.emit(mode);
}

/**
 * Opens `dialog` as a modal one, without `showModal()`: that makes the rest of the page inert,
 * which restyles and lays out every element of it in the click's task (40-60 ms of the 登录
 * click at 4x CPU, issue 31). Here a mask (`.pa-mask`, the server's rules) takes the clicks
 * meant for the page, Tab stays in the dialog, Escape closes it, and assistive technology
 * hears `aria-modal`, as for mf-auth's own dialog (shared/ui Dialog). The first paint's own
 * 登录 (no script yet) still opens it with `command="show-modal"`.
 */
function openOverPage(dialog: HTMLDialogElement, root: Document): void {
  const mask = root.createElement('div');
  mask.className = 'pa-mask';
  mask.setAttribute('data-pre-auth-mask', '');
  // A press on the mask keeps the focus in the dialog (a native modal's backdrop does too).
  mask.addEventListener('mousedown', (event) => event.preventDefault());
  const onKeyDown = (event: KeyboardEvent) => {
    // A dialog opened over this one (联系客服's safety tip) keeps its own keys.
    const target = event.target;
    if (target instanceof Node && target !== root.body && !dialog.contains(target)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      dialog.close();
    } else keepTabInside(event, dialog);
  };
  // One of the page's dialogs for the shared stack: the page behind keeps its place.
  const modalId = Symbol('pre-auth');
  const done = new MutationObserver(() => {
    if (dialog.open) return;
    done.disconnect();
    removeModal(modalId);
    mask.remove();
    dialog.removeAttribute('aria-modal');
    root.removeEventListener('keydown', onKeyDown, true);
  });
  dialog.before(mask);
  dialog.setAttribute('aria-modal', 'true');
  dialog.show();
  pushModal(modalId);
  root.addEventListener('keydown', onKeyDown, true);
  done.observe(dialog, { attributes: true, attributeFilter: ['open'] });
}

/**
 * For a 登录 / 注册 asked before mf-auth has loaded: shows the first paint's dialog of `mode`
 * (the player can type at once) until mf-auth's takes over. True when a first-paint dialog is
 * on screen for it; false when there is none to show (gone, or drawn in another edition or
 * language than the page's now), and the caller shows its own shell.
 */
export function showPreAuth(mode: PreAuthMode, options: HandOverOptions & { edition: string }): boolean {
  if (covering) return true;
  const root = options.root ?? document;
  const dialog = root.getElementById(FIRST_PAINT_AUTH_IDS[mode]);
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return false;
  if (dialog.dataset.edition !== options.edition || dialog.lang !== root.documentElement.lang) return false;
  openOverPage(dialog, root);
  handOver(mode, dialog, options);
  return isCovering(dialog);
}
