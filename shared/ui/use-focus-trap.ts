import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/**
 * Keeps Tab and Shift+Tab cycling inside `root` (call on its keydown): from its last focusable
 * element to its first and back. A dialog of the page's own markup uses it as the hook does.
 */
export function keepTabInside(event: KeyboardEvent, root: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusables(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const current = root.ownerDocument.activeElement;
  if (event.shiftKey && (current === first || current === root || !root.contains(current))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || !root.contains(current))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While `active`: move focus into `ref` (its first `[data-autofocus]`, else the container
 * itself), keep Tab and Shift+Tab cycling inside it, and give focus back to whatever had it
 * before when the trap ends.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const preferred = root.querySelector<HTMLElement>('[data-autofocus]');
    (preferred ?? root).focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => keepTabInside(event, root);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [ref, active]);
}
