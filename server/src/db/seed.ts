import type { Db, Queryable } from './db';

/**
 * One domain's demo content. Each domain owns its seeder beside its data (site/seed.ts,
 * games/seed.ts); the list of them is kept in one place, src/seeders.ts, so db/ knows
 * how to run seeders and nothing of the domains.
 */
export interface Seeder {
  /** For logs and errors: which domain's content this is. */
  name: string;
  /**
   * Idempotent: every row has a fixed key and `ON CONFLICT DO NOTHING`, so running it on
   * each start adds what is missing and changes nothing that is there (an operator's
   * edits survive). Runs in the caller's transaction.
   */
  seed(q: Queryable, now: Date): Promise<void>;
}

/** The advisory lock of seeding: replicas starting at once seed one after the other. */
const SEED_LOCK_KEY = 20_003_202;

/**
 * Runs the seeders in order, in one transaction: a failing seeder leaves nothing half-seeded.
 * Under a transaction-level advisory lock: two processes inserting the same keys at once can
 * deadlock on each other's unique-index entries; one after the other, the second adds nothing.
 */
export async function runSeeders(db: Db, seeders: readonly Seeder[], now = new Date()): Promise<void> {
  await db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    for (const seeder of seeders) await seeder.seed(q, now);
  });
}
