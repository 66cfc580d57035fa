/**
 * jsdom lays nothing out: every element is 0 × 0, so a virtualised list would render no
 * rows. This gives elements a size (the grid's scroller is what matters) for a test.
 */
export function fakeLayout(width: number, height: number): () => void {
  const proto = HTMLElement.prototype;
  const saved = {
    clientWidth: Object.getOwnPropertyDescriptor(proto, 'clientWidth'),
    clientHeight: Object.getOwnPropertyDescriptor(proto, 'clientHeight'),
    offsetHeight: Object.getOwnPropertyDescriptor(proto, 'offsetHeight'),
    offsetWidth: Object.getOwnPropertyDescriptor(proto, 'offsetWidth'),
  };
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => height });
  Object.defineProperty(proto, 'offsetWidth', { configurable: true, get: () => width });
  Object.defineProperty(proto, 'offsetHeight', { configurable: true, get: () => height });
  return () => {
    for (const [name, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
    }
  };
}
