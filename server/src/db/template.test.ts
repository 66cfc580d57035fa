import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { migrate } from './migrate';
import { openDb } from './open';
import { writeDbTemplate } from './template-testing';

test('a database started from the test template has every migration and needs none again', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-template-test-'));
  try {
    const file = join(dir, 'migrated.tar');
    await writeDbTemplate(file);
    const db = await openDb({ dataDir: join(dir, 'data'), pgliteTemplate: new Blob([readFileSync(file)]) });
    try {
      const migrations = readdirSync(join(import.meta.dirname, 'migrations')).filter((f) =>
        f.endsWith('.sql'),
      );
      const applied = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      assert.deepEqual(
        applied.map((r) => r.name),
        migrations.sort(),
      );
      assert.deepEqual(await migrate(db), [], 'nothing left to apply');
      const members = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
      assert.equal(members[0]?.n, 0, 'schema only: seeding stays per app');
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
