import { createStore } from 'jotai';
import type { UnreadCounts } from '../contract';
import {
  editionAtom,
  hideZeroBalanceAtom,
  isLoggedInAtom,
  oddsFormatAtom,
  tokenAtom,
  unreadCountsAtom,
  unreadTotalAtom,
  userIdAtom,
} from './session-atoms';
import { STORAGE_KEYS } from './storage-keys';

beforeEach(() => localStorage.clear());

describe('persisted atoms', () => {
  it('reads the stored token when a store first reads it, and is logged in exactly then', () => {
    expect(createStore().get(isLoggedInAtom)).toBe(false);
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    const store = createStore();
    expect(store.get(tokenAtom)).toBe('tok-1');
    expect(store.get(isLoggedInAtom)).toBe(true);
  });

  it('writes the token as a raw string under its key and removes it when cleared', () => {
    const store = createStore();
    store.set(tokenAtom, 'abc');
    store.set(userIdAtom, 'u9');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(localStorage.getItem('userId')).toBe('u9');
    store.set(tokenAtom, null);
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.get(isLoggedInAtom)).toBe(false);
  });

  it('treats an empty stored token as logged out', () => {
    localStorage.setItem(STORAGE_KEYS.token, '');
    expect(createStore().get(isLoggedInAtom)).toBe(false);
  });

  it('defaults edition to classic and odds format to H, ignoring unknown stored values', () => {
    localStorage.setItem(STORAGE_KEYS.edition, 'fancy');
    localStorage.setItem(STORAGE_KEYS.oddsFormat, 'X');
    const store = createStore();
    expect(store.get(editionAtom)).toBe('classic');
    expect(store.get(oddsFormatAtom)).toBe('H');
    store.set(editionAtom, 'professional');
    store.set(oddsFormatAtom, 'M');
    expect(localStorage.getItem('edition')).toBe('professional');
    expect(localStorage.getItem('oddsFormat')).toBe('M');
    const next = createStore();
    expect(next.get(editionAtom)).toBe('professional');
    expect(next.get(oddsFormatAtom)).toBe('M');
  });

  it('stores the hide-zero-balance flag as 1 or 0', () => {
    const store = createStore();
    expect(store.get(hideZeroBalanceAtom)).toBe(false);
    store.set(hideZeroBalanceAtom, true);
    expect(localStorage.getItem('hideZeroBalance')).toBe('1');
    store.set(hideZeroBalanceAtom, false);
    expect(localStorage.getItem('hideZeroBalance')).toBe('0');
    localStorage.setItem('hideZeroBalance', '1');
    expect(createStore().get(hideZeroBalanceAtom)).toBe(true);
  });
});

describe('unreadTotalAtom', () => {
  it('is 0 before the counts are read and sums all eight counts after', () => {
    const store = createStore();
    expect(store.get(unreadTotalAtom)).toBe(0);
    const counts: UnreadCounts = {
      brnotice_count: 1,
      bractivity_count: 2,
      brbulletin_count: 4,
      brmatch_count: 8,
      brfd_count: 16,
      notice_count: 32,
      activity_count: 64,
      fd_count: 128,
    };
    store.set(unreadCountsAtom, counts);
    expect(store.get(unreadTotalAtom)).toBe(255);
  });
});

describe('other tabs', () => {
  it('a mounted token follows a change made in another tab', () => {
    const store = createStore();
    const unsubscribe = store.sub(isLoggedInAtom, () => undefined);
    expect(store.get(isLoggedInAtom)).toBe(false);
    localStorage.setItem(STORAGE_KEYS.token, 'from-other-tab');
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.token, newValue: 'from-other-tab' }),
    );
    expect(store.get(tokenAtom)).toBe('from-other-tab');
    localStorage.removeItem(STORAGE_KEYS.token);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token, newValue: null }));
    expect(store.get(isLoggedInAtom)).toBe(false);
    unsubscribe();
  });
});
