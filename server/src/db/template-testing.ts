import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from './migrate';
import { pgliteDb } from './open';

/**
 * A migrated PGlite data folder for the server tests (issue 27: the test command's time).
 * PGlite's initdb is most of a test app's start (about 15 s of 18 on a loaded 2-core machine;
 * loading a tarball of a data folder takes about 4), so `scripts/test.mjs` makes one tarball
 * per run with every migration applied and names it in SITE_TEST_DB_TEMPLATE, and each test
 * app of the run starts from it. buildApp then migrates (nothing left to apply) and seeds it,
 * exactly as it does an empty database. Seeding stays per app: its rows may depend on the time.
 */
export const TEMPLATE_VARIABLE = 'SITE_TEST_DB_TEMPLATE';

/** Writes the tarball of a freshly migrated database to `file`. */
export async function writeDbTemplate(file: string): Promise<void> {
  const lite = await PGlite.create('memory://');
  try {
    await migrate(pgliteDb(lite));
    const dump = await lite.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await lite.close();
  }
}

let cached: Blob | null | undefined;

/** The run's template (read once per test process), or null when the run has none. */
export function dbTemplate(): Blob | null {
  if (cached !== undefined) return cached;
  const file = process.env[TEMPLATE_VARIABLE];
  cached = file && existsSync(file) ? new Blob([readFileSync(file)]) : null;
  return cached;
}
