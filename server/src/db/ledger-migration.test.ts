import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { toInt } from './db';
import { migrate } from './migrate';
import { openDb } from './open';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

describe('migration 004: wallets into the ledger', () => {
  it('carries balance and lock money over as ledger pairs, and leaves wallets as a read-only view', async () => {
    const before = mkdtempSync(join(tmpdir(), 'ledger-migration-'));
    const db = await openDb({ dataDir: 'memory://' });
    try {
      for (const f of ['001_init.sql', '002_site_content.sql'])
        copyFileSync(join(MIGRATIONS, f), join(before, f));
      await migrate(db, before);
      for (const [name, balance, lock] of [
        ['old1', 50_000, 10_000],
        ['old2', 0, 0],
        ['old3', 123, 0],
      ] as const) {
        const [m] = await db.query<{ id: unknown }>(
          `INSERT INTO members (name, password_hash) VALUES ($1, 'x') RETURNING id`,
          [name],
        );
        await db.query('INSERT INTO wallets (member_id, balance, lock_money) VALUES ($1, $2, $3)', [
          toInt(m?.id),
          balance,
          lock,
        ]);
      }
      const applied = await migrate(db);
      assert.ok(applied.includes('004_ledger.sql'));

      const wallets = await db.query<{ name: string; balance: unknown; lock_money: unknown }>(
        'SELECT m.name, w.balance, w.lock_money FROM wallets w JOIN members m ON m.id = w.member_id ORDER BY m.name',
      );
      assert.deepEqual(
        wallets.map((w) => [w.name, toInt(w.balance), toInt(w.lock_money)]),
        [
          ['old1', 50_000, 10_000],
          ['old2', 0, 0],
          ['old3', 123, 0],
        ],
      );
      const [sum] = await db.query<{ s: unknown }>('SELECT sum(balance) AS s FROM ledger_accounts');
      assert.equal(toInt(sum?.s), 0, 'the migration system account balances the books');
      const pairs = await db.query(
        `SELECT t.id FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id GROUP BY t.id HAVING count(*) <> 2 OR sum(e.amount) <> 0`,
      );
      assert.deepEqual(pairs, []);
      const [n] = await db.query<{ n: unknown }>(
        `SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'migration'`,
      );
      assert.equal(toInt(n?.n), 3);
      await assert.rejects(
        db.query('UPDATE wallets SET balance = 1'),
        'the view is not a way around the ledger',
      );
    } finally {
      await db.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
