import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies `migrations/NNN_name.sql` in file-name order, each once, each in its own
 * transaction together with its row in `schema_migrations`, so a failed migration
 * leaves nothing half-applied and is retried on the next start.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name TEXT PRIMARY KEY,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    await db.tx(async (q) => {
      // Statements one by one: the extended protocol behind `query` runs a single statement.
      for (const statement of splitStatements(sql)) await q.query(statement);
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
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
