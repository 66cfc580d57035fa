import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, funds, member, type Envelope } from '@site/shared/contract';
import { CENTER, move, systemWallet, venueWallet } from '../money/ledger';
import { grantReward } from '../rewards/grant';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.stop();
});

/** A money call with a fresh (or the given) request id. */
function money<T = unknown>(
  path: string,
  body: unknown,
  token: string,
  requestId: string = randomUUID(),
): Promise<Envelope<T>> {
  return t.api<T>(path, body, { [Header.token]: token, [Header.requestId]: requestId });
}

async function balances(
  token: string,
): Promise<{ center: string; venues: Record<string, string>; total: string }> {
  const all = await t.api(funds.allBalance.path, { category: 8 }, { [Header.token]: token });
  assert.equal(all.status_code, 6000, all.message);
  const data = funds.allBalance.response.parse(all.data);
  return {
    center: data.centerWalletBalance,
    venues: Object.fromEntries(data.list.map((v) => [v.channelCode, v.balance])),
    total: data.totalBalance,
  };
}

describe('balances', () => {
  it('getBalance answers from the ledger, lock money included when asked', async () => {
    const m = await t.devMember({ balance: '1234.5' });
    const body = await t.api(funds.getBalance.path, { withLockMoney: true }, { [Header.token]: m.token });
    assert.deepEqual(body.data, { centerWalletBalance: '1234.50', lockMoney: '0.00' });
    assert.equal(funds.getBalance, member.getBalance, 'one endpoint, shared with the host');
  });

  it('the dev opening balance is a ledger pair against the opening system account', async () => {
    const m = await t.devMember({ balance: '88.80' });
    const rows = await t.db.query<{ amount: unknown; kind: string; system_name: string | null }>(
      `SELECT e.amount, a.kind, a.system_name FROM ledger_transfers tr JOIN ledger_entries e ON e.transfer_id = tr.id
         JOIN ledger_accounts a ON a.id = e.account_id WHERE tr.member_id = $1 AND tr.kind = 'opening' ORDER BY e.amount`,
      [Number(m.userId)],
    );
    assert.deepEqual(
      rows.map((r) => [Number(r.amount), r.kind, r.system_name]),
      [
        [-8880, 'system', 'opening'],
        [8880, 'center', null],
      ],
    );
  });

  it('allBalance lists every venue (category 8) with the total; other categories are 6007', async () => {
    const m = await t.devMember({ balance: '100' });
    const b = await balances(m.token);
    assert.equal(b.total, '0.00');
    assert.equal(b.center, '100.00');
    for (const code of ['AG', 'BBIN', 'PG', 'KY', 'CRTY', 'IM', 'JDB'])
      assert.equal(b.venues[code], '0.00', code);
    assert.equal(
      (await t.api(funds.allBalance.path, { category: 3 }, { [Header.token]: m.token })).status_code,
      6007,
    );
    assert.equal(
      (await t.api(funds.allBalance.path, {}, { [Header.token]: m.token })).status_code,
      6000,
      'category defaults to 8',
    );
  });

  it('venue/balance answers one venue; an unknown channel code is 6007', async () => {
    const m = await t.devMember();
    const body = await t.api(funds.venueBalance.path, { channelCode: 'PG' }, { [Header.token]: m.token });
    assert.equal(body.status_code, 6000);
    assert.deepEqual(body.data, {
      channelCode: 'PG',
      name: 'PG电子',
      category: 'DZ',
      status: 'open',
      balance: '0.00',
    });
    const unknown = await t.api(
      funds.venueBalance.path,
      { channelCode: 'NOPE' },
      { [Header.token]: m.token },
    );
    assert.deepEqual([unknown.status_code, unknown.message], [6007, '场馆不存在：NOPE']);
  });

  it('every wallet call answers 6001 without a session', async () => {
    const calls: [{ path: string }, unknown][] = [
      [funds.getBalance, {}],
      [funds.allBalance, { category: 8 }],
      [funds.venueBalance, { channelCode: 'AG' }],
      [funds.venueTransfer, { channelCode: 'AG', amount: '1', ty: 1 }],
      [funds.recycle, {}],
      [funds.utcTransfer, { from: 'center', to: 'AG', amount: '1' }],
      [funds.setAutoTransferStatus, { status: 1 }],
      [funds.getTransferRate, {}],
      [funds.queryDealRecord, {}],
    ];
    for (const [e, body] of calls)
      assert.equal((await t.api(e.path, body, { [Header.requestId]: 'x1' })).status_code, 6001, e.path);
  });
});

