import assert from 'node:assert/strict';
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { member, site } from '@site/shared/contract';
import { startTestApp } from '../testing';
import { splitStatements } from './migrate';

let dataDir = '';
after(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('database', () => {
  it('keeps members, sessions and content across a restart of the same data folder', async () => {
    const first = await startTestApp();
    dataDir = first.dataDir;
    const m = await first.devMember({ balance: '88.80' });
    const notices = await first.api<{ total: number }>(site.queryNoticeListByPage.path, {});
    await first.stop({ keepData: true });

    const second = await startTestApp({ dataDir });
    try {
      const info = await second.api(member.memberInfo.path, {}, { token: m.token });
      assert.equal(info.status_code, 6000, info.message);
      const balance = await second.api<{ centerWalletBalance: string }>(
        member.getBalance.path,
        {},
        { token: m.token },
      );
      assert.equal(balance.data.centerWalletBalance, '88.80');
      // Seeding again on start adds nothing twice.
      const again = await second.api<{ total: number }>(site.queryNoticeListByPage.path, {});
      assert.equal(again.data.total, notices.data.total);
      const migrations = await second.db.query<{ name: string }>(
        'SELECT name FROM schema_migrations ORDER BY name',
      );
      // Every migration file applied, each once.
      const files = readdirSync(join(dirname(fileURLToPath(import.meta.url)), 'migrations'))
        .filter((f) => f.endsWith('.sql'))
        .sort();
      assert.deepEqual(
        migrations.map((r) => r.name),
        files,
      );
    } finally {
      await second.stop({ keepData: true });
    }
  });

  it('splits a migration into statements and drops comments', () => {
    const sql = '-- a comment;\nCREATE TABLE a (x INT);\n\nCREATE TABLE b (\n  y INT -- trailing\n);\n';
    assert.deepEqual(splitStatements(sql), [
      'CREATE TABLE a (x INT)',
      'CREATE TABLE b (\n  y INT -- trailing\n)',
    ]);
  });
});
