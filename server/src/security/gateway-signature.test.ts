import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, funds } from '@site/shared/contract';
import { signCallback } from '../funds/gateway';
import { startTestApp, type TestApp } from '../testing';
import { centerOf, memberOn } from './testing';

const SECRET = 'test-gateway-secret-0123456789abcdef0123456789';
let t: TestApp;
before(async () => {
  // A production start: no dev tools.
  t = await startTestApp({ devTools: false, gatewaySecret: SECRET });
});
after(async () => {
  await t.stop();
});

async function order(token: string, amount = '20000'): Promise<string> {
  const body = await t.api(
    funds.pay.path,
    { payType: 'alipay', amount },
    { [Header.token]: token, [Header.requestId]: randomUUID() },
  );
  assert.equal(body.status_code, 6000, body.message);
  return funds.pay.response.parse(body.data).orderNo;
}

function callback(
  orderNo: string,
  over: Partial<{ amount: number; status: string; timestamp: number; nonce: string }> = {},
  secret = SECRET,
) {
  const body = {
    orderNo,
    amount: 2_000_000,
    status: 'paid' as const,
    timestamp: Date.now(),
    nonce: randomUUID().replace(/-/g, ''),
    ...over,
  };
  return { ...body, sign: signCallback(secret, body as Parameters<typeof signCallback>[1]) };
}

async function notify(payload: unknown): Promise<{ status: number; body: { ok: boolean; error?: string } }> {
  const res = await t.app.inject({ method: 'POST', url: '/pay/gateway/notify', payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}

describe('the payment gateway in a production start', () => {
  it('a member cannot complete its own order through the simulated gateway', async () => {
    const m = await memberOn(t);
    const orderNo = await order(m.token);
    const page = await t.app.inject({ method: 'GET', url: `/pay/gateway/${orderNo}` });
    assert.equal(page.statusCode, 200);
    assert.doesNotMatch(page.body, /模拟付款成功|\/complete/);
    assert.match(page.body, /未启用模拟支付/);
    const res = await t.app.inject({
      method: 'POST',
      url: `/pay/gateway/${orderNo}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    assert.equal(res.statusCode, 404);
    assert.equal(await centerOf(t, m.token), '0.00');
  });

  it('refuses unsigned, forged, stale, future and wrong-amount callbacks and credits nothing', async () => {
    const m = await memberOn(t);
    const orderNo = await order(m.token);
    const { sign: _drop, ...unsigned } = callback(orderNo);
    const cases = [
      unsigned,
      callback(orderNo, {}, 'the-player-guessed-this-secret-000000000000'),
      { ...callback(orderNo), sign: 'f'.repeat(64) },
      callback(orderNo, { timestamp: Date.now() - 10 * 60_000 }),
      callback(orderNo, { timestamp: Date.now() + 10 * 60_000 }),
      callback(orderNo, { amount: 100 }),
      { ...callback(orderNo), amount: 1 },
    ];
    for (const c of cases) {
      const res = await notify(c);
      assert.equal(res.status, 400, JSON.stringify(c));
      assert.equal(res.body.ok, false);
    }
    assert.equal(await centerOf(t, m.token), '0.00');
  });

  it('a correctly signed callback credits once; its replay is refused', async () => {
    const m = await memberOn(t);
    const orderNo = await order(m.token, '200.5');
    const good = callback(orderNo, { amount: 20_050 });
    const first = await notify(good);
    assert.equal(first.status, 200);
    assert.equal(await centerOf(t, m.token), '200.50');
    const replay = await notify(good);
    assert.equal(replay.status, 400);
    assert.match(replay.body.error ?? '', /重复/);
    const again = await notify(callback(orderNo, { amount: 20_050 }));
    assert.equal(again.status, 200, 'a fresh callback for a settled order is answered, not paid twice');
    assert.equal(await centerOf(t, m.token), '200.50');
    const status = await t.api(funds.getDepositOrderStatus.path, { orderNo }, { [Header.token]: m.token });
    assert.equal(funds.getDepositOrderStatus.response.parse(status.data).status, 'paid');
  });
});
