import type { Db } from './db/db';
import { runSeeders, type Seeder } from './db/seed';
import { casinoSeeder } from './games/seed';
import { siteSeeder } from './site/seed';

/**
 * Every domain's demo content, in the one place that knows them all (db/ knows none).
 * A new domain with seeded rows adds its seeder here.
 */
export const SEEDERS: readonly Seeder[] = [siteSeeder, casinoSeeder];

/** Seeds the demo content of every domain: idempotent, run on every start. */
export function seed(db: Db, now = new Date()): Promise<void> {
  return runSeeders(db, SEEDERS, now);
}
