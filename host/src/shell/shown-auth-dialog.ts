/** On screen: not inside an element that is display: none (jsdom has no checkVisibility). */
function shown(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility();
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/**
 * mf-auth's dialog on screen: a shown `role="dialog"` that is not the host's shell (mf-auth
 * keeps its own rendered and hidden while closed, so being in the page is not enough; the first
 * paint's native dialogs have no role attribute); with `has`, one that contains it.
 */
export function shownAuthDialog(root: Document = document, has?: string): HTMLElement | null {
  for (const dialog of root.querySelectorAll<HTMLElement>('[role="dialog"]')) {
    if (dialog.querySelector('[data-auth-shell]') || (has && !dialog.querySelector(has))) continue;
    if (shown(dialog)) return dialog;
  }
  return null;
}
