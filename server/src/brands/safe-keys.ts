import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { loadSecret } from '../auth/secrets';

/** A key lives this long after its last use. */
export const SAFE_KEY_TTL_MS = 12 * 3600_000;
/** A use pushes the expiry in the database at most this often per key (and process). */
const RENEW_EVERY_MS = 60_000;
/** Expired rows a handshake sweeps: each handshake adds one row and may drop this many. */
const SWEEP = 100;
/** Keys this process has seen alive lately: a bounded memo, not the truth (the table is). */
const MEMO_MAX = 50_000;

interface Seen {
  siteId: string;
  /** When this process last wrote the renewal (ms). */
  renewedAt: number;
}

/**
 * The safe-switch keys of client sessions (SPEC §7): one random key id per handshake, bound to
 * its brand, valid while used. The table `safe_keys` says which ids are alive, so a handshake on
 * one process and a call on another agree (issue 32); the AES key is derived from the id with a
 * secret every process loads from the database, so no key is stored. An unknown or expired id
 * gets 6008 SAFE_KEY_EXPIRED; the client asks for a new key and retries.
 */
export class SafeKeys {
  private readonly seen = new Map<string, Seen>();

  private constructor(
    private readonly db: Db,
    private readonly secret: Buffer,
    private readonly now: () => number,
  ) {}

  static async open(db: Db, now: () => number = Date.now): Promise<SafeKeys> {
    return new SafeKeys(db, await loadSecret(db, 'safe-keys'), now);
  }

  private keyFor(keyId: string): string {
    return createHmac('sha256', this.secret).update(`safe-key:${keyId}`).digest('base64');
  }

  async issue(siteId: string): Promise<{ keyId: string; key: string; expiresIn: number }> {
    const keyId = randomBytes(16).toString('hex');
    await this.db.query(
      `DELETE FROM safe_keys WHERE key_id IN (SELECT key_id FROM safe_keys WHERE expires_at < now() LIMIT ${SWEEP})`,
    );
    await this.db.query(
      `INSERT INTO safe_keys (key_id, site_id, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')`,
      [keyId, siteId, SAFE_KEY_TTL_MS],
    );
    this.remember(keyId, siteId);
    return { keyId, key: this.keyFor(keyId), expiresIn: SAFE_KEY_TTL_MS / 1000 };
  }

  /** The key of `keyId` for brand `siteId` while alive (each use extends it); null otherwise. */
  async keyOf(keyId: string | undefined, siteId: string): Promise<string | null> {
    if (!keyId || !/^[0-9a-f]{32}$/.test(keyId)) return null;
    const seen = this.seen.get(keyId);
    if (seen && seen.siteId === siteId && this.now() - seen.renewedAt < RENEW_EVERY_MS)
      return this.keyFor(keyId);
    // Renew and check in one statement: a row that expired (or another brand's) is not touched.
    const rows = await this.db.query(
      `UPDATE safe_keys SET expires_at = now() + $3 * interval '1 millisecond'
        WHERE key_id = $1 AND site_id = $2 AND expires_at > now() RETURNING key_id`,
      [keyId, siteId, SAFE_KEY_TTL_MS],
      { prepare: true },
    );
    if (rows.length === 0) {
      this.seen.delete(keyId);
      return null;
    }
    this.remember(keyId, siteId);
    return this.keyFor(keyId);
  }

  private remember(keyId: string, siteId: string): void {
    if (this.seen.size >= MEMO_MAX) this.seen.clear();
    this.seen.set(keyId, { siteId, renewedAt: this.now() });
  }
}
