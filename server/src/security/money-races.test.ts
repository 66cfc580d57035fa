import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, funds, memberArea, promotions } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../testing';

/**
 * The money paths under a burst of parallel calls with distinct request ids (issue 10
 * follow-up): the member lock of every money call keeps each check true until it commits,
 * so no burst pays twice or drives a balance or the points below zero.
 */
let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.stop();
});

const money = <T = unknown>(path: string, body: unknown, token: string) =>
  t.api<T>(path, body, { [Header.token]: token, [Header.requestId]: randomUUID() });

async function walletRows(memberId: number): Promise<Array<{ wallet: string; fen: number }>> {
  const rows = await t.db.query<{ wallet: string; fen: unknown }>(
    `SELECT kind || ':' || coalesce(venue_code, '') AS wallet, balance AS fen FROM ledger_accounts WHERE member_id = $1`,
    [memberId],
  );
  return rows.map((r) => ({ wallet: r.wallet, fen: Number(r.fen) }));
}

describe('parallel money calls with distinct request ids', () => {
  it('20 transfers of 10 yuan into a venue from 100 yuan: exactly 10 pass, nothing goes negative', async () => {
    const m = await t.devMember({ balance: '100' });
    const body = { channelCode: 'AG', amount: '10', ty: 1 };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => money(funds.venueTransfer.path, body, m.token)),
    );
    const codes = answers.map((a) => a.status_code);
    assert.equal(codes.filter((c) => c === 6000).length, 10, codes.join(','));
    assert.equal(codes.filter((c) => c === 6007).length, 10, codes.join(','));
    const rows = await walletRows(Number(m.userId));
    for (const r of rows) assert.ok(r.fen >= 0, `${r.wallet} ${r.fen}`);
    assert.equal(
      rows.reduce((a, r) => a + r.fen, 0),
      10_000,
      'the total is what was there',
    );
  });

  it('transfers out racing transfers in never create money', async () => {
    const m = await t.devMember({ balance: '50' });
    const calls = Array.from({ length: 16 }, (_, i) =>
      money(funds.venueTransfer.path, { channelCode: 'PG', amount: '25', ty: i % 2 === 0 ? 1 : 2 }, m.token),
    );
    await Promise.all(calls);
    const rows = await walletRows(Number(m.userId));
    for (const r of rows) assert.ok(r.fen >= 0, `${r.wallet} ${r.fen}`);
    assert.equal(
      rows.reduce((a, r) => a + r.fen, 0),
      5_000,
    );
  });

  it('10 exchanges of a 100-point item with 150 points: one passes, points stay at 50', async () => {
    const m = await t.devMember();
    const id = Number(m.userId);
    await t.db.query(
      `INSERT INTO game_rounds (member_id, round_id, venue_code, game_code, kind, stake, win, detail) VALUES ($1, $2, 'PG', 'x', 'slot', 15000, 0, '{}')`,
      [id, `audit-${randomUUID()}`],
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        money(memberArea.activityTopGiftExchange.path, { itemId: 1 }, m.token),
      ),
    );
    const codes = answers.map((a) => a.status_code);
    assert.equal(codes.filter((c) => c === 6000).length, 1, codes.join(','));
    const info = await t.api<{ points: number; spent: number }>(
      memberArea.activityTopGiftInfo.path,
      {},
      { [Header.token]: m.token },
    );
    assert.equal(info.data.spent, 100);
    assert.equal(info.data.points, 50);
  });
});

describe('guests on the newer money paths', () => {
  it('answer 6001 and pay nothing without a session', async () => {
    const calls: Array<[string, unknown]> = [
      [promotions.joinActivity.path, { id: 101 }],
      [promotions.confirmInfo.path, { id: 103, action: 'sign' }],
      [memberArea.vipWeekReceiveAll.path, {}],
      [memberArea.activityTopGiftExchange.path, { itemId: 1 }],
      [funds.utcTransfer.path, { from: 'center', to: 'AG', amount: '1' }],
      [funds.recycle.path, {}],
    ];
    for (const [path, body] of calls) {
      const answer = await t.api(path, body, { [Header.requestId]: randomUUID() });
      assert.equal(answer.status_code, 6001, path);
    }
  });
});
