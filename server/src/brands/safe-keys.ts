import { randomBytes } from 'node:crypto';

/** A key lives this long after its last use. */
export const SAFE_KEY_TTL_MS = 12 * 3600_000;
/** At most this many live keys (oldest dropped first): a flood of handshakes cannot exhaust memory. */
const MAX_KEYS = 100_000;

interface Entry {
  siteId: string;
  key: string;
  expiresAt: number;
}

/**
 * The safe-switch keys of client sessions (SPEC §7), in memory: one random key per
 * handshake, bound to its brand, valid while used. After a restart a client's key is
 * unknown; it gets 6008 SAFE_KEY_EXPIRED, asks for a new key and retries.
 */
export class SafeKeys {
  private readonly keys = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(siteId: string): { keyId: string; key: string; expiresIn: number } {
    const keyId = randomBytes(16).toString('hex');
    const key = randomBytes(32).toString('base64');
    if (this.keys.size >= MAX_KEYS) {
      const oldest = this.keys.keys().next().value;
      if (oldest !== undefined) this.keys.delete(oldest);
    }
    this.keys.set(keyId, { siteId, key, expiresAt: this.now() + SAFE_KEY_TTL_MS });
    return { keyId, key, expiresIn: SAFE_KEY_TTL_MS / 1000 };
  }

  /** The key of `keyId` for brand `siteId` while alive (each use extends it); null otherwise. */
  keyOf(keyId: string | undefined, siteId: string): string | null {
    if (!keyId) return null;
    const entry = this.keys.get(keyId);
    if (!entry || entry.siteId !== siteId) return null;
    if (entry.expiresAt <= this.now()) {
      this.keys.delete(keyId);
      return null;
    }
    entry.expiresAt = this.now() + SAFE_KEY_TTL_MS;
    return entry.key;
  }
}
