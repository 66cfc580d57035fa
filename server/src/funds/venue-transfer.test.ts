/**
 * venue/transfer as ONE call of the SQL function venue_transfer (issue 16; generated from the money
 * policies since issue 27, money/venue-transfer-function.ts, whose rules money/door.test.ts checks): the
 * invariants the step-by-step path kept, checked on the new one. Embedded PGlite by default;
 * on a real PostgreSQL (row locks and READ COMMITTED between concurrent calls) with
 * `DATABASE_URL=… server/scripts/bank-test-pg.sh` (it runs this file too, on its own database).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, fenToYuanText, funds, member, type Envelope } from '@site/shared/contract';
import { toInt } from '../db/db';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await startTestApp(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {});
});
after(async () => {
  await t.stop();
});

const path = funds.venueTransfer.path;

function transfer(
  body: unknown,
  token: string,
  /** null: no request-id header */
  requestId: string | null = randomUUID(),
): Promise<Envelope<{ centerWalletBalance: string; venueBalance: string }>> {
  return t.api(path, body, { [Header.token]: token, [Header.requestId]: requestId ?? undefined });
}

/** The member's wallets in fen, by kind (venues by code). */
async function wallets(memberId: number): Promise<Record<string, number>> {
  const rows = await t.db.query<{ kind: string; venue_code: string | null; balance: unknown }>(
    'SELECT kind, venue_code, balance FROM ledger_accounts WHERE member_id = $1',
    [memberId],
  );
  return Object.fromEntries(rows.map((r) => [r.venue_code ?? r.kind, toInt(r.balance)]));
}

/**
 * The books of one member: every transfer is a zero-sum pair, every account's balance is the
 * sum of its entries, and no running balance was ever below zero.
 */
async function assertBooks(memberId: number): Promise<void> {
  const unpaired = await t.db.query(
    `SELECT t.id FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
      WHERE t.member_id = $1 GROUP BY t.id HAVING count(*) <> 2 OR sum(e.amount) <> 0`,
    [memberId],
  );
  assert.deepEqual(unpaired, [], 'every transfer is one zero-sum pair');
  const drift = await t.db.query(
    `SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.member_id = $1 GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`,
    [memberId],
  );
  assert.deepEqual(drift, [], 'balances are the sums of their entries');
  const negative = await t.db.query(
    `SELECT e.id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id = $1 AND e.balance_after < 0`,
    [memberId],
  );
  assert.deepEqual(negative, [], 'no running balance below zero');
}

