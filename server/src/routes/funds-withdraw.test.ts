import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, funds, type Envelope } from '@site/shared/contract';
import { buildApp } from '../app';
import { REPO_ROOT } from '../repo-root';
import { grantReward } from '../rewards/grant';
import { md5 } from '../session/members';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.stop();
});

const PWD = md5('246810');

function call<T = unknown>(
  path: string,
  body: unknown,
  token: string,
  requestId = randomUUID(),
): Promise<Envelope<T>> {
  return t.api<T>(path, body, { [Header.token]: token, [Header.requestId]: requestId });
}

async function balance(token: string): Promise<{ centerWalletBalance: string; lockMoney: string }> {
  return (
    await t.api<{ centerWalletBalance: string; lockMoney: string }>(
      funds.getBalance.path,
      {},
      { [Header.token]: token },
    )
  ).data;
}

/** A member with phone and real name (张伟), a withdrawal password and one bank card. */
async function payee(balanceYuan = '1000'): Promise<{ token: string; userId: string; cardId: number }> {
  const m = await t.devMember({ balance: balanceYuan, bindPhone: true, bindRealName: true });
  assert.equal(
    (await call(funds.withdrawPwdSet.path, { password: PWD, secondPassword: PWD }, m.token)).status_code,
    6000,
  );
  const card = await call<{ id: number }>(
    funds.bankCardAdd.path,
    { kind: 'bank', bankCode: 'CMB', cardNo: '6225880112345678', holderName: '张伟' },
    m.token,
  );
  assert.equal(card.status_code, 6000, card.message);
  return { ...m, cardId: card.data.id };
}

describe('withdrawal password', () => {
  it('set once (6009 after), reset with the old one (6100 when wrong), or after an e-mail check', async () => {
    const m = await t.devMember();
    const other = md5('112233');
    assert.equal(
      (await call(funds.withdrawPwdSet.path, { password: PWD, secondPassword: other }, m.token)).status_code,
      6007,
    );
    assert.equal(
      (await call(funds.withdrawPwdReset.path, { password: PWD, secondPassword: PWD }, m.token)).status_code,
      6100,
    );
    assert.equal(
      (await call(funds.withdrawPwdSet.path, { password: PWD, secondPassword: PWD }, m.token)).status_code,
      6000,
    );
    assert.equal(
      (await call(funds.withdrawPwdSet.path, { password: PWD, secondPassword: PWD }, m.token)).status_code,
      6009,
    );
    assert.equal(
      (await call(funds.withdrawPwdSet.path, { password: '123456', secondPassword: '123456' }, m.token))
        .status_code,
      6007,
      'md5 only',
    );
    const wrong = await call(
      funds.withdrawPwdReset.path,
      { oldPassword: other, password: other, secondPassword: other },
      m.token,
    );
    assert.deepEqual([wrong.status_code, wrong.message], [6100, '原提款密码错误，还可尝试4次']);
    assert.equal(
      (
        await call(
          funds.withdrawPwdReset.path,
          { oldPassword: PWD, password: other, secondPassword: other },
          m.token,
        )
      ).status_code,
      6000,
    );
    assert.equal(
      (await call(funds.withdrawPwdReset.path, { password: PWD, secondPassword: PWD }, m.token)).status_code,
      6100,
      'no old password, no e-mail check',
    );
    // No e-mail bound: the check cannot start.
    assert.equal((await call(funds.withdrawPwdEmailCheck.path, {}, m.token)).status_code, 6007);
    await t.db.query(`UPDATE members SET email = 'player@example.com' WHERE id = $1`, [Number(m.userId)]);
    assert.deepEqual((await call(funds.withdrawPwdEmailCheck.path, {}, m.token)).data, {
      email: 'pl***@example.com',
      sent: true,
      checked: false,
    });
    const [sent] = await t.db.query<{ code: string }>(
      `SELECT code FROM outbox WHERE target = 'player@example.com' ORDER BY id DESC LIMIT 1`,
    );
    assert.ok(sent);
    const badCode = sent.code === '000000' ? '111111' : '000000';
    assert.equal(
      (await call(funds.withdrawPwdEmailCheck.path, { code: badCode }, m.token)).status_code,
      6036,
    );
    assert.deepEqual((await call(funds.withdrawPwdEmailCheck.path, { code: sent.code }, m.token)).data, {
      email: 'pl***@example.com',
      sent: false,
      checked: true,
    });
    assert.equal(
      (await call(funds.withdrawPwdEmailCheck.path, { code: sent.code }, m.token)).status_code,
      6036,
      'a code works once',
    );
    assert.equal(
      (await call(funds.withdrawPwdReset.path, { password: PWD, secondPassword: PWD }, m.token)).status_code,
      6000,
    );
  });
});

