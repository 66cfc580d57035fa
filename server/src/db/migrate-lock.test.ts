import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startPostgres, type Started } from '../realtime/cluster-processes';
import { expectedMigrations } from '../http/ops';

const SERVER_DIR = join(import.meta.dirname, '..', '..');

/** One `prod-migrate.ts` process: its exit code, and the migrations it says it applied. */
function migrateProcess(
  databaseUrl: string,
): Promise<{ code: number | null; applied: string[]; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/prod-migrate.ts'], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.includes('"database ready"'));
      const applied = line ? (JSON.parse(line) as { applied: string[] }).applied : [];
      resolve({ code, applied, err });
    });
  });
}

describe('migrations when three processes start at once on one empty PostgreSQL', () => {
  let db: Started;
  before(async () => {
    db = await startPostgres();
  });
  after(async () => {
    await db?.stop();
  });

  it('every migration is applied exactly once, and all three processes start', async () => {
    const runs = await Promise.all([0, 1, 2].map(() => migrateProcess(db.url)));
    for (const r of runs) assert.equal(r.code, 0, r.err);
    const all = runs.flatMap((r) => r.applied).sort();
    assert.deepEqual(all, expectedMigrations(), 'each file applied by exactly one process');

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const rows = (await client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'))
        .rows;
      assert.deepEqual(
        rows.map((r) => r.name),
        expectedMigrations(),
      );
      // Seeded once too: the brands' site rows are not doubled.
      const again = await migrateProcess(db.url);
      assert.equal(again.code, 0, again.err);
      assert.deepEqual(again.applied, []);
    } finally {
      await client.end();
    }
  });
});
