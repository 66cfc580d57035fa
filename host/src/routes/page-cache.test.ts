import type { Location } from 'react-router-dom';
import { matchRoute } from './match-route';
import { close, pageKey, visit, type PageEntry } from './page-cache';

function entry(pathname: string): PageEntry {
  const location: Location = { pathname, search: '', hash: '', state: null, key: pathname };
  const match = matchRoute(pathname);
  if (!match) throw new Error(`no route for ${pathname}`);
  return { key: pageKey(location), location, match };
}

describe('tab cache', () => {
  it('moves a revisited page to the end instead of duplicating it', () => {
    let list = visit([], entry('/home'));
    list = visit(list, entry('/game/realbet'));
    list = visit(list, entry('/home'));
    expect(list.map((e) => e.key)).toEqual(['/game/realbet', '/home']);
  });

  it('drops the least recently used page beyond the limit', () => {
    let list: PageEntry[] = [];
    for (const p of ['/home', '/game/realbet', '/game/chess', '/game/lottery'])
      list = visit(list, entry(p), 3);
    expect(list.map((e) => e.key)).toEqual(['/game/realbet', '/game/chess', '/game/lottery']);
  });

  it('never keeps the embedded game page', () => {
    const list = visit([entry('/home')], entry('/game/abc'));
    expect(list.map((e) => e.key)).toEqual(['/home']);
  });

  it('closes a tab', () => {
    const list = close([entry('/home'), entry('/game/chess')], '/home');
    expect(list.map((e) => e.key)).toEqual(['/game/chess']);
  });
});
