import { fireEvent } from '@testing-library/react';
import { prefetchOnIntent } from './prefetch-on-intent';

function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  document.body.append(a);
  return a;
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('pointer, focus or touch on a link loads its page module once, before the click', async () => {
  const load = jest.fn(() => Promise.resolve({}));
  const stop = prefetchOnIntent(load);
  const deposit = link('/mine/savemoney');
  fireEvent.pointerOver(deposit);
  fireEvent.focusIn(deposit);
  fireEvent.touchStart(deposit);
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('mf_funds', './SaveMoneyPage');
  // A child of the link (an icon, a label) counts as the link.
  const sports = link('/game/sport');
  const label = document.createElement('span');
  sports.append(label);
  fireEvent.pointerOver(label);
  expect(load).toHaveBeenCalledTimes(2);
  stop();
  fireEvent.pointerOver(link('/mine/userinfo'));
  expect(load).toHaveBeenCalledTimes(2);
});

test('a button that navigates in its click handler prefetches the page its data-intent-href names', () => {
  const load = jest.fn(() => Promise.resolve({}));
  const stop = prefetchOnIntent(load);
  const enter = document.createElement('button');
  enter.setAttribute('data-intent-href', '/game/sport/crty');
  enter.append(document.createElement('span'));
  document.body.append(enter);
  fireEvent.pointerOver(enter.firstChild as Element);
  expect(load).toHaveBeenCalledWith('mf_sportsbook', './LocalSportPage');
  // A button without one is not a way to a page.
  fireEvent.pointerOver(document.body.appendChild(document.createElement('button')));
  expect(load).toHaveBeenCalledTimes(1);
  stop();
});

test('the home page, unknown paths, other sites and new windows load nothing', () => {
  const load = jest.fn(() => Promise.resolve({}));
  const stop = prefetchOnIntent(load);
  fireEvent.pointerOver(link('/home'));
  fireEvent.pointerOver(link('/no/such/page'));
  fireEvent.pointerOver(link('https://example.com/mine/savemoney'));
  fireEvent.pointerOver(link('/mine/savemoney', { target: '_blank' }));
  fireEvent.pointerOver(document.body);
  expect(load).not.toHaveBeenCalled();
  stop();
});

test('a prefetch that failed is tried again on the next intent', async () => {
  const load = jest
    .fn<Promise<unknown>, [string, string]>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({});
  const stop = prefetchOnIntent(load);
  const deposit = link('/mine/savemoney');
  fireEvent.pointerOver(deposit);
  await Promise.resolve();
  await Promise.resolve();
  fireEvent.pointerOver(deposit);
  expect(load).toHaveBeenCalledTimes(2);
  stop();
});

describe('the page data on intent (issue 31)', () => {
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  test("the page module's prefetch runs with the link's route props, path parameters and query", async () => {
    const prefetch = jest.fn(() => Promise.resolve());
    const load = jest.fn(() => Promise.resolve({ default: () => null, prefetch }));
    const stop = prefetchOnIntent(load);
    fireEvent.pointerOver(link('/game/sport'));
    await flush();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ props: { typeCode: 'TY' }, params: {} }));
    fireEvent.focusIn(link('/game/sport/crty?game=7&sport=FT&market=RB'));
    await flush();
    const board = (
      prefetch.mock.calls as unknown as [{ params: unknown; search: URLSearchParams }][]
    )[1]?.[0];
    expect(board?.params).toEqual({ enName: 'crty' });
    expect(board?.search.get('game')).toBe('7');
    stop();
  });

  test('each intent asks again (the page prefetches only what is stale), one at a time per link', async () => {
    let finish: () => void = () => undefined;
    const prefetch = jest.fn(() => new Promise<void>((done) => (finish = done)));
    const load = jest.fn(() => Promise.resolve({ prefetch }));
    const stop = prefetchOnIntent(load);
    const egame = link('/game/egame');
    fireEvent.pointerOver(egame);
    await flush();
    // The pointer crossing the link's children while the first is under way starts nothing more.
    fireEvent.pointerOver(egame);
    fireEvent.pointerOver(egame);
    await flush();
    expect(prefetch).toHaveBeenCalledTimes(1);
    finish();
    await flush();
    fireEvent.pointerOver(egame);
    await flush();
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  test("a page behind the login guard loads its module but not a guest's data; a page without prefetch is fine", async () => {
    const prefetch = jest.fn(() => Promise.resolve());
    const load = jest.fn(() => Promise.resolve({ prefetch }));
    const stop = prefetchOnIntent(load, { mayRead: (route) => !route.requiresLogin });
    fireEvent.pointerOver(link('/game/sport/crty'));
    await flush();
    expect(load).toHaveBeenCalledWith('mf_sportsbook', './LocalSportPage');
    expect(prefetch).not.toHaveBeenCalled();
    const plain = jest.fn(() => Promise.resolve({ default: () => null }));
    const stopPlain = prefetchOnIntent(plain);
    fireEvent.pointerOver(link('/agent'));
    await flush();
    expect(plain).toHaveBeenCalledTimes(1);
    stop();
    stopPlain();
  });
});