describe('venue/transfer', () => {
  it('moves money center → venue (ty 1) and back (ty 2)', async () => {
    const m = await t.devMember({ balance: '500' });
    const into = await money(
      funds.venueTransfer.path,
      { channelCode: 'AG', amount: '120.5', ty: 1 },
      m.token,
    );
    assert.equal(into.status_code, 6000, into.message);
    assert.deepEqual(into.data, {
      channelCode: 'AG',
      amount: '120.50',
      ty: 1,
      centerWalletBalance: '379.50',
      venueBalance: '120.50',
    });
    const out = await money(funds.venueTransfer.path, { channelCode: 'AG', amount: '20.05', ty: 2 }, m.token);
    assert.deepEqual(out.data, {
      channelCode: 'AG',
      amount: '20.05',
      ty: 2,
      centerWalletBalance: '399.55',
      venueBalance: '100.45',
    });
    const b = await balances(m.token);
    assert.equal(b.total, '100.45');
    assert.equal(b.venues.AG, '100.45');
  });

  it('refuses more than the paying wallet holds, and moves nothing', async () => {
    const m = await t.devMember({ balance: '10' });
    const over = await money(
      funds.venueTransfer.path,
      { channelCode: 'KY', amount: '10.01', ty: 1 },
      m.token,
    );
    assert.deepEqual([over.status_code, over.message], [6007, '中心钱包余额不足']);
    const outOfEmpty = await money(
      funds.venueTransfer.path,
      { channelCode: 'KY', amount: '1', ty: 2 },
      m.token,
    );
    assert.deepEqual([outOfEmpty.status_code, outOfEmpty.message], [6007, '场馆 KY 余额不足']);
    assert.equal((await balances(m.token)).center, '10.00');
  });

  it('answers 6007 in Chinese for amounts that are not positive yuan with at most 2 decimals', async () => {
    const m = await t.devMember({ balance: '10' });
    for (const amount of ['1.234', '-1', '0', '0.00', 'abc', '1e3', '', '1234567890123', 5]) {
      const body = await money(funds.venueTransfer.path, { channelCode: 'AG', amount, ty: 1 }, m.token);
      assert.equal(body.status_code, 6007, `amount ${String(amount)}`);
      assert.match(body.message, /^参数 amount 错误：/);
    }
    const badTy = await money(funds.venueTransfer.path, { channelCode: 'AG', amount: '1', ty: 3 }, m.token);
    assert.equal(badTy.status_code, 6007);
    assert.equal((await balances(m.token)).center, '10.00');
  });

  it('requires a request id', async () => {
    const m = await t.devMember({ balance: '10' });
    const body = await t.api(
      funds.venueTransfer.path,
      { channelCode: 'AG', amount: '1', ty: 1 },
      { [Header.token]: m.token },
    );
    assert.deepEqual([body.status_code, body.message], [6007, '缺少请求编号（request-id 请求头）']);
  });

  it('a repeated request id returns the first answer and moves nothing', async () => {
    const m = await t.devMember({ balance: '100' });
    const id = randomUUID();
    const body = { channelCode: 'PG', amount: '30', ty: 1 };
    const first = await money(funds.venueTransfer.path, body, m.token, id);
    const again = await money(funds.venueTransfer.path, body, m.token, id);
    const concurrent = await Promise.all(
      [1, 2, 3].map(() => money(funds.venueTransfer.path, body, m.token, id)),
    );
    for (const r of [again, ...concurrent]) assert.deepEqual(r, first);
    assert.equal((await balances(m.token)).center, '70.00');
    // A refusal is the first answer too: topping up does not make the repeat succeed.
    const refusedId = randomUUID();
    const refused = await money(
      funds.venueTransfer.path,
      { channelCode: 'PG', amount: '500', ty: 1 },
      m.token,
      refusedId,
    );
    assert.equal(refused.status_code, 6007);
    await money(funds.venueTransfer.path, { channelCode: 'PG', amount: '30', ty: 2 }, m.token);
    assert.deepEqual(
      await money(funds.venueTransfer.path, { channelCode: 'PG', amount: '500', ty: 1 }, m.token, refusedId),
      refused,
    );
  });

  it('the same request id with another body or on another call is 6008', async () => {
    const m = await t.devMember({ balance: '100' });
    const id = randomUUID();
    await money(funds.venueTransfer.path, { channelCode: 'PG', amount: '1', ty: 1 }, m.token, id);
    assert.equal(
      (await money(funds.venueTransfer.path, { channelCode: 'PG', amount: '2', ty: 1 }, m.token, id))
        .status_code,
      6008,
    );
    assert.equal((await money(funds.recycle.path, {}, m.token, id)).status_code, 6008);
    assert.equal((await balances(m.token)).center, '99.00');
  });

  it('a venue under maintenance answers 6415', async () => {
    const m = await t.devMember({ balance: '100' });
    await t.db.query(`UPDATE venues SET status = 'maintenance' WHERE code = 'BBIN'`);
    try {
      const body = await money(
        funds.venueTransfer.path,
        { channelCode: 'BBIN', amount: '1', ty: 1 },
        m.token,
      );
      assert.deepEqual([body.status_code, body.message], [6415, 'BBIN真人维护中，请稍后再试']);
    } finally {
      await t.db.query(`UPDATE venues SET status = 'open' WHERE code = 'BBIN'`);
    }
  });
});

