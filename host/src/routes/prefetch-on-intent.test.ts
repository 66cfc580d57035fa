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
