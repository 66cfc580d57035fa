import { persistedDeviceId } from './device-id';
import { getDeviceFingerprint } from './fingerprint';

const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The `uuid` header's source for a page that must not compute the WebGL fingerprint (about
 * 50 ms at 4x CPU) before its first API calls (issue 31). Until the fingerprint is ready,
 * calls made before the player's first input (the first screen's public reads) carry the
 * browser's persisted id, the value a browser without WebGL always sends (SPEC §8); from the
 * first pointer, key or touch on, every call (login, register, withdrawal: all follow an
 * input) waits for the fingerprint. It is computed when the browser is first idle, at the
 * latest `idleTimeoutMs` after this is called, or on the first input.
 */
export function deferredDeviceUuid({
  win = window,
  idleTimeoutMs = 3000,
  fingerprint = getDeviceFingerprint,
}: {
  win?: Window;
  idleTimeoutMs?: number;
  fingerprint?: () => Promise<string>;
} = {}): () => string | Promise<string> {
  let ready: string | undefined;
  let interacted = false;
  const compute = () => fingerprint().then((value) => (ready = value));
  const onInput = () => {
    interacted = true;
    for (const type of INPUT_EVENTS) win.removeEventListener(type, onInput, true);
    void compute();
  };
  for (const type of INPUT_EVENTS) win.addEventListener(type, onInput, { capture: true, passive: true });
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(() => void compute(), { timeout: idleTimeoutMs });
  else win.setTimeout(() => void compute(), idleTimeoutMs);
  return () => ready ?? (interacted ? compute() : persistedDeviceId());
}
