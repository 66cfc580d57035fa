/**
 * localStorage with a fallback. Outside a browser (node tests, server rendering) and in
 * browsers that forbid storage (sandboxed frames throw on access, private modes throw on
 * write) the session keeps working in memory for the life of the page instead of crashing.
 */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

let fallback: MemoryStorage | null = null;

/** The page's localStorage, or an in-memory stand-in when there is none. */
export function getStorage(): Storage {
  try {
    if (typeof globalThis.localStorage !== 'undefined' && globalThis.localStorage !== null) {
      return globalThis.localStorage;
    }
  } catch {
    // Access itself throws SecurityError in sandboxed iframes: use memory.
  }
  fallback ??= new MemoryStorage();
  return fallback;
}

export function readItem(key: string): string | null {
  try {
    return getStorage().getItem(key);
  } catch {
    return null;
  }
}

/** Writes never throw: a full or forbidden storage must not break a login. */
export function writeItem(key: string, value: string): void {
  try {
    getStorage().setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value lives only in the atom.
  }
}

export function removeItem(key: string): void {
  try {
    getStorage().removeItem(key);
  } catch {
    // Nothing stored that we could remove.
  }
}

/** Every stored key that starts with `prefix`. */
export function keysWithPrefix(prefix: string): string[] {
  const storage = getStorage();
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && key.startsWith(prefix)) keys.push(key);
  }
  return keys;
}
