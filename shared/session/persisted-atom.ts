import { atom, type WritableAtom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { readItem, removeItem, writeItem } from './storage';

/** How one persisted value is spelled in storage. `encode` returning null removes the key. */
export interface Codec<T> {
  decode: (raw: string) => T | undefined;
  encode: (value: T) => string | null;
}

export type PersistedAtom<T> = WritableAtom<T, [next: T | ((previous: T) => T)], void>;

function decodeOr<T>(raw: string | null, initialValue: T, codec: Codec<T>): T {
  return raw === null ? initialValue : (codec.decode(raw) ?? initialValue);
}

/**
 * A jotai atom mirrored to localStorage under `key` with the raw spelling of `codec`
 * (plain strings, "1"/"0"), not JSON, so the stored values read as SPEC §3 lists them.
 * Each store reads storage when it first reads the atom (jotai's atomWithStorage reads
 * once per atom at import time, which would leak values between stores), and a mounted
 * atom follows changes made by other tabs.
 */
export function persistedAtom<T>(key: string, initialValue: T, codec: Codec<T>): PersistedAtom<T> {
  const valueAtom = atomWithLazy(() => decodeOr(readItem(key), initialValue, codec));
  const persisted: PersistedAtom<T> = atom(
    (get) => get(valueAtom),
    (get, set, next) => {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(get(valueAtom)) : next;
      const raw = codec.encode(value);
      if (raw === null) removeItem(key);
      else writeItem(key, raw);
      set(valueAtom, value);
    },
  );
  persisted.onMount = (setValue) => {
    // The `storage` event fires only in the other tabs of the origin: logging out in one
    // tab logs out the rest.
    if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return undefined;
    const listener = (event: StorageEvent) => {
      if (event.key === key || event.key === null) setValue(decodeOr(readItem(key), initialValue, codec));
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  };
  return persisted;
}

/** A string that is removed from storage when null or empty. */
export const optionalText: Codec<string | null> = {
  decode: (raw) => (raw === '' ? null : raw),
  encode: (value) => (value === null || value === '' ? null : value),
};

export const flag: Codec<boolean> = {
  decode: (raw) => (raw === '1' ? true : raw === '0' ? false : undefined),
  encode: (value) => (value ? '1' : '0'),
};

/** One of a fixed set of strings; anything else stored reads as the initial value. */
export function oneOf<T extends string>(values: readonly T[]): Codec<T> {
  return {
    decode: (raw) => values.find((v) => v === raw),
    encode: (value) => value,
  };
}
