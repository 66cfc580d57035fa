import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';
import { demoPageHtml, demoScript } from './pages';

/** Where the page runs: top-level (its own window), or framed by the site (`parent`). */
interface Placement {
  /** What `location.origin` reads: 'null' in the slot host's srcdoc frame (about:srcdoc). */
  locationOrigin: string;
  /** The document's own origin (window.origin): the site's, inherited by a srcdoc frame. */
  windowOrigin: string;
  parent: { postMessage: (data: unknown, targetOrigin: string) => void };
}

/**
 * A just-big-enough page for the demo's common.js: elements by id, list items, no network
 * but `answers` (a function answer may throw, as fetch does without a network).
 */
function demoPage(answers: Record<string, unknown>, placement?: Placement) {
  const listeners: ((event: unknown) => void)[] = [];
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
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'message') listeners.push(listener);
    },
    sessionStorage: { getItem: () => 'page-token', setItem: () => undefined },
    localStorage: { getItem: () => '' },
    origin: placement?.windowOrigin ?? 'http://site.test',
  };
  window.top = placement ? placement.parent : window;
  window.self = window;
  window.parent = placement ? placement.parent : window;
  const document = {
    body: { dataset: { code: 'c'.repeat(48) }, append: () => undefined },
    head: { append: () => undefined },
    getElementById: byId,
    createElement: () => new FakeElement(),
    addEventListener: () => undefined,
  };
  const fetch = async (url: string) => {
    const answer = answers[url.split('/').pop() ?? ''];
    const data = typeof answer === 'function' ? (answer as () => unknown)() : answer;
    return { json: async () => ({ status_code: 6000, data }) };
  };
  runInNewContext(demoScript('common.js') ?? '', {
    window,
    document,
    fetch,
    location: { origin: placement?.locationOrigin ?? 'http://site.test', search: '' },
    history: { replaceState: () => undefined },
    crypto: globalThis.crypto,
    // This realm's errors, so a test's TypeError is the page's (as fetch's is in a browser).
    TypeError,
    SyntaxError,
    console,
    URL,
  });
  return {
    demo: window.Demo as {
      refreshHistory: () => Promise<void>;
      showBalance: (t: string) => void;
      start: (onReady: () => Promise<void>) => Promise<void>;
      round: (path: string, data: object) => Promise<unknown>;
      showRoundBalance: (yuanText: string) => void;
      failureText: (error: unknown) => string;
    },
    byId,
    /** A message arriving at the page, as the browser would deliver it. */
    receive: (event: { data: unknown; origin: string; source: unknown }) =>
      listeners.forEach((listener) => listener(event)),
  };
}

/** The site's page that frames the game: postMessage refuses a target origin it cannot parse, as Chromium does. */
function framingPage() {
  const sent: { data: unknown; targetOrigin: string }[] = [];
  return {
    sent,
    postMessage(data: unknown, targetOrigin: string) {
      if (targetOrigin === 'null')
        throw new SyntaxError(
          "Failed to execute 'postMessage' on 'Window': Invalid target origin 'null' in a call to 'postMessage'.",
        );
      sent.push({ data, targetOrigin });
    },
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

  it("in the slot host's srcdoc frame (location origin 'null') a spin settles and tells the bar on the site's origin (issue 28 item 1)", async () => {
    const parent = framingPage();
    let sessionReads = 0;
    const { demo, receive, byId } = demoPage(
      {
        session: () => {
          sessionReads += 1;
          const balance = sessionReads === 1 ? '50.00' : '149.00';
          return { balance, venueName: 'PG电子', gameName: '麻将胡了', rtp: '96.50', memberName: 'ab***' };
        },
        spin: { balance: '49.00', win: '0.00', reels: [], lines: [] },
        history: [],
      },
      { locationOrigin: 'null', windowOrigin: 'http://site.test', parent },
    );
    await demo.start(async () => undefined);
    // A spin as the slot plays it: the round, then its balance shown in the game and told to the bar.
    const result = (await demo.round('slot/spin', { stake: '1.00' })) as { balance: string };
    demo.showRoundBalance(result.balance);
    assert.equal(byId('balance').textContent, '49.00');
    // Objects of the page's realm: compared by their JSON.
    const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    assert.deepEqual(plain(result), { balance: '49.00', win: '0.00', reels: [], lines: [] });
    assert.deepEqual(plain(parent.sent), [
      { data: { type: 'site:venue-balance-changed' }, targetOrigin: 'http://site.test' },
    ]);

    // After a transfer the bar tells the game, from the site's origin; anything else is ignored.
    const refresh = { type: 'site:refresh-venue-balance' };
    receive({ data: refresh, origin: 'https://evil.example', source: parent });
    receive({ data: refresh, origin: 'null', source: parent });
    receive({ data: refresh, origin: 'http://site.test', source: {} });
    assert.equal(sessionReads, 1);
    receive({ data: refresh, origin: 'http://site.test', source: parent });
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(sessionReads, 2);
    assert.equal(byId('balance').textContent, '149.00');
  });

  it("says every failure in Chinese, never the browser's English", () => {
    const { demo } = demoPage({});
    assert.equal(demo.failureText(new TypeError('Failed to fetch')), '网络连接失败，请检查网络后重试');
    assert.equal(demo.failureText(new SyntaxError('Unexpected token < in JSON')), '服务开小差了，请稍后再试');
    assert.equal(
      demo.failureText(new SyntaxError("Failed to execute 'postMessage' on 'Window'")),
      '服务开小差了，请稍后再试',
    );
  });
});

describe('slot page script (issue 29 item 7)', () => {
  /** slot.js as the page runs it, its round logic reached through window.DemoSlot. */
  function slotPage() {
    const window: Record<string, unknown> = { Demo: { start: () => undefined } };
    runInNewContext(demoScript('slot.js') ?? '', { window, document: {} });
    return window.DemoSlot as {
      outcomeText: (win: string, stake: string) => [string, string];
      celebrates: (win: string, stake: string) => boolean;
    };
  }

  it('celebrates only a win above the stake; a smaller return is said as what it is', () => {
    const slot = slotPage();
    assert.equal(slot.celebrates('0.50', '1.00'), false);
    assert.equal(slot.celebrates('1.00', '1.00'), false);
    assert.equal(slot.celebrates('5.00', '1.00'), true);
    assert.deepEqual([...slot.outcomeText('0.50', '1.00')], ['本局返还 0.50 元（少于投注 1.00 元）', '']);
    assert.deepEqual([...slot.outcomeText('1.00', '1.00')], ['本局退回投注 1.00 元，不输不赢', '']);
    assert.deepEqual([...slot.outcomeText('5.00', '1.00')], ['恭喜中奖 5.00 元！', 'win']);
    assert.deepEqual([...slot.outcomeText('0.00', '1.00')], ['未中奖，再接再厉', '']);
  });

  it('has no auto-play: the page offers one spin button and no 自动 control', () => {
    const html = demoPageHtml('slot', 'c'.repeat(48), '1001');
    assert.equal(html.match(/<button[^>]*id="spin"/g)?.length, 1);
    assert.doesNotMatch(html, /<button[^>]*>[^<]*自动|autoplay|auto-spin/i);
  });
});
