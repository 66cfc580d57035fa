import { bus } from '@site/shared/events';
import { FIRST_PAINT_AUTH_IDS } from '@site/shared/routes';
import type { PreAuthMode } from './pre-auth';

const SERVER_AUTH_BUTTON = 'button[data-auth-intent][commandfor]';

function modeOf(button: Element): PreAuthMode | null {
  const target = button.getAttribute('commandfor');
  if (target === FIRST_PAINT_AUTH_IDS.login) return 'login';
  if (target === FIRST_PAINT_AUTH_IDS.register) return 'register';
  return null;
}

/**
 * A press on the first paint's 登录 / 注册 that the host's header replaced before it ended
 * (issue 31). The server's buttons open their dialogs by `command`, on the click; when React
 * replaces the server's header between the pointer going down on one and coming up, there is
 * no click, and the press opened nothing (found by a bench that pressed 登录 the moment it was
 * painted: about one cold load in ten). So a press that began on a server button, also one
 * already held when the host starts (`:active`), and ends on the host's button of the same
 * name after that server button has left the page, asks the host for the same dialog, as the
 * host's own button does, once the input's click has gone by. A press that ends on the server's button is its own click; one that
 * ends elsewhere (dragged off) opens nothing, as a click would not.
 */
export function keepAuthPressAcrossTakeover(
  root: Document = document,
  ask: (mode: PreAuthMode) => void = (mode) => bus.emit(mode),
): () => void {
  let pressed: { button: Element; mode: PreAuthMode } | null = null;
  const press = (button: Element | null | undefined) => {
    const mode = button ? modeOf(button) : null;
    pressed = button && mode ? { button, mode } : null;
  };
  press(root.querySelector(`${SERVER_AUTH_BUTTON}:active`));
  const onDown = (event: Event) => {
    press(event.target instanceof Element ? event.target.closest(SERVER_AUTH_BUTTON) : null);
  };
  const onUp = (event: Event) => {
    const held = pressed;
    pressed = null;
    if (!held || held.button.isConnected || !(event.target instanceof Element)) return;
    const hostButton = event.target.closest('button[data-auth-intent]');
    // After this input's click (sent to what both targets share, not to a button): a dialog
    // opened before it would take it for a click outside and close at once.
    if (hostButton && hostButton.textContent?.trim() === held.button.textContent?.trim())
      setTimeout(() => ask(held.mode), 0);
  };
  const onCancel = () => {
    pressed = null;
  };
  root.addEventListener('pointerdown', onDown, true);
  root.addEventListener('pointerup', onUp, true);
  root.addEventListener('pointercancel', onCancel, true);
  return () => {
    root.removeEventListener('pointerdown', onDown, true);
    root.removeEventListener('pointerup', onUp, true);
    root.removeEventListener('pointercancel', onCancel, true);
  };
}
