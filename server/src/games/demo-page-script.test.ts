import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';
import { demoScript } from './pages';

/** A just-big-enough page for the demo's common.js: elements by id, list items, no network but `answers`. */
function demoPage(answers: Record<string, unknown>) {
  const elements = new Map<string, FakeElement>();
  class FakeElement {
    textContent = '';
    dataset: Record<string, string> = {};
    children: FakeElement[] = [];
    replaceChildren() {
      this.children = [];
    }
    append(...items: FakeElement[]) {
      this.children.push(...items);
    }
  }
  const byId = (id: string) => {
    if (!elements.has(id)) elements.set(id, new FakeElement());
    return elements.get(id)!;
  };
  const window: Record<string, unknown> = {
    addEventListener: () => undefined,
    sessionStorage: { getItem: () => '', setItem: () => undefined },
    localStorage: { getItem: () => '' },
  };
  window.top = window;
  window.self = window;
  window.parent = window;
  const document = {
    body: { dataset: {}, append: () => undefined },
    head: { append: () => undefined },
    getElementById: byId,
    createElement: () => new FakeElement(),
    addEventListener: () => undefined,
  };
  const fetch = async (url: string) => ({
    json: async () => ({ status_code: 6000, data: answers[url.split('/').pop() ?? ''] }),
  });
  runInNewContext(demoScript('common.js') ?? '', {
    window,
    document,
    fetch,
    location: { origin: 'http://site.test', search: '' },
    history: { replaceState: () => undefined },
    crypto: globalThis.crypto,
    console,
    URL,
  });
  return {
    demo: window.Demo as { refreshHistory: () => Promise<void>; showBalance: (t: string) => void },
    byId,
  };
}

describe('demo page script', () => {
  it('records a round that returned the stake as 持平, not 赢 0.00', async () => {
    const round = (stake: string, win: string) => ({ time: '11-23 20:00', gameName: '财神到', stake, win });
    const { demo, byId } = demoPage({
      history: [round('10.00', '10.00'), round('10.00', '25.00'), round('10.00', '0.00')],
    });
    await demo.refreshHistory();
    const lines = byId('history').children.map((li) => li.textContent);
    assert.match(lines[0]!, /派彩 10\.00 {2}持平$/);
    assert.doesNotMatch(lines[0]!, /赢/);
    assert.match(lines[1]!, /赢 15\.00$/);
    assert.match(lines[2]!, /输 10\.00$/);
  });

  it('shows the venue balance as the game bar does: grouped, two decimals', () => {
    const { demo, byId } = demoPage({});
    demo.showBalance('1234.5');
    assert.equal(byId('balance').textContent, '1,234.50');
    demo.showBalance('100.00');
    assert.equal(byId('balance').textContent, '100.00');
    assert.equal(byId('balance').dataset.yuan, '100.00');
  });
});
