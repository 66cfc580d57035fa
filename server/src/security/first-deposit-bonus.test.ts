import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, funds, promotions } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../testing';

/**
 * The first-deposit bonus (promotion 101: "申请后完成首次存款（100元起）") pays on the first
 * deposit only. A first deposit under the 100-yuan minimum used to leave the join open, so a
 * later deposit of any size drew the 100% "first deposit" bonus: payment without the condition.
 */
let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.stop();
});

const deposit = (memberId: number, fen: number) => t.paidDeposit(memberId, fen);

describe('first-deposit bonus', () => {
  it('a small first deposit, then a big second one: no bonus on the second', async () => {
    const m = await t.devMember();
    const headers = { [Header.token]: m.token, [Header.requestId]: randomUUID() };
    const joined = await t.api(promotions.joinActivity.path, { id: 101 }, headers);
    assert.equal(joined.status_code, 6000, joined.message);
    await deposit(Number(m.userId), 1_000);
    await deposit(Number(m.userId), 50_000);
    const balance = await t.api<{ centerWalletBalance: string }>(
      funds.getBalance.path,
      {},
      { [Header.token]: m.token },
    );
    assert.equal(balance.data.centerWalletBalance, '510.00', 'deposits only, no bonus');
  });
});