describe('bank cards', () => {
  it('the holder must be the registered real name; phone and real name must be bound', async () => {
    const noPhone = await t.devMember({ bindRealName: true });
    const card = { kind: 'bank', bankCode: 'ICBC', cardNo: '6222021234567890123', holderName: '张伟' };
    assert.equal((await call(funds.bankCardAdd.path, card, noPhone.token)).status_code, 6015);
    const noName = await t.devMember({ bindPhone: true });
    assert.equal((await call(funds.bankCardAdd.path, card, noName.token)).status_code, 6449);
    const m = await t.devMember({ bindPhone: true, bindRealName: true });
    const mismatch = await call(funds.bankCardAdd.path, { ...card, holderName: '李四' }, m.token);
    assert.deepEqual([mismatch.status_code, mismatch.message], [6007, '持卡人姓名须与实名认证姓名一致']);
    assert.equal(
      (await call(funds.bankCardAdd.path, { ...card, cardNo: '1234' }, m.token)).status_code,
      6007,
    );
    const added = await call(funds.bankCardAdd.path, card, m.token);
    assert.equal(added.status_code, 6000);
    assert.deepEqual(added.data, {
      ...(added.data as object),
      kind: 'bank',
      bankName: '中国工商银行',
      accountNo: '6222 **** **** 0123',
      holderName: '张*', // the site's one masking rule (王**), as on the profile
    });
    assert.equal(
      (await call(funds.bankCardAdd.path, card, m.token)).status_code,
      6009,
      'the same card twice',
    );
    const usdt = await call(
      funds.bankCardAdd.path,
      { kind: 'usdt', protocol: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
      m.token,
    );
    assert.equal(usdt.status_code, 6000);
    const erc20 = '0x5133aa7ed000000000000000000000000000c0de';
    const wrongChain = await call(
      funds.bankCardAdd.path,
      { kind: 'usdt', protocol: 'TRC20', address: erc20 },
      m.token,
    );
    assert.deepEqual(
      [wrongChain.status_code, wrongChain.message],
      [6007, 'TRC20地址须以T开头，共34位'],
      'an ERC20 address on TRC20',
    );
    assert.equal(
      (await call(funds.bankCardAdd.path, { kind: 'usdt', protocol: 'ERC20', address: erc20 }, m.token))
        .status_code,
      6000,
    );
  });

  it('GET queryMemberBanksInfoList and GET withdraw/add/list', async () => {
    const m = await payee();
    const get = async (path: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: path,
        headers: { [Header.siteId]: '1001', [Header.timestamp]: String(Date.now()), [Header.token]: m.token },
      });
      return res.json<Envelope<unknown>>();
    };
    const list = funds.queryMemberBanksInfoList.response.parse(
      (await get(funds.queryMemberBanksInfoList.path)).data,
    );
    assert.deepEqual(
      list.map((c) => [c.id, c.bankCode]),
      [[m.cardId, 'CMB']],
    );
    const addList = funds.bankCardAddList.response.parse((await get(funds.bankCardAddList.path)).data);
    assert.equal(addList.realName, '张伟');
    assert.equal(addList.count, 1);
    assert.ok(addList.banks.some((b) => b.bankCode === 'ICBC'));
  });
});

