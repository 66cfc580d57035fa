import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { toInt } from '../db/db';
import { promoPlayer } from '../security/promo-testing';
import { startTestApp, type TestApp } from '../testing';
import { chinaDate } from '../time/china';
import { boCall, signIn } from './testing';

/** Issue 30 part 7: the daily report's figures are the ledger's, to the fen. */
let t: TestApp;
before(async () => {
  t = await startTestApp({ dataDir: 'memory://' });
});
after(async () => {
  await t.stop();
});

/** The ledger's own sum of `kinds` today (China day), straight from ledger_transfers. */
async function ledgerSum(kinds: string[]): Promise<number> {
  const [row] = await t.db.query<{ total: unknown }>(
    `SELECT coalesce(sum(amount), 0) AS total FROM ledger_transfers
      WHERE kind = ANY($1::text[]) AND ((created_at AT TIME ZONE 'UTC') + interval '8 hours')::date = $2::date`,
    [kinds, chinaDate(new Date())],
  );
  return row ? toInt(row.total) : 0;
}

describe('reports/daily', () => {
  it("a seeded day's figures equal the ledger's sums to the fen", async () => {
    const p = promoPlayer(t);
    for (const balance of ['0', '0']) {
      const m = await p.member(balance);
      await t.paidDeposit(m.id, 123_45);
      await p.toVenue(m.token, 'HJZR', 100_00);
      const seat = await p.seat(m.token, 'HJZR');
      for (let i = 0; i < 3; i++) await p.baccarat(m.token, seat, 10_00);
    }
    const finance = await signIn(t, 'finance');
    const today = chinaDate(new Date());
    const answer = await boCall<bo.DailyRow[]>(
      t,
      bo.dailyReport.path,
      { from: today, to: today },
      finance.token,
    );
    assert.equal(answer.status_code, 6000, answer.message);
    const row = answer.data.find((r) => r.siteId === '1001');
    assert.ok(row, JSON.stringify(answer.data));
    assert.equal(row.deposits, await ledgerSum(['deposit']));
    assert.equal(row.withdrawals, await ledgerSum(['withdraw_approve']));
    const stakes = (await ledgerSum(['game_bet', 'sport_stake'])) - (await ledgerSum(['sport_refund']));
    const payouts = await ledgerSum(['game_win', 'sport_payout']);
    assert.deepEqual([row.stakes, row.payouts, row.ggrTotal], [stakes, payouts, stakes - payouts]);
    const casino = row.ggr.find((g) => g.product === 'HJZR');
    assert.ok(casino && casino.stakes >= 60_00, JSON.stringify(row.ggr));
    assert.equal(
      row.ggr.reduce((n, g) => n + g.ggr, 0),
      row.ggrTotal,
    );
    assert.equal(row.netRevenue, row.ggrTotal - row.bonusCost - row.adjustments);
    assert.ok(row.newPlayers >= 2 && row.activePlayers >= 2 && row.firstDepositors >= 2, JSON.stringify(row));
  });

  it('is refused to a role without reports.read, and bad dates are 6007', async () => {
    const cs = await signIn(t, 'cs');
    const today = chinaDate(new Date());
    const refused = await boCall(t, bo.dailyReport.path, { from: today, to: today }, cs.token);
    assert.equal(refused.status_code, 6003);
    const admin = await signIn(t, 'admin');
    const bad = await boCall(t, bo.dailyReport.path, { from: '2026-13-99x', to: today }, admin.token);
    assert.equal(bad.status_code, 6007);
  });
});
