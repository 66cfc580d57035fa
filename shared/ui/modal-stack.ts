/**
 * Bookkeeping shared by every open dialog of the page (the shared package is a singleton,
 * so the host and all remotes see the same stack): only the topmost dialog reacts to
 * Escape, and the body stays scroll-locked until the last one closes.
 */
const stack: symbol[] = [];
let savedOverflow = '';
let savedPaddingRight = '';

export function pushModal(id: symbol): void {
  if (stack.length === 0) lockScroll();
  stack.push(id);
}

export function removeModal(id: symbol): void {
  const at = stack.indexOf(id);
  if (at === -1) return;
  stack.splice(at, 1);
  if (stack.length === 0) unlockScroll();
}

export function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}

function lockScroll(): void {
  const { body, documentElement } = document;
  savedOverflow = body.style.overflow;
  savedPaddingRight = body.style.paddingRight;
  // Keep the layout from jumping sideways when the scrollbar disappears.
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.style.overflow = 'hidden';
}

function unlockScroll(): void {
  document.body.style.overflow = savedOverflow;
  document.body.style.paddingRight = savedPaddingRight;
}