describe('withdraw', () => {
  it('vCurrency/list, baseCfg/list, withdrawInfo and usdtWithdrawInfo', async () => {
    const m = await payee('500');
    assert.deepEqual((await call(funds.vCurrencyList.path, {}, m.token)).data, [
      { currency: 'USDT', protocols: ['TRC20', 'ERC20'], rate: '7.20' },
    ]);
    const cfg = funds.withdrawBaseCfgList.response.parse(
      (await call(funds.withdrawBaseCfgList.path, {}, m.token)).data,
    );
    assert.deepEqual(
      cfg.map((c) => [c.kind, c.minAmount, c.dailyCount]),
      [
        ['bank', '100.00', 5],
        ['usdt', '100.00', 5],
      ],
    );
    const info = funds.withdrawInfo.response.parse((await call(funds.withdrawInfo.path, {}, m.token)).data);
    assert.equal(info.withdrawable, '500.00');
    assert.equal(info.hasWithdrawPassword, true);
    assert.equal(info.cards.length, 1);
    const usdt = funds.usdtWithdrawInfo.response.parse(
      (await call(funds.usdtWithdrawInfo.path, {}, m.token)).data,
    );
    assert.equal(usdt.rate, '7.20');
    assert.equal(usdt.cards.length, 0);
  });

  it('withdrawInfo during a bonus: 0 withdrawable now, the turnover owed and all the money it holds', async () => {
    const m = await payee('1000');
    const free = funds.withdrawInfo.response.parse((await call(funds.withdrawInfo.path, {}, m.token)).data);
    assert.deepEqual([free.withdrawable, free.turnoverOwed, free.bonusLocked], ['1000.00', '0.00', '0.00']);
    // Money put in a venue before the bonus is held too (the rule is not changed here, only shown).
    const moved = await call(funds.venueTransfer.path, { channelCode: 'AG', amount: '200', ty: 1 }, m.token);
    assert.equal(moved.status_code, 6000, moved.message);
    await t.db.tx((q) =>
      grantReward(q, {
        memberId: Number(m.userId),
        kind: 'deposit_bonus',
        amountFen: 3_000,
        turnoverMultiple: 10,
        source: 'promotion',
        sourceRef: 'test:withdrawInfo',
        title: '测试彩金',
      }),
    );
    for (const path of [funds.withdrawInfo.path, funds.usdtWithdrawInfo.path]) {
      const info = funds.withdrawInfo.response.parse((await call(path, {}, m.token)).data);
      assert.deepEqual(
        [info.centerWalletBalance, info.withdrawable, info.turnoverOwed, info.bonusLocked],
        ['830.00', '0.00', '300.00', '1030.00'],
        path,
      );
    }
    const refused = await call(
      funds.withdrawNew.path,
      { cardId: m.cardId, amount: '100', password: PWD },
      m.token,
    );
    assert.equal(refused.status_code, 6413, 'the rule itself is unchanged');
  });

  it('new locks the money; the operator approves (paid out) or rejects (returned)', async () => {
    const m = await payee('1000');
    const first = await call(
      funds.withdrawNew.path,
      { cardId: m.cardId, amount: '300', password: PWD },
      m.token,
    );
    assert.equal(first.status_code, 6000, first.message);
    const a = funds.withdrawNew.response.parse(first.data);
    assert.equal(a.status, 'pending');
    assert.deepEqual(await balance(m.token), { centerWalletBalance: '700.00', lockMoney: '300.00' });
    const b = funds.withdrawNew.response.parse(
      (await call(funds.withdrawNew.path, { cardId: m.cardId, amount: '200', password: PWD }, m.token)).data,
    );
    assert.deepEqual(await balance(m.token), { centerWalletBalance: '500.00', lockMoney: '500.00' });

    const approve = await t.app.inject({ method: 'POST', url: `/dev/withdrawals/${a.orderNo}/approve` });
    assert.equal(approve.statusCode, 200);
    assert.equal(approve.json<{ status: string }>().status, 'approved');
    assert.equal(
      (await t.app.inject({ method: 'POST', url: `/dev/withdrawals/${a.orderNo}/reject` })).statusCode,
      409,
      'decided once',
    );
    const reject = await t.app.inject({ method: 'POST', url: `/dev/withdrawals/${b.orderNo}/reject` });
    assert.equal(reject.json<{ status: string }>().status, 'rejected');
    assert.deepEqual(await balance(m.token), { centerWalletBalance: '700.00', lockMoney: '0.00' });

    const info = funds.withdrawOrderInfo.response.parse(
      (await call(funds.withdrawOrderInfo.path, { orderNo: a.orderNo }, m.token)).data,
    );
    assert.equal(info.status, 'approved');
    assert.equal(info.actualAmount, '300.00');
    const records = funds.queryDealRecord.response.parse(
      (await call(funds.queryDealRecord.path, { type: 'withdraw' }, m.token)).data,
    );
    assert.deepEqual(
      records.list.map((r) => [r.amount, r.statusName]),
      [
        ['-200.00', '已拒绝'],
        ['-300.00', '成功'],
      ],
    );
  });

  it('refuses a wrong password (6100), no password (6100), no real name (6449), over-balance, limits and a foreign card', async () => {
    const m = await payee('150');
    const wrong = await call(
      funds.withdrawNew.path,
      { cardId: m.cardId, amount: '100', password: md5('000000') },
      m.token,
    );
    assert.deepEqual([wrong.status_code, wrong.message], [6100, '提款密码错误，还可尝试4次']);
    const over = await call(
      funds.withdrawNew.path,
      { cardId: m.cardId, amount: '150.01', password: PWD },
      m.token,
    );
    assert.deepEqual([over.status_code, over.message], [6007, '中心钱包余额不足']);
    const low = await call(
      funds.withdrawNew.path,
      { cardId: m.cardId, amount: '99.99', password: PWD },
      m.token,
    );
    assert.equal(low.status_code, 6007);
    assert.match(low.message, /单笔提款金额须在/);
    assert.equal(
      (await call(funds.withdrawNew.path, { cardId: m.cardId, amount: '100.123', password: PWD }, m.token))
        .status_code,
      6007,
    );
    const stranger = await payee('500');
    assert.equal(
      (await call(funds.withdrawNew.path, { cardId: stranger.cardId, amount: '100', password: PWD }, m.token))
        .status_code,
      6004,
    );
    const noPwd = await t.devMember({ balance: '500', bindRealName: true });
    assert.equal(
      (await call(funds.withdrawNew.path, { cardId: m.cardId, amount: '100', password: PWD }, noPwd.token))
        .status_code,
      6100,
    );
    const noName = await t.devMember({ balance: '500' });
    assert.equal(
      (await call(funds.withdrawNew.path, { cardId: m.cardId, amount: '100', password: PWD }, noName.token))
        .status_code,
      6449,
    );
    assert.deepEqual(await balance(m.token), { centerWalletBalance: '150.00', lockMoney: '0.00' });
  });

  it('a repeated request id makes one withdrawal; the daily count is enforced', async () => {
    const m = await payee('5000');
    const id = randomUUID();
    const body = { cardId: m.cardId, amount: '100', password: PWD };
    const [one, two] = await Promise.all([
      call(funds.withdrawNew.path, body, m.token, id),
      call(funds.withdrawNew.path, body, m.token, id),
    ]);
    assert.deepEqual(two, one);
    assert.deepEqual(await balance(m.token), { centerWalletBalance: '4900.00', lockMoney: '100.00' });
    for (let i = 0; i < 4; i++)
      assert.equal((await call(funds.withdrawNew.path, body, m.token)).status_code, 6000);
    const sixth = await call(funds.withdrawNew.path, body, m.token);
    assert.deepEqual([sixth.status_code, sixth.message], [6007, '今日提款次数已达上限（5次）']);
  });

  it('the automatic operator decides pending withdrawals after its delay', async () => {
    const auto = await buildApp({
      dataDir: 'memory://',
      devTools: true,
      captchaMode: 'test',
      staticRoot: REPO_ROOT,
      withdrawOperator: { decision: 'reject', delayMs: 50 },
    });
    try {
      const dev = (
        await auto.app.inject({
          method: 'POST',
          url: '/dev/members',
          payload: { balance: '300', bindPhone: true, bindRealName: true },
        })
      ).json<{ token: string }>();
      const h = {
        [Header.siteId]: '1001',
        [Header.timestamp]: String(Date.now()),
        [Header.token]: dev.token,
        'content-type': 'application/json',
      };
      const post = async (path: string, body: unknown) =>
        (
          await auto.app.inject({
            method: 'POST',
            url: path,
            headers: { ...h, [Header.requestId]: randomUUID() },
            payload: JSON.stringify(body),
          })
        ).json<Envelope<unknown>>();
      await post(funds.withdrawPwdSet.path, { password: PWD, secondPassword: PWD });
      const card = (
        await post(funds.bankCardAdd.path, {
          kind: 'bank',
          bankCode: 'BOC',
          cardNo: '6216610000000001',
          holderName: '张伟',
        })
      ).data as { id: number };
      const order = funds.withdrawNew.response.parse(
        (await post(funds.withdrawNew.path, { cardId: card.id, amount: '100', password: PWD })).data,
      );
      let status = order.status;
      for (let i = 0; i < 50 && status === 'pending'; i++) {
        await new Promise((done) => setTimeout(done, 100));
        status = funds.withdrawOrderInfo.response.parse(
          (await post(funds.withdrawOrderInfo.path, { orderNo: order.orderNo })).data,
        ).status;
      }
      assert.equal(status, 'rejected');
      assert.deepEqual((await post(funds.getBalance.path, {})).data, {
        centerWalletBalance: '300.00',
        lockMoney: '0.00',
      });
    } finally {
      await auto.app.close();
    }
  });
});
