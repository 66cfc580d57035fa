import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { member } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.stop();
});

describe('member calls', () => {
  it('returns the info of a dev-tools member', async () => {
    const m = await t.devMember({ bindPhone: true, bindRealName: true, balance: '100.00' });
    const body = await t.api(member.memberInfo.path, {}, { token: m.token });
    assert.equal(body.status_code, 6000, body.message);
    const info = member.memberInfo.response.parse(body.data);
    assert.equal(info.userId, m.userId);
    assert.equal(info.name, m.name);
    assert.equal(info.bindPhone, true);
    assert.equal(info.bindRealName, true);
    assert.match(info.phone, /^138\*{4}\d{4}$/);
  });

  it('returns the balance as yuan text, lock money included when asked', async () => {
    const m = await t.devMember({ balance: '1234.5' });
    const body = await t.api(member.getBalance.path, { withLockMoney: true }, { token: m.token });
    assert.deepEqual(body.data, { centerWalletBalance: '1234.50', lockMoney: '0.00' });
  });

  it('counts unread letters and feedback replies', async () => {
    const m = await t.devMember();
    const unread = await t.api(member.getUnreadForType.path, {}, { token: m.token });
    const counts = member.getUnreadForType.response.parse(unread.data);
    assert.equal(counts.notice_count, 1);
    assert.equal(counts.brnotice_count, 0);
    const feedback = await t.api(member.feedbackUnreadNum.path, {}, { token: m.token });
    assert.deepEqual(feedback.data, { count: 0 });
  });

  it('refuses a second member with the same name', async () => {
    await t.devMember({ name: 'twin2024' });
    const res = await t.app.inject({ method: 'POST', url: '/dev/members', payload: { name: 'twin2024' } });
    assert.equal(res.statusCode, 409);
  });
});

describe('login expired (6001)', () => {
  const paths = [
    member.memberInfo,
    member.getBalance,
    member.getUnreadForType,
    member.feedbackUnreadNum,
    member.logout,
  ].map((e) => e.path);

  it('answers 6001 without a token, for every member call', async () => {
    for (const path of paths) {
      const body = await t.api(path, {});
      assert.deepEqual([body.status_code, body.message], [6001, '请重新登录'], path);
    }
  });

  it('answers 6001 for an unknown token', async () => {
    const body = await t.api(member.memberInfo.path, {}, { token: 'f'.repeat(64) });
    assert.equal(body.status_code, 6001);
    assert.equal((await t.api(member.memberInfo.path, {}, { token: 'not-a-token' })).status_code, 6001);
  });

  it('answers 6001 after logout revoked the token', async () => {
    const m = await t.devMember();
    assert.equal((await t.api(member.logout.path, {}, { token: m.token })).status_code, 6000);
    assert.equal((await t.api(member.memberInfo.path, {}, { token: m.token })).status_code, 6001);
  });

  it('answers 6001 for an expired session', async () => {
    const m = await t.devMember();
    const expired = await t.sessions.createSession(Number(m.userId), '1001', undefined, -1000);
    assert.equal((await t.api(member.memberInfo.path, {}, { token: expired })).status_code, 6001);
    const fresh = await t.sessions.createSession(Number(m.userId), '1001');
    assert.equal((await t.api(member.memberInfo.path, {}, { token: fresh })).status_code, 6000);
  });

  it('keeps balances from going negative at the database level', async () => {
    const m = await t.devMember();
    await assert.rejects(
      t.db.query(`UPDATE ledger_accounts SET balance = -1 WHERE member_id = $1 AND kind = 'center'`, [
        Number(m.userId),
      ]),
    );
  });
});

describe('dev outbox', () => {
  it('lists sent codes as a JSON array', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    assert.equal(res.statusCode, 200);
    assert.ok(Array.isArray(res.json()));
  });
});
