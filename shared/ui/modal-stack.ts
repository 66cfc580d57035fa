/**
 * Bookkeeping shared by every open dialog of the page (the shared package is a singleton,
 * so the host and all remotes see the same stack): only the topmost dialog reacts to
 * Escape, and the page behind does not scroll until the last one closes.
 */
const stack: symbol[] = [];

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
 * The lock never touches the page's own `overflow`: a change of body or html overflow reaches
 * the viewport, and Chromium then lays out, paints and composites the whole page inside the
 * click that opens the dialog and the key that closes it (40-50 ms of a close at 4x CPU, issue
 * 31). Instead the gestures that would scroll the page are refused while a dialog is open: a
 * wheel turn or a finger's move that no scroll box under it can take, and the scrolling keys
 * outside a text field. The dialog's own scroll boxes still scroll (they contain their
 * overscroll, see dialog.tsx), and the page keeps its place.
 */
function lockScroll(): void {
  document.addEventListener('wheel', onWheel, BLOCKING);
  document.addEventListener('touchstart', onTouchStart, PASSIVE);
  document.addEventListener('touchmove', onTouchMove, BLOCKING);
  document.addEventListener('keydown', onKeyDown);
}

function unlockScroll(): void {
  document.removeEventListener('wheel', onWheel, BLOCKING);
  document.removeEventListener('touchstart', onTouchStart, PASSIVE);
  document.removeEventListener('touchmove', onTouchMove, BLOCKING);
  document.removeEventListener('keydown', onKeyDown);
}

const BLOCKING: AddEventListenerOptions = { passive: false, capture: true };
const PASSIVE: AddEventListenerOptions = { passive: true, capture: true };

let touchY = 0;

function onWheel(event: WheelEvent): void {
  if (!canScrollWithin(event.target, event.deltaY)) event.preventDefault();
}

function onTouchStart(event: TouchEvent): void {
  touchY = event.touches[0]?.clientY ?? 0;
}

function onTouchMove(event: TouchEvent): void {
  const y = event.touches[0]?.clientY ?? touchY;
  // A finger moving up scrolls the content down.
  const delta = touchY - y;
  touchY = y;
  if (event.touches.length > 1) return; // pinch zoom stays the player's
  if (event.cancelable && !canScrollWithin(event.target, delta)) event.preventDefault();
}

const SCROLL_KEYS: Record<string, number> = {
  ArrowDown: 1,
  PageDown: 1,
  End: 1,
  ' ': 1,
  ArrowUp: -1,
  PageUp: -1,
  Home: -1,
};

function onKeyDown(event: KeyboardEvent): void {
  const direction = SCROLL_KEYS[event.key];
  if (direction === undefined || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey)
    return;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) return;
  // Space presses a focused button or link; that is not a scroll.
  if (event.key === ' ' && target?.closest('button, a[href], [role="button"], summary')) return;
  const delta = event.shiftKey && event.key === ' ' ? -direction : direction;
  if (!canScrollWithin(target, delta)) event.preventDefault();
}

/**
 * Whether a box between `target` and the page (exclusive) can scroll by `delta` (its sign: up
 * or down): then the gesture is the dialog's to take. A zero delta (a sideways wheel) is left
 * alone.
 */
function canScrollWithin(target: EventTarget | null, delta: number): boolean {
  if (delta === 0) return true;
  const page = document.scrollingElement;
  for (
    let node = target instanceof Element ? target : null;
    node && node !== page && node !== document.body;
    node = node.parentElement
  ) {
    if (node.scrollHeight <= node.clientHeight) continue;
    const { overflowY } = getComputedStyle(node);
    if (overflowY !== 'auto' && overflowY !== 'scroll') continue;
    if (delta > 0 ? node.scrollTop + node.clientHeight < node.scrollHeight - 1 : node.scrollTop > 0)
      return true;
  }
  return false;
}
