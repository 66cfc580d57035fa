import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/db';
import { dropEndedRateWindows } from '../http/rate-limit';
import type { JobSpec } from '../jobs/jobs';
import { UPLOAD_LIMITS } from './quota';

/** An upload still in use: some member's avatar, or an image of a feedback not deleted. */
const IN_USE = `(
  EXISTS (SELECT 1 FROM members m WHERE m.id = u.member_id AND m.avatar = 'upload:' || u.id)
  OR EXISTS (SELECT 1 FROM feedbacks f WHERE f.member_id = u.member_id AND f.deleted_at IS NULL AND f.images ? u.id)
)`;

// Any constant the processes agree on: one cleanup at a time across them.
const CLEANUP_LOCK_KEY = 20_026_006;
const BATCH = 500;

/**
 * Removes uploads older than `olderThanMs` that are no one's avatar or live feedback image:
 * rows (and the member's quota with them) first, then files; then files on disk with no row
 * (left by an upload whose transaction did not commit). Safe on several processes at once:
 * one runs at a time (a transaction-level advisory lock), and a row being made an avatar or a
 * feedback image is locked by that transaction (uploads.owns), so it is skipped, or it is gone
 * before and that transaction answers 6004. Returns the number of files removed.
 */
export async function removeOrphanUploads(
  db: Db,
  dir: string,
  olderThanMs: number = UPLOAD_LIMITS.orphanAfterMs,
): Promise<number> {
  const ids = await db.tx(async (q) => {
    const [lock] = await q.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [
      CLEANUP_LOCK_KEY,
    ]);
    if (!lock?.ok) return null;
    await dropEndedRateWindows(q);
    const candidates = await q.query<{ id: string }>(
      `SELECT u.id FROM uploads u
        WHERE u.created_at < now() - $1::float8 * interval '1 millisecond' AND NOT ${IN_USE}
        ORDER BY u.created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      [olderThanMs],
    );
    if (candidates.length === 0) return [];
    // A new statement sees references committed while the candidates were being locked.
    const gone = await q.query<{ id: string }>(
      `WITH gone AS (
         DELETE FROM uploads u WHERE u.id = ANY($1::text[]) AND NOT ${IN_USE}
         RETURNING u.id, u.member_id, u.size_bytes
       ), per AS (
         SELECT member_id, count(*)::int AS files, sum(size_bytes)::bigint AS bytes FROM gone GROUP BY member_id
       ), usage AS (
         UPDATE upload_usage g SET files = g.files - per.files, bytes = g.bytes - per.bytes
           FROM per WHERE g.member_id = per.member_id RETURNING g.member_id
       )
       SELECT id FROM gone`,
      [candidates.map((c) => c.id)],
    );
    return gone.map((g) => g.id);
  });
  if (ids === null) return 0;
  let removed = 0;
  for (const id of ids) if (await unlinkQuietly(join(dir, id))) removed++;
  return removed + (await sweepStrayFiles(db, dir, olderThanMs));
}

async function unlinkQuietly(path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function sweepStrayFiles(db: Db, dir: string, olderThanMs: number): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => /^[a-f0-9]{32}$/.test(n));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const cutoff = Date.now() - olderThanMs;
  const old: string[] = [];
  for (const name of names) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (info && info.mtimeMs < cutoff) old.push(name);
  }
  if (old.length === 0) return 0;
  const known = new Set(
    (await db.query<{ id: string }>('SELECT id FROM uploads WHERE id = ANY($1::text[])', [old])).map(
      (r) => r.id,
    ),
  );
  let removed = 0;
  for (const name of old) if (!known.has(name) && (await unlinkQuietly(join(dir, name)))) removed++;
  return removed;
}

/** The cleanup as a job of the app, every ten minutes. */
export function uploadCleanupJob(db: Db, dir: string, everyMs = 10 * 60_000): JobSpec {
  return { name: 'uploads.orphan-cleanup', everyMs, run: () => removeOrphanUploads(db, dir) };
}
