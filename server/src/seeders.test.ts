import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { site } from '@site/shared/contract';
import type { Queryable } from './db/db';
import { runSeeders, type Seeder } from './db/seed';
import { SEEDERS, seed } from './seeders';
import { startTestApp, type TestApp } from './testing';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.stop());

const counts = async (q: Queryable): Promise<Record<string, string>> => {
  const [row] = await q.query<Record<string, unknown>>(
    `SELECT (SELECT count(*) FROM ads) AS ads, (SELECT count(*) FROM sponsors) AS sponsors, (SELECT count(*) FROM notices) AS notices,
            (SELECT count(*) FROM country_areas) AS areas, (SELECT count(*) FROM venues) AS venues, (SELECT count(*) FROM games) AS games,
            (SELECT count(*) FROM promotions) AS promotions`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, String(v)]));
};

describe('seeders', () => {
  it('lists each domain once, and the app start seeded the content of each', async () => {
    assert.deepEqual(
      SEEDERS.map((s) => s.name),
      ['site', 'casino', 'promotions'],
    );
    const seeded = await counts(t.db);
    for (const [table, n] of Object.entries(seeded)) assert.ok(Number(n) > 0, `${table} is empty`);
  });

  it('seeding again adds nothing and keeps what an operator changed', async () => {
    const before = await counts(t.db);
    await t.db.query(`UPDATE sponsors SET title = '运营修改的标题' WHERE id = 1`);
    await seed(t.db);
    assert.deepEqual(await counts(t.db), before);
    const sponsors = await t.api<{ id: number; title: string }[]>(site.sponsorContent.path, {});
    assert.equal(sponsors.data.find((s) => s.id === 1)?.title, '运营修改的标题');
  });

  it('runs the seeders in one transaction: a failing seeder leaves nothing of the others', async () => {
    const wrote: Seeder = {
      name: 'writes',
      seed: (q) => q.query(`DELETE FROM sponsors`).then(() => undefined),
    };
    const fails: Seeder = {
      name: 'fails',
      seed: async () => {
        throw new Error('seed failed');
      },
    };
    await assert.rejects(runSeeders(t.db, [wrote, fails]), /seed failed/);
    const [row] = await t.db.query<{ n: unknown }>('SELECT count(*) AS n FROM sponsors');
    assert.ok(Number(row?.n) > 0, 'the first seeder was rolled back');
  });
});
