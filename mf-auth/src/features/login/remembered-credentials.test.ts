import {
  clearRememberedCredentials,
  readRememberedAt,
  readRememberedCredentials,
  saveRememberedCredentials,
} from './remembered-credentials';
import { decryptPayload } from '@site/shared/cipher';
import { STORAGE_KEYS } from '@site/shared/session';

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
    expect(localStorage.getItem(STORAGE_KEYS.rememberedCredentialsKey)).toBeNull();
    expect(readRememberedCredentials()).toBeNull();
    expect(readRememberedAt()).toBeNull();
  });

  it('encrypts with a random key of this device, not one fixed in the bundle', () => {
    saveRememberedCredentials({ name: 'player01', password: 'secret123' });
    const key = localStorage.getItem(STORAGE_KEYS.rememberedCredentialsKey) ?? '';
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const cipher = localStorage.getItem(STORAGE_KEYS.rememberedCredentials) ?? '';
    expect(decryptPayload(cipher, key)).toEqual({ name: 'player01', password: 'secret123' });
    expect(() => decryptPayload(cipher, 'site-platform/remembered-credentials')).toThrow();
    // The same text copied to another device (without this key) reads as nothing remembered.
    localStorage.removeItem(STORAGE_KEYS.rememberedCredentialsKey);
    expect(readRememberedCredentials()).toBeNull();
  });

  it('makes a new key per device', () => {
    saveRememberedCredentials({ name: 'player01', password: 'secret123' });
    const first = localStorage.getItem(STORAGE_KEYS.rememberedCredentialsKey);
    localStorage.clear();
    saveRememberedCredentials({ name: 'player01', password: 'secret123' });
    expect(localStorage.getItem(STORAGE_KEYS.rememberedCredentialsKey)).not.toBe(first);
  });

  it('reads null from tampered storage instead of throwing', () => {
    saveRememberedCredentials({ name: 'player01', password: 'secret123' });
    localStorage.setItem(STORAGE_KEYS.rememberedCredentials, 'not-a-cipher');
    expect(readRememberedCredentials()).toBeNull();
  });
});
