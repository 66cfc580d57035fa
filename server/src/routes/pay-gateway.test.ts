import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, funds } from '@site/shared/contract';
import { memberOn } from '../security/testing';
import { startTestApp, type TestApp } from '../testing';

/**
 * The simulated provider's cashier page (issue 28 item 15): a cashier, not a 测试环境 banner; the
 * buttons that settle an order only with the dev tools, in a block worded for testers.
 */
async function cashierPage(t: TestApp): Promise<string> {
  const m = await memberOn(t);
  const order = await t.api(
    funds.pay.path,
    { payType: 'alipay', amount: '300' },
    { [Header.token]: m.token, [Header.requestId]: randomUUID() },
  );
  assert.equal(order.status_code, 6000, order.message);
  const page = await t.app.inject({ method: 'GET', url: funds.pay.response.parse(order.data).payUrl ?? '' });
  assert.equal(page.statusCode, 200);
  return page.body;
}

/** A bank-card order's pay link: the simulated gateway that settles it by hand, or ''. */
async function bankOrderPayUrl(t: TestApp): Promise<string> {
  const m = await memberOn(t);
  // Account orders need a bound real name (6449).
  await t.db.query("UPDATE members SET real_name = '王小明' WHERE id = $1", [m.id]);
  const order = await t.api(
    funds.pay.path,
    { payType: 'bank', amount: '300' },
    { [Header.token]: m.token, [Header.requestId]: randomUUID() },
  );
  assert.equal(order.status_code, 6000, order.message);
  return funds.pay.response.parse(order.data).payUrl;
}

describe('the cashier page', () => {
  let dev: TestApp;
  before(async () => {
    dev = await startTestApp();
  });
  after(async () => {
    await dev.stop();
  });

  it('with the dev tools: a cashier with the amount, and the settle buttons in the testers’ block', async () => {
    const body = await cashierPage(dev);
    assert.match(body, /<title>收银台<\/title>/);
    assert.match(body, /class="amount">¥300\.00</);
    assert.doesNotMatch(body, /测试环境<\/span>|class="badge"/, 'no 测试环境 banner');
    const tester = /<section class="tester"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
    assert.match(tester, /测试工具：模拟支付结果（仅开发环境 DEV_TOOLS=1 显示）/);
    assert.match(tester, /模拟付款成功/);
    assert.match(tester, /\/complete/);
    // The wait page's 模拟到账 link for a bank-card order exists only here.
    assert.match(await bankOrderPayUrl(dev), /^\/pay\/gateway\//);
  });

  it('without the dev tools: no testers’ block and no settle button', async () => {
    const prod = await startTestApp({ devTools: false });
    try {
      const body = await cashierPage(prod);
      assert.match(body, /<title>收银台<\/title>/);
      assert.doesNotMatch(body, /class="tester"|测试工具|模拟付款成功|\/complete/);
      // A bank-card order is paid outside the site: no tester's link to settle it.
      assert.equal(await bankOrderPayUrl(prod), '');
    } finally {
      await prod.stop();
    }
  });
});
