import {
  clearRememberedCredentials,
  readRememberedAt,
  readRememberedCredentials,
  saveRememberedCredentials,
} from './remembered-credentials';
import { STORAGE_KEYS } from './storage-keys';

beforeEach(() => localStorage.clear());

describe('remembered credentials', () => {
  it('round-trips encrypted, never storing the password in plain text', () => {
    saveRememberedCredentials({ name: 'player01', password: 'secret123' }, 1_700_000_000_000);
    const stored = localStorage.getItem(STORAGE_KEYS.rememberedCredentials) ?? '';
    expect(stored).not.toBe('');
    expect(stored).not.toContain('secret123');
    expect(stored).not.toContain('player01');
    expect(localStorage.getItem(STORAGE_KEYS.rememberPasswordAt)).toBe('1700000000000');
    expect(readRememberedAt()).toBe(1_700_000_000_000);
    expect(readRememberedCredentials()).toEqual({ name: 'player01', password: 'secret123' });
  });

  it('clears to an empty timestamp and no credentials', () => {
    saveRememberedCredentials({ name: 'player01', password: 'secret123' });
    clearRememberedCredentials();
    expect(localStorage.getItem(STORAGE_KEYS.rememberPasswordAt)).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.rememberedCredentials)).toBeNull();
    expect(readRememberedCredentials()).toBeNull();
    expect(readRememberedAt()).toBeNull();
  });

  it('reads null from tampered storage instead of throwing', () => {
    saveRememberedCredentials({ name: 'player01', password: 'secret123' });
    localStorage.setItem(STORAGE_KEYS.rememberedCredentials, 'not-a-cipher');
    expect(readRememberedCredentials()).toBeNull();
  });
});
