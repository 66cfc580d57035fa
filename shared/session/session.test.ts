import { bus } from '../events';
import {
  balanceAtom,
  feedbackUnreadAtom,
  isLoggedInAtom,
  jwtTokenAtom,
  tokenAtom,
  unreadCountsAtom,
  unreadTotalAtom,
  userIdAtom,
  userInfoAtom,
} from './session-atoms';
import { sessionStore } from './session-store';
import {
  checkLogin,
  clearSession,
  hasStoredEdition,
  isLoggedIn,
  onSessionCleared,
  setSession,
} from './session';
import { clearDecryptedCache, readDecryptedCache, setDecryptedCache } from './decrypted-cache';

beforeEach(() => {
  clearSession();
  localStorage.clear();
});

function promptCount(run: () => void): number {
  let count = 0;
  const sub = bus.on('show_login_prompt', () => {
    count += 1;
  });
  run();
  sub.unsubscribe();
  return count;
}

describe('setSession / clearSession', () => {
  it('logs in with a token and user id, persisted', () => {
    expect(isLoggedIn()).toBe(false);
    setSession({ token: 't-1', userId: '42' });
    expect(isLoggedIn()).toBe(true);
    expect(sessionStore.get(userIdAtom)).toBe('42');
    expect(localStorage.getItem('token')).toBe('t-1');
    expect(localStorage.getItem('userId')).toBe('42');
  });

  it('refuses an empty token', () => {
    expect(() => setSession({ token: '', userId: '1' })).toThrow();
    expect(isLoggedIn()).toBe(false);
  });

  it('empties token, user, balance, unread, jwt and the DD_ cache, and keeps preferences', () => {
    setSession({ token: 't-1', userId: '42' });
    sessionStore.set(jwtTokenAtom, 'jwt');
    sessionStore.set(userInfoAtom, {
      userId: '42',
      name: 'abc123',
      bindPhone: true,
      bindRealName: false,
      phone: '',
      email: '',
      realName: '',
      vipGrade: 0,
      registerTime: '',
    });
    sessionStore.set(balanceAtom, { center: 100, lock: 0, venueTotal: 5 });
    sessionStore.set(unreadCountsAtom, {
      brnotice_count: 1,
      bractivity_count: 1,
      brbulletin_count: 1,
      brmatch_count: 1,
      brfd_count: 1,
      notice_count: 1,
      activity_count: 1,
      fd_count: 1,
    });
    sessionStore.set(feedbackUnreadAtom, 3);
    setDecryptedCache('phone', '13800000000');
    localStorage.setItem('edition', 'professional');
    localStorage.setItem('hideZeroBalance', '1');

    clearSession();

    expect(sessionStore.get(isLoggedInAtom)).toBe(false);
    expect(sessionStore.get(tokenAtom)).toBeNull();
    expect(sessionStore.get(userIdAtom)).toBeNull();
    expect(sessionStore.get(userInfoAtom)).toBeNull();
    expect(sessionStore.get(balanceAtom)).toBeNull();
    expect(sessionStore.get(unreadTotalAtom)).toBe(0);
    expect(sessionStore.get(feedbackUnreadAtom)).toBe(0);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(readDecryptedCache('phone')).toBeNull();
    expect(localStorage.getItem('edition')).toBe('professional');
    expect(localStorage.getItem('hideZeroBalance')).toBe('1');
  });

  it('tells session-cleared listeners, until they unsubscribe', () => {
    const listener = jest.fn();
    const off = onSessionCleared(listener);
    clearSession();
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    clearSession();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('checkLogin', () => {
  it('prompts a guest only when asked to', () => {
    expect(promptCount(() => expect(checkLogin()).toBe(false))).toBe(0);
    expect(promptCount(() => expect(checkLogin({ prompt: true })).toBe(false))).toBe(1);
  });

  it('never prompts a member', () => {
    setSession({ token: 't', userId: '1' });
    expect(promptCount(() => expect(checkLogin({ prompt: true })).toBe(true))).toBe(0);
  });
});

describe('decrypted-data cache', () => {
  it('removes every DD_ key and nothing else', () => {
    setDecryptedCache('a', '1');
    localStorage.setItem('DD_written_elsewhere', 'x');
    localStorage.setItem('other', 'y');
    expect(localStorage.getItem('DD_a')).toBe('1');
    clearDecryptedCache();
    expect(localStorage.getItem('DD_a')).toBeNull();
    expect(localStorage.getItem('DD_written_elsewhere')).toBeNull();
    expect(localStorage.getItem('other')).toBe('y');
  });
});

describe('hasStoredEdition', () => {
  it('is true only once an edition is stored', () => {
    expect(hasStoredEdition()).toBe(false);
    localStorage.setItem('edition', 'classic');
    expect(hasStoredEdition()).toBe(true);
  });
});
