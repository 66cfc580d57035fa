import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, funds, type Envelope } from '@site/shared/contract';
import { safeClient } from '../http/safe-testing';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.stop();
});

function call<T = unknown>(
  path: string,
  body: unknown,
  token: string,
  extra: Record<string, string> = {},
): Promise<Envelope<T>> {
  return t.api<T>(path, body, { [Header.token]: token, [Header.requestId]: randomUUID(), ...extra });
}

async function center(token: string): Promise<string> {
  const body = await t.api<{ centerWalletBalance: string }>(
    funds.getBalance.path,
    {},
    { [Header.token]: token },
  );
  return body.data.centerWalletBalance;
}

async function gateway(
  orderNo: string,
  action: 'complete' | 'fail',
): Promise<{ status: number; body: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/pay/gateway/${orderNo}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  return { status: res.statusCode, body: res.body };
}

describe('deposit', () => {
  it('payment/types lists bank card, Alipay, WeChat and USDT with limits and the USDT rate', async () => {
    const m = await t.devMember();
    const body = await call(funds.paymentTypes.path, {}, m.token);
    const types = funds.paymentTypes.response.parse(body.data);
    assert.deepEqual(
      types.map((x) => x.payType),
      ['bank', 'alipay', 'wechat', 'usdt'],
    );
    assert.equal(types.find((x) => x.payType === 'usdt')?.rate, '7.20');
    assert.equal(types.find((x) => x.payType === 'alipay')?.minAmount, '50.00');
  });

  it('pay → simulated gateway → paid: the center wallet is credited exactly once', async () => {
    const m = await t.devMember({ balance: '1' });
    const order = await call(funds.pay.path, { payType: 'alipay', amount: '200.5' }, m.token);
    assert.equal(order.status_code, 6000, order.message);
    const o = funds.pay.response.parse(order.data);
    assert.equal(o.status, 'pending');
    assert.equal(o.amount, '200.50');
    assert.equal(o.payUrl, `/pay/gateway/${o.orderNo}`);
    assert.equal(o.account, null);
    const page = await t.app.inject({ method: 'GET', url: o.payUrl });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /模拟支付/);
    assert.match(page.body, /¥200\.50/);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    const paid = await Promise.all([gateway(o.orderNo, 'complete'), gateway(o.orderNo, 'complete')]);
    assert.ok(paid.every((p) => p.status === 200 && p.body.includes('data-status="paid"')));
    assert.equal(await center(m.token), '201.50');
    assert.match((await gateway(o.orderNo, 'complete')).body, /未重复入账/);
    assert.equal(
      (await gateway(o.orderNo, 'fail')).body.includes('data-status="paid"'),
      true,
      'a paid order cannot fail',
    );
    assert.equal(await center(m.token), '201.50');
    const status = await call(funds.getDepositOrderStatus.path, { orderNo: o.orderNo }, m.token);
    assert.equal(funds.getDepositOrderStatus.response.parse(status.data).status, 'paid');
  });

  it('a failed or closed payment credits nothing', async () => {
    const m = await t.devMember();
    const a = funds.pay.response.parse(
      (await call(funds.pay.path, { payType: 'wechat', amount: '60' }, m.token)).data,
    );
    assert.match((await gateway(a.orderNo, 'fail')).body, /data-status="failed"/);
    const b = funds.pay.response.parse(
      (await call(funds.pay.path, { payType: 'wechat', amount: '60' }, m.token)).data,
    );
    const closed = await call(funds.closeOrder.path, { orderNo: b.orderNo }, m.token);
    assert.equal(funds.closeOrder.response.parse(closed.data).status, 'closed');
    assert.match((await gateway(b.orderNo, 'complete')).body, /data-status="closed"/);
    assert.equal(await center(m.token), '0.00');
  });

  it('bank-card and USDT orders name the account to pay to; USDT at the rate', async () => {
    const m = await t.devMember({ bindRealName: true });
    const bank = funds.pay.response.parse(
      (await call(funds.pay.path, { payType: 'bank', amount: '100' }, m.token)).data,
    );
    assert.equal(bank.account?.accountNo, '6222020000000000001');
    const usdt = funds.pay.response.parse(
      (await call(funds.pay.path, { payType: 'usdt', amount: '720', protocol: 'TRC20' }, m.token)).data,
    );
    assert.equal(usdt.account?.coinAmount, '100.000000');
    assert.equal(usdt.account?.rate, '7.20');
    const signal = await call(funds.createSignalCode.path, { orderNo: bank.orderNo }, m.token);
    const code = funds.createSignalCode.response.parse(signal.data).signalCode;
    assert.match(code, /^[A-Z2-9]{6}$/);
    assert.equal(
      funds.createSignalCode.response.parse(
        (await call(funds.createSignalCode.path, { orderNo: bank.orderNo }, m.token)).data,
      ).signalCode,
      code,
      'one code per order',
    );
  });

  it('bank-card and USDT orders need a bound real name (6449); gateway orders do not', async () => {
    const m = await t.devMember();
    const bank = await call(funds.pay.path, { payType: 'bank', amount: '100' }, m.token);
    assert.deepEqual([bank.status_code, bank.message], [6449, '请先绑定真实姓名再使用银行卡转账存款']);
    assert.equal(
      (await call(funds.pay.path, { payType: 'usdt', amount: '720', protocol: 'TRC20' }, m.token))
        .status_code,
      6449,
    );
    assert.equal(
      (await call(funds.pay.path, { payType: 'alipay', amount: '100' }, m.token)).status_code,
      6000,
    );
    assert.deepEqual((await call(funds.bindFromDeposit.path, { realName: '李四' }, m.token)).data, {
      realName: '李四',
    });
    assert.equal((await call(funds.pay.path, { payType: 'bank', amount: '100' }, m.token)).status_code, 6000);
  });

  it('refuses amounts outside the limits, with more than 2 decimals, and unknown orders', async () => {
    const m = await t.devMember();
    const low = await call(funds.pay.path, { payType: 'alipay', amount: '49.99' }, m.token);
    assert.deepEqual(
      [low.status_code, low.message],
      [6007, '支付宝单笔存款金额须在 50.00 - 20000.00 元之间'],
    );
    const decimals = await call(funds.pay.path, { payType: 'alipay', amount: '100.001' }, m.token);
    assert.equal(decimals.status_code, 6007);
    assert.match(decimals.message, /最多两位小数/);
    assert.equal(
      (await call(funds.pay.path, { payType: 'paypal', amount: '100' }, m.token)).status_code,
      6007,
    );
    assert.equal(
      (await call(funds.getDepositOrderStatus.path, { orderNo: 'D20240101000000ABCDEF01' }, m.token))
        .status_code,
      6004,
    );
    const other = await t.devMember();
    const mine = funds.pay.response.parse(
      (await call(funds.pay.path, { payType: 'alipay', amount: '100' }, m.token)).data,
    );
    assert.equal(
      (await call(funds.getDepositOrderStatus.path, { orderNo: mine.orderNo }, other.token)).status_code,
      6004,
      "another member's order",
    );
  });

  it('pay is idempotent: a repeated request id returns the same order', async () => {
    const m = await t.devMember();
    const id = randomUUID();
    const first = await call(funds.pay.path, { payType: 'alipay', amount: '100' }, m.token, {
      [Header.requestId]: id,
    });
    const again = await call(funds.pay.path, { payType: 'alipay', amount: '100' }, m.token, {
      [Header.requestId]: id,
    });
    assert.deepEqual(again, first);
    const [row] = await t.db.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM deposit_orders WHERE member_id = $1',
      [Number(m.userId)],
    );
    assert.equal(Number(row?.n), 1);
  });

  it('getCustomerInfo, bindFromDeposit (once, SPEC §5 name rule) and the reward list', async () => {
    const m = await t.devMember();
    assert.deepEqual((await call(funds.getCustomerInfo.path, {}, m.token)).data, {
      realName: '',
      bindRealName: false,
      customerServiceUrl: '/cs/chat',
    });
    const bad = await call(funds.bindFromDeposit.path, { realName: '张·' }, m.token);
    assert.deepEqual([bad.status_code, bad.message], [6007, '请输入正确的姓名']);
    assert.deepEqual((await call(funds.bindFromDeposit.path, { realName: '李四' }, m.token)).data, {
      realName: '李四',
    });
    assert.equal((await call(funds.bindFromDeposit.path, { realName: '王五' }, m.token)).status_code, 6009);
    assert.equal(
      funds.getCustomerInfo.response.parse((await call(funds.getCustomerInfo.path, {}, m.token)).data)
        .realName,
      '李四',
    );
    const rewards = funds.querySiteDepositRewardConfigList.response.parse(
      (await call(funds.querySiteDepositRewardConfigList.path, {}, m.token)).data,
    );
    assert.deepEqual(
      rewards.map((r) => r.id),
      [101],
      'a member who never deposited may have the first-deposit bonus, not yet the again-deposit one',
    );
  });

  it('with the brand deposit switch at 0, every deposit call answers 6003', async () => {
    const m = await t.devMember({ siteId: '1002' });
    // 1002 has the safe switch on: its calls go encrypted, as its site sends them.
    const royal = safeClient(t, '1002');
    const calls: [{ path: string }, unknown][] = [
      [funds.paymentTypes, {}],
      [funds.pay, { payType: 'alipay', amount: '100' }],
      [funds.getDepositOrderStatus, { orderNo: 'D20240101000000ABCDEF01' }],
      [funds.closeOrder, { orderNo: 'D20240101000000ABCDEF01' }],
      [funds.createSignalCode, { orderNo: 'D20240101000000ABCDEF01' }],
      [funds.getCustomerInfo, {}],
      [funds.bindFromDeposit, { realName: '李四' }],
      [funds.querySiteDepositRewardConfigList, {}],
    ];
    for (const [e, body] of calls) {
      const res = await royal.api(e.path, body, {
        [Header.token]: m.token,
        [Header.requestId]: randomUUID(),
      });
      assert.deepEqual([res.status_code, res.message], [6003, '本站暂未开放存款功能'], e.path);
    }
    // The 1002 token is no session on 1001 (tokens are bound to their brand); 1001's own member has deposits.
    assert.equal(
      (await call(funds.paymentTypes.path, {}, m.token)).status_code,
      6001,
      "another brand's token",
    );
    assert.equal(
      (await call(funds.paymentTypes.path, {}, (await t.devMember()).token)).status_code,
      6000,
      'the default brand has deposits',
    );
  });

  it('an unknown gateway order is a 404 page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pay/gateway/NOSUCHORDER1' });
    assert.equal(res.statusCode, 404);
    assert.match(res.body, /订单不存在/);
    assert.equal((await gateway('NOSUCHORDER1', 'complete')).status, 404);
  });
});
