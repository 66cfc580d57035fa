import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestApp, type TestApp } from '../testing';
import { balanceOf, CENTER } from '../money/ledger';
import { grantReward, RewardAlreadyGrantedError, turnoverOwed } from './grant';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.stop());

test('a reward credits the center wallet once and records its turnover', async () => {
  const { userId } = await t.devMember();
  const memberId = Number(userId);
  const reward = {
    memberId,
    kind: 'vip_upgrade' as const,
    amountFen: 1_800,
    turnoverMultiple: 3,
    source: 'vip_upgrade',
    sourceRef: 'grade-1',
    title: 'VIP1 晋级礼金',
  };
  const granted = await t.db.tx((q) => grantReward(q, reward));
  assert.equal(granted.requiredFen, 5_400);
  await assert.rejects(
    t.db.tx((q) => grantReward(q, reward)),
    RewardAlreadyGrantedError,
  );
  assert.equal(await balanceOf(t.db, memberId, CENTER), 1_800);
  assert.equal(await turnoverOwed(t.db, memberId), 5_400);
});

test('a reward with no turnover multiple owes nothing', async () => {
  const { userId } = await t.devMember();
  const memberId = Number(userId);
  await t.db.tx((q) =>
    grantReward(q, {
      memberId,
      kind: 'rebate',
      amountFen: 250,
      turnoverMultiple: 0,
      source: 'rebate',
      sourceRef: '2026-11-22',
      title: '每日返水',
    }),
  );
  assert.equal(await turnoverOwed(t.db, memberId), 0);
  assert.equal(await balanceOf(t.db, memberId, CENTER), 250);
});