describe('venue activity (6413)', () => {
  it('money brought in with isActivity cannot leave until the turnover is reached', async () => {
    const m = await t.devMember({ balance: '300' });
    const into = await money(
      funds.venueTransfer.path,
      { channelCode: 'IM', amount: '100', ty: 1, isActivity: true },
      m.token,
    );
    assert.equal(into.status_code, 6000);
    const blocked = await money(
      funds.venueTransfer.path,
      { channelCode: 'IM', amount: '10', ty: 2 },
      m.token,
    );
    assert.equal(blocked.status_code, 6413);
    assert.match(blocked.message, /未达到流水要求不能转出/);
    const utc = await money(funds.utcTransfer.path, { from: 'IM', to: 'AG', amount: '10' }, m.token);
    assert.equal(utc.status_code, 6413);
    // Other venues are not held back.
    await money(funds.venueTransfer.path, { channelCode: 'KY', amount: '50', ty: 1 }, m.token);
    const recycled = await money<{ amount: string; skipped: { channelCode: string; status_code: number }[] }>(
      funds.recycle.path,
      {},
      m.token,
    );
    assert.equal(recycled.data.amount, '50.00');
    assert.deepEqual(
      recycled.data.skipped.map((s) => [s.channelCode, s.status_code]),
      [['IM', 6413]],
    );
    // Turnover: 3 × 100 yuan (the games issue reports bets; the dev tool stands in).
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/venue-turnover',
      payload: { userId: m.userId, channelCode: 'IM', amount: '299.99' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(
      (await money(funds.venueTransfer.path, { channelCode: 'IM', amount: '10', ty: 2 }, m.token))
        .status_code,
      6413,
    );
    await t.app.inject({
      method: 'POST',
      url: '/dev/venue-turnover',
      payload: { userId: m.userId, channelCode: 'IM', amount: '0.01' },
    });
    const free = await money(funds.venueTransfer.path, { channelCode: 'IM', amount: '10', ty: 2 }, m.token);
    assert.equal(free.status_code, 6000, free.message);
  });
});

describe('recycle, utcTransfer, auto transfer, rate', () => {
  it('recycle sweeps every venue back into the center wallet', async () => {
    const m = await t.devMember({ balance: '1000' });
    for (const [code, amount] of [
      ['AG', '100'],
      ['PG', '0.01'],
      ['CRTY', '250.25'],
    ] as const) {
      assert.equal(
        (await money(funds.venueTransfer.path, { channelCode: code, amount, ty: 1 }, m.token)).status_code,
        6000,
      );
    }
    const body = await money(funds.recycle.path, {}, m.token);
    assert.equal(body.status_code, 6000);
    const data = funds.recycle.response.parse(body.data);
    assert.equal(data.amount, '350.26');
    assert.equal(data.centerWalletBalance, '1000.00');
    assert.deepEqual(data.recycled.map((r) => r.channelCode).sort(), ['AG', 'CRTY', 'PG']);
    assert.equal((await balances(m.token)).total, '0.00');
    const nothing = await money(funds.recycle.path, {}, m.token);
    assert.equal(funds.recycle.response.parse(nothing.data).amount, '0.00');
  });

  it('utcTransfer moves between any two wallets of the member', async () => {
    const m = await t.devMember({ balance: '100' });
    const a = await money(funds.utcTransfer.path, { from: 'center', to: 'AG', amount: '60' }, m.token);
    assert.deepEqual(a.data, {
      from: 'center',
      to: 'AG',
      amount: '60.00',
      fromBalance: '40.00',
      toBalance: '60.00',
    });
    const b = await money(funds.utcTransfer.path, { from: 'AG', to: 'PG', amount: '25' }, m.token);
    assert.deepEqual(b.data, {
      from: 'AG',
      to: 'PG',
      amount: '25.00',
      fromBalance: '35.00',
      toBalance: '25.00',
    });
    assert.equal(
      (await money(funds.utcTransfer.path, { from: 'AG', to: 'AG', amount: '1' }, m.token)).status_code,
      6007,
    );
    assert.equal(
      (await money(funds.utcTransfer.path, { from: 'PG', to: 'center', amount: '25.01' }, m.token))
        .status_code,
      6007,
    );
    assert.equal(
      (await money(funds.utcTransfer.path, { from: 'bank', to: 'center', amount: '1' }, m.token)).status_code,
      6007,
    );
  });

  it('setAutoTransferStatus stores the switch that allBalance reports', async () => {
    const m = await t.devMember();
    assert.equal((await balances(m.token)).center, '0.00');
    const on = await t.api(funds.setAutoTransferStatus.path, { status: 1 }, { [Header.token]: m.token });
    assert.deepEqual(on.data, { status: 1 });
    const all = await t.api(funds.allBalance.path, {}, { [Header.token]: m.token });
    assert.equal(funds.allBalance.response.parse(all.data).autoTransferStatus, 1);
    assert.equal(
      (await t.api(funds.setAutoTransferStatus.path, { status: 2 }, { [Header.token]: m.token })).status_code,
      6007,
    );
  });

  it('getTransferRate answers the USDT rate', async () => {
    const m = await t.devMember();
    const body = await t.api(funds.getTransferRate.path, {}, { [Header.token]: m.token });
    assert.deepEqual(body.data, { currency: 'USDT', rate: '7.20', unit: 'CNY' });
  });
});

describe('transactions/queryDealRecord', () => {
  it('lists transfers newest first, filtered by type and China-time dates, paged', async () => {
    const m = await t.devMember({ balance: '100' });
    for (const amount of ['1', '2', '3'])
      await money(funds.venueTransfer.path, { channelCode: 'AG', amount, ty: 1 }, m.token);
    const h = { [Header.token]: m.token };
    const page1 = funds.queryDealRecord.response.parse(
      (await t.api(funds.queryDealRecord.path, { type: 'transfer', pageNum: 1, pageSize: 2 }, h)).data,
    );
    assert.equal(page1.total, 3);
    // Money into a venue leaves the center wallet the record is about: negative, named as what it is.
    assert.deepEqual(
      page1.list.map((r) => r.amount),
      ['-3.00', '-2.00'],
    );
    assert.equal(page1.list[0]?.typeName, '转入场馆');
    assert.equal(page1.list[0]?.remark, '中心钱包 → AG真人');
    const page2 = funds.queryDealRecord.response.parse(
      (await t.api(funds.queryDealRecord.path, { type: 'transfer', pageNum: 2, pageSize: 2 }, h)).data,
    );
    assert.deepEqual(
      page2.list.map((r) => r.amount),
      ['-1.00'],
    );
    const all = funds.queryDealRecord.response.parse((await t.api(funds.queryDealRecord.path, {}, h)).data);
    assert.equal(all.total, 4, 'the opening balance shows as other');
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const dated = funds.queryDealRecord.response.parse(
      (await t.api(funds.queryDealRecord.path, { startDate: today, endDate: today }, h)).data,
    );
    assert.equal(dated.total, 4);
    const past = funds.queryDealRecord.response.parse(
      (await t.api(funds.queryDealRecord.path, { startDate: '2020-01-01', endDate: '2020-01-31' }, h)).data,
    );
    assert.equal(past.total, 0);
    assert.equal((await t.api(funds.queryDealRecord.path, { startDate: '2024-02-30' }, h)).status_code, 6007);
    assert.equal(
      (await t.api(funds.queryDealRecord.path, { startDate: '2024-02-03', endDate: '2024-02-01' }, h))
        .status_code,
      6007,
    );
    assert.equal((await t.api(funds.queryDealRecord.path, { type: 'bets' }, h)).status_code, 6007);
  });

  it('shows sportsbook stakes as money out and payouts as money in, under type bet', async () => {
    const m = await t.devMember({ balance: '100' });
    const memberId = Number(m.userId);
    const house = systemWallet('sportsbook');
    await t.db.tx((q) =>
      move(q, {
        kind: 'sport_stake',
        memberId,
        from: CENTER,
        to: house,
        amount: 1000,
        orderNo: 'SB0000000001',
        memo: '体育投注',
      }),
    );
    await t.db.tx((q) =>
      move(q, {
        kind: 'sport_payout',
        memberId,
        from: house,
        to: CENTER,
        amount: 1850,
        orderNo: 'SB0000000001',
        memo: '体育派彩',
      }),
    );
    const h = { [Header.token]: m.token };
    const bets = funds.queryDealRecord.response.parse(
      (await t.api(funds.queryDealRecord.path, { type: 'bet' }, h)).data,
    );
    assert.deepEqual(
      bets.list.map((r) => [r.typeName, r.amount, r.orderNo, r.remark]),
      [
        ['体育派彩', '18.50', 'SB0000000001', '体育派彩'],
        ['体育投注', '-10.00', 'SB0000000001', '体育投注'],
      ],
    );
    const center = funds.getBalance.response.parse((await t.api(funds.getBalance.path, {}, h)).data);
    assert.equal(center.centerWalletBalance, '108.50');
  });

  it('gives each movement its own label and sign, keeps the order number out of the remark, and lists rewards as bonus', async () => {
    const m = await t.devMember({ balance: '100' });
    const memberId = Number(m.userId);
    await money(funds.venueTransfer.path, { channelCode: 'JDB', amount: '50', ty: 1 }, m.token);
    await money(funds.venueTransfer.path, { channelCode: 'JDB', amount: '20', ty: 2 }, m.token);
    const house = systemWallet('casino');
    await t.db.tx((q) =>
      move(q, { kind: 'game_bet', memberId, from: venueWallet('JDB'), to: house, amount: 500, memo: '捕鱼' }),
    );
    await t.db.tx((q) =>
      move(q, {
        kind: 'game_win',
        memberId,
        from: house,
        to: venueWallet('JDB'),
        amount: 1200,
        memo: '捕鱼',
      }),
    );
    await t.db.tx((q) =>
      move(q, {
        kind: 'sport_refund',
        memberId,
        from: systemWallet('sportsbook'),
        to: CENTER,
        amount: 300,
        orderNo: 'SB0000000009',
        memo: '皇冠体育退款 SB0000000009',
      }),
    );
    await t.db.tx((q) =>
      grantReward(q, {
        memberId,
        kind: 'rebate',
        amountFen: 188,
        turnoverMultiple: 1,
        source: 'rebate',
        sourceRef: 'day-1',
        title: '每日返水',
      }),
    );
    const h = { [Header.token]: m.token };
    const all = funds.queryDealRecord.response.parse(
      (await t.api(funds.queryDealRecord.path, { pageSize: 20 }, h)).data,
    );
    const rows = all.list.map((r) => [r.type, r.typeName, r.amount, r.remark]);
    assert.deepEqual(rows.slice(0, 6), [
      ['bonus', '返水', '1.88', '每日返水'],
      ['bet', '投注退款', '3.00', '皇冠体育退款'],
      ['bet', '游戏派彩', '12.00', '捕鱼'],
      ['bet', '游戏投注', '-5.00', '捕鱼'],
      ['transfer', '转出场馆', '20.00', 'JDB电子 → 中心钱包'],
      ['transfer', '转入场馆', '-50.00', '中心钱包 → JDB电子'],
    ]);
    const bonus = funds.queryDealRecord.response.parse(
      (await t.api(funds.queryDealRecord.path, { type: 'bonus' }, h)).data,
    );
    assert.deepEqual(
      bonus.list.map((r) => r.typeName),
      ['返水'],
    );
  });
});
