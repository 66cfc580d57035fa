import { openDb } from './db/open';
import { migrate } from './db/migrate';
import { installMoneyFunctions } from './money/venue-transfer-function';
import { seed } from './seeders';

/**
 * `npm run migrate:prod`: brings DATABASE_URL's schema to this build (migrations, the money
 * functions, the seeded rows) and exits, for a deploy step that runs before the new processes
 * start (a Kubernetes init container, a release job). The site's processes do the same at
 * start, so skipping this step is safe; running it on several machines at once is too (each
 * step holds an advisory lock: every migration is applied once). Prints one JSON line with
 * the migrations this run applied.
 */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required (postgres://…)');
  const db = await openDb({ databaseUrl, databasePoolMax: 2, dataDir: '' });
  try {
    const applied = await migrate(db);
    await installMoneyFunctions(db);
    await seed(db);
    console.log(JSON.stringify({ level: 'info', msg: 'database ready', pid: process.pid, applied }));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
