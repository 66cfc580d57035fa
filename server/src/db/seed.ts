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

/** Runs the seeders in order, in one transaction: a failing seeder leaves nothing half-seeded. */
export async function runSeeders(db: Db, seeders: readonly Seeder[], now = new Date()): Promise<void> {
  await db.tx(async (q) => {
    for (const seeder of seeders) await seeder.seed(q, now);
  });
}
