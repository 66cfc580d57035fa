import { persistedDeviceId } from './device-id';
import { getDeviceFingerprint } from './fingerprint';

const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The `uuid` header's source for a page that must not compute the WebGL fingerprint (about
 * 50 ms at 4x CPU) before its first API calls (issue 31). Until the fingerprint is ready,
 * calls made before the player's first input (the first screen's public reads) carry the
 * browser's persisted id, the value a browser without WebGL always sends (SPEC §8); from the
 * first pointer, key or touch on, every call (login, register, withdrawal: all follow an
 * input) waits for the fingerprint. It is computed once: when the browser is first idle, at
 * the latest `idleTimeoutMs` after this is called, or when a call after an input needs it.
 * The input itself does not compute it: the first input is most often the click on 登录, and
 * the fingerprint in its task held the dialog's form back (about 230 ms at 4x CPU in a trace);
 * it asks for the next idle moment instead, at most `afterInputMs` later, and a call that
 * needs it sooner computes it after the next frame.
 */
export function deferredDeviceUuid({
  win = window,
  idleTimeoutMs = 3000,
  afterInputMs = 1000,
  fingerprint = getDeviceFingerprint,
}: {
  win?: Window;
  idleTimeoutMs?: number;
  afterInputMs?: number;
  fingerprint?: () => Promise<string>;
} = {}): () => string | Promise<string> {
  let ready: string | undefined;
  let pending: Promise<string> | undefined;
  let interacted = false;
  const compute = () => (pending ??= fingerprint().then((value) => (ready = value)));
  const whenIdle = (timeout: number) => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(() => void compute(), { timeout });
    else win.setTimeout(() => void compute(), timeout);
  };
  const onInput = () => {
    interacted = true;
    for (const type of INPUT_EVENTS) win.removeEventListener(type, onInput, true);
    whenIdle(afterInputMs);
  };
  for (const type of INPUT_EVENTS) win.addEventListener(type, onInput, { capture: true, passive: true });
  whenIdle(idleTimeoutMs);
  // A call that needs it after an input (the login dialog's captcha as it opens) computes it
  // after the next frame, so the dialog that made the call is painted first.
  const afterFrame = () =>
    pending ??
    new Promise<void>((resolve) => {
      if (typeof win.requestAnimationFrame === 'function')
        win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
      else win.setTimeout(resolve, 0);
    }).then(compute);
  return () => ready ?? (interacted ? afterFrame() : persistedDeviceId());
}
