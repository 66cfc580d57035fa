/**
 * Bookkeeping shared by every open dialog of the page (the shared package is a singleton,
 * so the host and all remotes see the same stack): only the topmost dialog reacts to
 * Escape, and the body stays scroll-locked until the last one closes.
 */
const stack: symbol[] = [];
let savedOverflow = '';

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

/**
 * The page keeps its scrollbar's room (`scrollbar-gutter: stable` on html, GlobalStyle and the
 * first paint's skeleton), so locking needs no measurement: reading the page's width here forced
 * a layout of the whole page inside the click that opened the dialog (issue 31).
 */
function lockScroll(): void {
  savedOverflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
}

function unlockScroll(): void {
  document.body.style.overflow = savedOverflow;
}
