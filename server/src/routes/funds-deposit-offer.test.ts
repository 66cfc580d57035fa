import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, funds, promotions, type Envelope } from '@site/shared/contract';
import { memberMessages } from '../messages/members';
import { startTestApp, type TestApp } from '../testing';

// Issue 28 items 2 and 12: the deposit page's 申请首存优惠 box, and the birthday before a deposit.
let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.stop();
});

function call<T = unknown>(path: string, body: unknown, token: string): Promise<Envelope<T>> {
  return t.api<T>(path, body, { [Header.token]: token, [Header.requestId]: randomUUID() });
}

async function center(token: string): Promise<string> {
  const body = await call<{ centerWalletBalance: string }>(funds.getBalance.path, {}, token);
  return body.data.centerWalletBalance;
}

async function complete(orderNo: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/pay/gateway/${orderNo}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  assert.match(res.body, /data-status="paid"/);
}

async function offers(token: string) {
  return funds.querySiteDepositRewardConfigList.response.parse(
    (await call(funds.querySiteDepositRewardConfigList.path, {}, token)).data,
  );
}

async function bonuses(memberId: string) {
  return t.db.query<{ amount_fen: unknown; required_fen: unknown }>(
    `SELECT amount_fen, required_fen FROM reward_turnover WHERE member_id = $1 AND source = 'promotion'`,
    [Number(memberId)],
  );
}

async function orders(memberId: string): Promise<number> {
  const [row] = await t.db.query<{ n: unknown }>(
    'SELECT count(*) AS n FROM deposit_orders WHERE member_id = $1',
    [Number(memberId)],
  );
  return Number(row?.n);
}

describe('the first-deposit offer on the deposit page', () => {
  it('lists 101 as not joined, with its kind and turnover multiple, for a new member', async () => {
    const m = await t.devMember();
    const [offer] = await offers(m.token);
    assert.deepEqual(
      { id: offer?.id, kind: offer?.kind, joined: offer?.joined, turnoverMultiple: offer?.turnoverMultiple },
      { id: 101, kind: 'firstDeposit', joined: false, turnoverMultiple: 10 },
    );
  });

  it('ticked: the order joins 101 and the credit pays the 100% bonus with its 10x turnover', async () => {
    const m = await t.devMember();
    const order = await call(
      funds.pay.path,
      { payType: 'alipay', amount: '500', joinPromotionId: 101 },
      m.token,
    );
    assert.equal(order.status_code, 6000, order.message);
    assert.equal((await offers(m.token))[0]?.joined, true, 'joined with the order, before the credit');
    await complete(funds.pay.response.parse(order.data).orderNo);
    assert.equal(await center(m.token), '1000.00');
    assert.deepEqual(
      (await bonuses(m.userId)).map((b) => [Number(b.amount_fen), Number(b.required_fen)]),
      [[50_000, 500_000]],
    );
    assert.deepEqual(
      (await offers(m.token)).map((o) => o.id),
      [102],
      'paid: 101 no longer offered (the daily again-deposit offer now is)',
    );
  });

  it('not ticked: no join, no bonus on the credit, and the offer is gone afterwards', async () => {
    const m = await t.devMember();
    const order = await call(funds.pay.path, { payType: 'alipay', amount: '500' }, m.token);
    assert.equal(order.status_code, 6000, order.message);
    assert.equal((await offers(m.token))[0]?.joined, false);
    await complete(funds.pay.response.parse(order.data).orderNo);
    assert.equal(await center(m.token), '500.00');
    assert.deepEqual(await bonuses(m.userId), []);
    assert.deepEqual(
      (await offers(m.token)).map((o) => o.id),
      [102],
    );
  });

  it('ticked after joining on the promotion page: the join counts, once', async () => {
    const m = await t.devMember();
    assert.equal((await call(promotions.joinActivity.path, { id: 101 }, m.token)).status_code, 6000);
    const order = await call(
      funds.pay.path,
      { payType: 'alipay', amount: '200', joinPromotionId: 101 },
      m.token,
    );
    assert.equal(order.status_code, 6000, order.message);
    await complete(funds.pay.response.parse(order.data).orderNo);
    assert.equal(await center(m.token), '400.00');
  });

  it('an offer the member may not join refuses the order with the reason, and places none', async () => {
    const m = await t.devMember();
    const again = await call(
      funds.pay.path,
      { payType: 'alipay', amount: '500', joinPromotionId: 102 },
      m.token,
    );
    assert.deepEqual([again.status_code, again.message], [6012, '本活动需先完成首次存款']);
    const other = await call(
      funds.pay.path,
      { payType: 'alipay', amount: '500', joinPromotionId: 103 },
      m.token,
    );
    assert.equal(other.status_code, 6007, 'not a deposit promotion');
    assert.equal(await orders(m.userId), 0);
    assert.equal((await offers(m.token))[0]?.joined, false);
  });
});

describe('a deposit needs an adult birthday (SPEC §5)', () => {
  it('no birthday on file: 6035 with the bets’ message, and no order', async () => {
    const m = await t.devMember({ birthday: null });
    const res = await call(
      funds.pay.path,
      { payType: 'alipay', amount: '100', joinPromotionId: 101 },
      m.token,
    );
    assert.deepEqual([res.status_code, res.message], [6035, memberMessages.birthdayRequired]);
    assert.equal(await orders(m.userId), 0);
    assert.equal((await offers(m.token))[0]?.joined, false, 'nor a join');
  });

  it('under 18: 6035 underAge', async () => {
    const year = new Date().getUTCFullYear() - 17;
    const m = await t.devMember({ birthday: `${year}-01-01` });
    const res = await call(funds.pay.path, { payType: 'wechat', amount: '100' }, m.token);
    assert.deepEqual([res.status_code, res.message], [6035, memberMessages.underAge]);
    assert.equal(await orders(m.userId), 0);
  });

  it('dev-tool members are adults by default, so test members deposit', async () => {
    const m = await t.devMember();
    assert.equal(
      (await call(funds.pay.path, { payType: 'wechat', amount: '100' }, m.token)).status_code,
      6000,
    );
  });
});