describe('venue/transfer in one SQL call', () => {
  it('concurrent transfers of one member never overdraw: exactly what the balance allows moves', async () => {
    const m = await t.devMember({ balance: '10' });
    const id = Number(m.userId);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => transfer({ channelCode: 'AG', amount: '1', ty: 1 }, m.token)),
    );
    const codes = answers.map((a) => a.status_code);
    assert.equal(codes.filter((c) => c === 6000).length, 10, codes.join(','));
    assert.equal(codes.filter((c) => c === 6007).length, 20);
    for (const a of answers.filter((x) => x.status_code === 6007))
      assert.equal(a.message, '中心钱包余额不足');
    assert.deepEqual(await wallets(id), { center: 0, lock: 0, AG: 1000 });
    // Both directions at once, more out of the venue than it holds: never below zero either way.
    const mixed = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        transfer({ channelCode: 'AG', amount: i % 2 ? '1.5' : '0.5', ty: i % 2 ? 2 : 1 }, m.token),
      ),
    );
    assert.ok(mixed.every((a) => a.status_code === 6000 || a.status_code === 6007));
    const after = await wallets(id);
    assert.equal((after.center ?? 0) + (after.AG ?? 0), 1000, 'money is neither made nor lost');
    await assertBooks(id);
  });

  it('one request id moves money once, also when its repeats race each other', async () => {
    const m = await t.devMember({ balance: '100' });
    const requestId = randomUUID();
    const body = { channelCode: 'PG', amount: '7.77', ty: 1 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => transfer(body, m.token, requestId)));
    for (const a of answers) assert.deepEqual(a, answers[0]);
    assert.equal(answers[0]?.status_code, 6000, answers[0]?.message);
    assert.deepEqual(answers[0]?.data, {
      channelCode: 'PG',
      amount: '7.77',
      ty: 1,
      centerWalletBalance: '92.23',
      venueBalance: '7.77',
    });
    const moved = await t.db.query(
      'SELECT id FROM ledger_transfers WHERE member_id = $1 AND request_id = $2',
      [Number(m.userId), requestId],
    );
    assert.equal(moved.length, 1);
    // Another body under the same id is 6008 and moves nothing.
    const other = await transfer({ ...body, amount: '1' }, m.token, requestId);
    assert.deepEqual([other.status_code, other.message], [6008, '请求编号已用于另一笔操作，请刷新后重试']);
    assert.deepEqual(await wallets(Number(m.userId)), { center: 9223, lock: 0, PG: 777 });
    await assertBooks(Number(m.userId));
  });

  it('a refusal is the first answer and moves nothing, racing repeats included', async () => {
    const m = await t.devMember({ balance: '5' });
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        transfer({ channelCode: 'KY', amount: '6', ty: 1 }, m.token, requestId),
      ),
    );
    for (const a of answers) assert.deepEqual([a.status_code, a.message], [6007, '中心钱包余额不足']);
    const out = await transfer({ channelCode: 'KY', amount: '1', ty: 2 }, m.token);
    assert.deepEqual([out.status_code, out.message], [6007, '场馆 KY 余额不足']);
    const unknown = await transfer({ channelCode: 'NOPE', amount: '1', ty: 1 }, m.token);
    assert.deepEqual([unknown.status_code, unknown.message], [6007, '场馆不存在：NOPE']);
    assert.deepEqual(await wallets(Number(m.userId)), { center: 500, lock: 0 });
  });

  it('the session is checked in the same call: logged out, revoked, expired or another brand is 6001', async () => {
    const body = { channelCode: 'AG', amount: '1', ty: 1 };
    const loggedOut = await t.devMember({ balance: '10' });
    assert.equal(
      (await t.api(member.logout.path, {}, { [Header.token]: loggedOut.token })).status_code,
      6000,
    );
    assert.equal((await transfer(body, loggedOut.token)).status_code, 6001);

    const revoked = await t.devMember({ balance: '10' });
    assert.equal((await transfer(body, revoked.token)).status_code, 6000);
    // A password change elsewhere revokes every session of the member in the database.
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1', [Number(revoked.userId)]);
    assert.equal((await transfer(body, revoked.token)).status_code, 6001);

    const expired = await t.devMember({ balance: '10' });
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token = $1`, [
      expired.token,
    ]);
    assert.equal((await transfer(body, expired.token)).status_code, 6001);

    // A token issued on another brand (brand 1002 itself takes only encrypted calls).
    const otherBrand = await t.devMember({ balance: '10' });
    await t.db.query(`UPDATE sessions SET site_id = '1002' WHERE token = $1`, [otherBrand.token]);
    assert.equal((await transfer(body, otherBrand.token)).status_code, 6001);

    for (const m of [loggedOut, revoked, expired, otherBrand]) {
      const keys = await t.db.query('SELECT request_id FROM idempotency_keys WHERE member_id = $1', [
        Number(m.userId),
      ]);
      assert.equal(keys.length, m === revoked ? 1 : 0, 'a refused session claims no request id');
    }
    assert.deepEqual(await wallets(Number(revoked.userId)), { center: 900, lock: 0, AG: 100 });
  });

  it('answers keep their order: a dead session is 6001 whatever the body or headers, a live one 6007', async () => {
    const live = await t.devMember({ balance: '10' });
    const dead = 'f'.repeat(64);
    const bad = { channelCode: 'AG', amount: '1', ty: 3 };
    const good = { channelCode: 'AG', amount: '1', ty: 1 };
    assert.equal((await transfer(bad, dead)).status_code, 6001);
    assert.equal((await transfer(good, dead, null)).status_code, 6001);
    // A NUL is refused before any session check on every call (the API guard): the same here.
    const nul = { ...good, channelCode: 'AG\u0000' };
    const balanceCall = await t.api(
      funds.venueBalance.path,
      { channelCode: nul.channelCode },
      { [Header.token]: dead },
    );
    assert.deepEqual(await transfer(nul, dead), balanceCall);
    assert.equal(balanceCall.status_code, 6007);
    assert.equal((await transfer(bad, live.token)).status_code, 6007);
    const noId = await transfer(good, live.token, null);
    assert.deepEqual([noId.status_code, noId.message], [6007, '缺少请求编号（request-id 请求头）']);
    const badId = await transfer(good, live.token, 'not a request id!');
    assert.equal(badId.status_code, 6007);
  });

  it('formats money in SQL exactly as fenToYuanText does', async () => {
    const values = [0, 1, 9, 10, 99, 100, 101, 1234, 100000, 12345678901, -1, -101, 9007199254740991];
    const rows = await t.db.query<{ text: string }>(
      'SELECT fen_to_yuan_text(v) AS text FROM unnest($1::bigint[]) WITH ORDINALITY AS x (v, n) ORDER BY n',
      [values.map(String)],
    );
    assert.deepEqual(
      rows.map((r) => r.text),
      values.map(fenToYuanText),
    );
  });
});
