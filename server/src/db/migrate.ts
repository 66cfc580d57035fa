import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './db';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The advisory lock every migrating process takes (any constant all processes agree on; the
 * money functions and the seeders take their own).
 */
export const MIGRATION_LOCK_KEY = 20_003_201;

/**
 * Applies `migrations/NNN_name.sql` in file-name order, each once, each in its own
 * transaction together with its row in `schema_migrations`, so a failed migration
 * leaves nothing half-applied and is retried on the next start.
 *
 * Several processes may start at once on one PostgreSQL (a deploy of N replicas): each
 * transaction first takes a transaction-level advisory lock and reads `schema_migrations`
 * again under it, so each migration runs exactly once and the others wait for it, then skip
 * it. A transaction lock (not a session lock) because the pool may hand out any connection;
 * it is released by COMMIT or ROLLBACK, also when the process dies mid-migration.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const lock = (q: Queryable) => q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
  await db.tx(async (q) => {
    await lock(q);
    await q.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name TEXT PRIMARY KEY,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
  });
  const appliedNames = async (q: Queryable) =>
    new Set((await q.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const done = await appliedNames(db);
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    const ran = await db.tx(async (q) => {
      await lock(q);
      // Another process may have applied it while this one waited for the lock.
      if ((await appliedNames(q)).has(file)) return false;
      // Statements one by one: the extended protocol behind `query` runs a single statement.
      for (const statement of splitStatements(sql)) await q.query(statement);
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}

/**
 * Splits on `;` at line ends and drops whole-line comments. A dollar-quoted body (`$$ … $$`,
 * `$tag$ … $tag$`: a PL/pgSQL function) is one statement whatever `;` it holds.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let quote: string | null = null;
  const flush = () => {
    const statement = current.join('\n').replace(/;\s*$/, '').trim();
    if (statement.length > 0) statements.push(statement);
    current = [];
  };
  for (const line of sql.split('\n')) {
    if (quote === null && /^\s*--/.test(line)) continue;
    current.push(line);
    for (const tag of line.match(/\$[A-Za-z_]*\$/g) ?? []) {
      if (quote === null) quote = tag;
      else if (tag === quote) quote = null;
    }
    if (quote === null && /;\s*$/.test(line)) flush();
  }
  flush();
  return statements;
}
