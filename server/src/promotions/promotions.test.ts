import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, funds, memberLetters, promotions, type Envelope } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../testing';
import { recordTurnover } from '../rewards/turnover';
import { CENTER, move, systemWallet } from '../money/ledger';
import { turnoverOwed } from '../rewards/grant';
import { createWithdrawal } from '../funds/withdrawals';
import { settleEndedRaces } from './race';
import { moveClock, resetClock } from '../time/clock';
import { pickPrize } from './claims';
import { depositBonusFen } from './deposit-bonus';
import { inviteCodeOf } from './invite-code';
import { PROMOTION_SEEDS } from './seed';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  resetClock();
  await t.stop();
});

function call<T = unknown>(
  path: string,
  body: unknown,
  token: string,
  requestId = randomUUID(),
): Promise<Envelope<T>> {
  return t.api<T>(path, body, { [Header.token]: token, [Header.requestId]: requestId });
}
async function member(body: Record<string, unknown> = {}) {
  const m = await t.devMember(body);
  return { ...m, id: Number(m.userId) };
}
const deposit = (memberId: number, fen: number) => t.paidDeposit(memberId, fen);
async function centre(token: string): Promise<string> {
  return (await t.api<{ centerWalletBalance: string }>(funds.getBalance.path, {}, { [Header.token]: token }))
    .data.centerWalletBalance;
}
const FIRST = 101;
const AGAIN = 102;

describe('deposit promotions', () => {
  it('the formula: rate of the deposit up to the cap, nothing under the minimum', () => {
    const terms = PROMOTION_SEEDS.find((p) => p.id === FIRST)!.terms;
    assert.equal(depositBonusFen(terms, 9_999), 0);
    assert.equal(depositBonusFen(terms, 10_000), 10_000);
    assert.equal(depositBonusFen(terms, 500_000), 88_800);
  });

  it('first deposit: verification, join once, bonus on the deposit, 6413 until the turnover is met', async () => {
    const m = await member();
    const v = await call<{ eligible: boolean; reason: string }>(
      promotions.verification.path,
      { id: FIRST },
      m.token,
    );
    assert.deepEqual(v.data, { eligible: true, joined: false, reason: '' });
    const joined = await call(promotions.joinActivity.path, { id: FIRST }, m.token);
    assert.equal(joined.status_code, 6000, joined.message);
    const again = await call(promotions.joinActivity.path, { id: FIRST }, m.token);
    assert.deepEqual([again.status_code, again.message], [6009, '您已参与本期活动，每人每期限参与一次']);
    await deposit(m.id, 20_000);
    assert.equal(await centre(m.token), '400.00', '200 deposited + 200 bonus');
    assert.equal(await turnoverOwed(t.db, m.id), 200_000, '10 x the bonus');
    // Into a venue is allowed; out of it is refused with the turnover left in the message.
    assert.equal(
      (await call(funds.venueTransfer.path, { channelCode: 'AG', amount: '100', ty: 1 }, m.token))
        .status_code,
      6000,
    );
    const out = await call(funds.venueTransfer.path, { channelCode: 'AG', amount: '10', ty: 2 }, m.token);
    assert.deepEqual(
      [out.status_code, out.message],
      [6413, '您参与的优惠活动尚未完成流水要求，还需有效投注 2000.00 元才能转出或提款'],
    );
    // Live casino counts 50 %, lottery 30 %, sports 100 %.
    await t.db.tx((q) => recordTurnover(q, m.id, 'ZR', 100_000));
    assert.equal(await turnoverOwed(t.db, m.id), 150_000);
    await t.db.tx((q) => recordTurnover(q, m.id, 'CP', 100_000));
    assert.equal(await turnoverOwed(t.db, m.id), 120_000);
    await assert.rejects(
      t.db.tx((q) => createWithdrawal(q, { memberId: m.id, cardId: 1, amount: 10_000, requestId: 'w1' })),
      (e: { code?: number; message?: string }) =>
        e.code === 6413 && /还需有效投注 1200\.00 元/.test(e.message ?? ''),
    );
    await t.db.tx((q) => recordTurnover(q, m.id, 'TY', 120_000));
    assert.equal(await turnoverOwed(t.db, m.id), 0);
    const free = await call(funds.venueTransfer.path, { channelCode: 'AG', amount: '10', ty: 2 }, m.token);
    assert.equal(free.status_code, 6000, free.message);
    // A second deposit pays no second first-deposit bonus.
    await deposit(m.id, 20_000);
    assert.equal(await centre(m.token), '510.00');
  });

  it('first deposit is for new members only, again deposit needs a deposit first', async () => {
    const m = await member();
    const ended = await call<{ reason: string }>(promotions.verification.path, { id: 112 }, m.token);
    assert.equal(ended.data.reason, '活动已结束');
    const needDeposit = await call<{ reason: string }>(promotions.verification.path, { id: AGAIN }, m.token);
    assert.equal(needDeposit.data.reason, '本活动需先完成首次存款');
    await deposit(m.id, 10_000);
    const late = await call(promotions.joinActivity.path, { id: FIRST }, m.token);
    assert.deepEqual([late.status_code, late.message], [6012, '本活动仅限新会员参与（首次存款前申请）']);
    assert.equal((await call(promotions.joinActivity.path, { id: AGAIN }, m.token)).status_code, 6000);
    await deposit(m.id, 100_000);
    assert.equal(await centre(m.token), '1250.00', '100 + 1000 + 15 % of 1000');
    await t.app.inject({
      method: 'POST',
      url: '/dev/promotions/112',
      payload: { endsAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const vip = await call<{ reason: string }>(promotions.verification.path, { id: 112 }, m.token);
    assert.equal(vip.data.reason, '本活动仅限 VIP3 及以上会员参与');
  });

  it('20 parallel joins with 20 request ids: one join, one bonus', async () => {
    const m = await member();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(promotions.joinActivity.path, { id: FIRST }, m.token)),
    );
    assert.equal(answers.filter((a) => a.status_code === 6000).length, 1);
    assert.ok(answers.every((a) => a.status_code === 6000 || a.status_code === 6009));
    await Promise.all([deposit(m.id, 10_000), deposit(m.id, 10_000)]);
    assert.equal(await centre(m.token), '300.00', 'two deposits, one bonus of 100');
  });

  it('an operator change leaves members who joined on the terms they joined under', async (ctx) => {
    const early = await member();
    await call(promotions.joinActivity.path, { id: FIRST }, early.token);
    const change = (terms: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/dev/promotions/${FIRST}`, payload: { terms } });
    assert.equal((await change({ ratePercent: 50 })).statusCode, 200);
    ctx.after(() => change({ ratePercent: 100 }));
    const late = await member();
    await call(promotions.joinActivity.path, { id: FIRST }, late.token);
    await deposit(early.id, 20_000);
    await deposit(late.id, 20_000);
    assert.equal(await centre(early.token), '400.00', 'joined at 100 %');
    assert.equal(await centre(late.token), '300.00', 'joined at 50 %');
  });

  it('quitting early voids the bonus and its winnings, never below zero', async () => {
    const m = await member();
    await call(promotions.joinActivity.path, { id: FIRST }, m.token);
    await deposit(m.id, 10_000);
    const bonuses = await call<promotions.Bonus[]>(promotions.myBonuses.path, {}, m.token);
    const bonus = bonuses.data[0]!;
    assert.deepEqual(
      [bonus.amount, bonus.required, bonus.left, bonus.status],
      ['100.00', '1000.00', '1000.00', 'active'],
    );
    const quit = await call<{ voided: string }>(
      promotions.quitBonus.path,
      { rewardId: bonus.rewardId },
      m.token,
    );
    assert.equal(quit.data.voided, '100.00');
    assert.equal(await centre(m.token), '100.00', 'the member keeps the deposit');
    assert.equal(await turnoverOwed(t.db, m.id), 0);
    const twice = await call(promotions.quitBonus.path, { rewardId: bonus.rewardId }, m.token);
    assert.equal(twice.status_code, 6007);
  });
});

describe('quitting with winnings', () => {
  it('voids the winnings made since the bonus too, and takes no more than the member holds', async () => {
    const m = await member();
    await call(promotions.joinActivity.path, { id: FIRST }, m.token);
    await deposit(m.id, 10_000);
    // A round played after the bonus: 50 staked, 100 back (its two legs share the round id).
    await t.db.tx(async (q) => {
      const round = { memberId: m.id, requestId: `round-${m.id}` };
      await move(q, { ...round, kind: 'game_bet', from: CENTER, to: systemWallet('casino'), amount: 5_000 });
      await move(q, {
        ...round,
        seq: 1,
        kind: 'game_win',
        from: systemWallet('casino'),
        to: CENTER,
        amount: 10_000,
      });
    });
    const [bonus] = (await call<promotions.Bonus[]>(promotions.myBonuses.path, {}, m.token)).data;
    const quit = await call<{ voided: string }>(
      promotions.quitBonus.path,
      { rewardId: bonus!.rewardId },
      m.token,
    );
    assert.equal(quit.data.voided, '150.00', 'bonus 100 + winnings 50');
    assert.equal(await centre(m.token), '100.00');

    const poor = await member();
    await call(promotions.joinActivity.path, { id: FIRST }, poor.token);
    await deposit(poor.id, 10_000);
    await t.db.tx((q) =>
      move(q, {
        kind: 'game_bet',
        memberId: poor.id,
        from: CENTER,
        to: systemWallet('casino'),
        amount: 15_000,
      }),
    );
    const [owed] = (await call<promotions.Bonus[]>(promotions.myBonuses.path, {}, poor.token)).data;
    const gone = await call<{ voided: string }>(
      promotions.quitBonus.path,
      { rewardId: owed!.rewardId },
      poor.token,
    );
    assert.equal(gone.data.voided, '50.00', 'only what is left');
    assert.equal(await centre(poor.token), '0.00');
  });
});

describe('daily and claim promotions', () => {
  it('sign-in: the streak grows day by day and a missed day resets it', async (ctx) => {
    ctx.after(resetClock);
    const m = await member();
    const sign = () =>
      call<{ amount: string; message: string }>(
        promotions.confirmInfo.path,
        { id: 108, action: 'sign' },
        m.token,
      );
    assert.equal((await sign()).message, '请先申请参与本活动');
    await call(promotions.joinActivity.path, { id: 108 }, m.token);
    assert.equal((await sign()).data.amount, '1.88');
    assert.equal((await sign()).status_code, 6009);
    moveClock(1);
    assert.equal((await sign()).data.amount, '2.88');
    moveClock(2);
    const reset = await sign();
    assert.deepEqual(
      [reset.data.amount, reset.data.message],
      ['1.88', '签到成功，已连续签到 1 天，获得 1.88 元'],
    );
    const progress = await call<promotions.Progress>(promotions.promotionProgress.path, { id: 108 }, m.token);
    assert.equal(progress.data.streak, 1);
    assert.equal(progress.data.signedToday, true);
  });

  it('an operator change reaches only members who join after it: the joined keep their terms', async (ctx) => {
    const change = (signRewards: number[]) =>
      t.app.inject({ method: 'POST', url: '/dev/promotions/108', payload: { terms: { signRewards } } });
    ctx.after(() => change([188, 288, 388, 588, 888, 1_288, 1_888]));
    const early = await member();
    await call(promotions.joinActivity.path, { id: 108 }, early.token);
    await change([100]);
    const late = await member();
    await call(promotions.joinActivity.path, { id: 108 }, late.token);
    const sign = (token: string) =>
      call<{ amount: string }>(promotions.confirmInfo.path, { id: 108, action: 'sign' }, token);
    assert.equal((await sign(early.token)).data.amount, '1.88', 'joined before: the old reward');
    assert.equal((await sign(late.token)).data.amount, '1.00', 'joined after: the new reward');
  });

  it('draw: published odds, chances from deposits, each result recorded and paid once', async () => {
    const prizes = PROMOTION_SEEDS.find((p) => p.id === 107)!.terms.prizes!;
    assert.equal(pickPrize(prizes, () => 0).id, 'p1');
    assert.equal(pickPrize(prizes, () => 999).id, 'p6');
    const m = await member();
    await call(promotions.joinActivity.path, { id: 107 }, m.token);
    await deposit(m.id, 20_000);
    const spins = await Promise.all(
      Array.from({ length: 5 }, () =>
        call<{ amount: string; prizeId?: string }>(
          promotions.confirmInfo.path,
          { id: 107, action: 'draw' },
          m.token,
        ),
      ),
    );
    assert.equal(spins.filter((s) => s.status_code === 6000).length, 3, '1 free + 2 for 200 yuan');
    await t.db.tx((q) => recordTurnover(q, m.id, 'DZ', 100_000));
    assert.equal(
      (await call(promotions.confirmInfo.path, { id: 107, action: 'draw' }, m.token)).status_code,
      6000,
      '1 more for 1000 yuan of turnover',
    );
    const progress = await call<promotions.Progress>(promotions.promotionProgress.path, { id: 107 }, m.token);
    assert.equal(progress.data.draws.length, 4);
    assert.equal(progress.data.drawsLeft, 0);
    const won = progress.data.draws.reduce((sum, d) => sum + Math.round(Number(d.amount) * 100), 0);
    assert.equal(Math.round(Number(await centre(m.token)) * 100), 20_000 + won);
  });

  it('new-member tasks: claim when done, once', async () => {
    const m = await member({ bindPhone: true });
    await call(promotions.joinActivity.path, { id: 106 }, m.token);
    const claim = (ref: string) =>
      call<{ amount: string }>(promotions.confirmInfo.path, { id: 106, action: 'claimTask', ref }, m.token);
    assert.equal((await claim('bindPhone')).data.amount, '8.00');
    assert.equal((await claim('bindPhone')).status_code, 6009);
    assert.deepEqual([(await claim('realName')).message], ['任务尚未完成，完成后即可领取']);
    assert.equal((await claim('nope')).status_code, 6007);
  });

  it('betting tiers: reached by weighted turnover, each claimed once a day', async () => {
    const m = await member();
    await call(promotions.joinActivity.path, { id: 103 }, m.token);
    await t.db.tx((q) => recordTurnover(q, m.id, 'ZR', 500_000)); // not sports: counts 0
    const early = await call(
      promotions.confirmInfo.path,
      { id: 103, action: 'claimTier', ref: '0' },
      m.token,
    );
    assert.deepEqual(
      [early.status_code, early.message],
      [6012, '今日有效投注还差 1000.00 元才能领取该档奖励'],
    );
    await t.db.tx((q) => recordTurnover(q, m.id, 'TY', 100_000));
    const claims = await Promise.all(
      [0, 0, 0].map(() =>
        call(promotions.confirmInfo.path, { id: 103, action: 'claimTier', ref: '0' }, m.token),
      ),
    );
    assert.equal(claims.filter((c) => c.status_code === 6000).length, 1);
  });

  it('race: joined members ranked by weighted turnover; prizes paid once at the end', async () => {
    const a = await member();
    const b = await member();
    for (const x of [a, b]) await call(promotions.joinActivity.path, { id: 104 }, x.token);
    await t.db.tx((q) => recordTurnover(q, a.id, 'ZR', 300_000));
    await t.db.tx((q) => recordTurnover(q, b.id, 'ZR', 900_000));
    const live = await call<{ myRank: number | null; settled: boolean }>(
      promotions.raceBoard.path,
      { id: 104 },
      a.token,
    );
    assert.equal(live.data.myRank, 2);
    assert.equal(live.data.settled, false);
    // The race ends now (both members' turnover is inside it); the job settles it a minute later.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/promotions/104',
      payload: { endsAt: new Date().toISOString() },
    });
    assert.equal(res.statusCode, 200, res.body);
    const later = new Date(Date.now() + 5 * 60_000);
    await Promise.all([
      settleEndedRaces(t.db, later),
      call(promotions.raceBoard.path, { id: 104 }, a.token),
      settleEndedRaces(t.db, later),
    ]);
    assert.equal(await centre(b.token), '38888.00');
    assert.equal(await centre(a.token), '18888.00');
  });

  it('invitation: the invitee registered with the code is listed, their first deposit pays the inviter', async () => {
    const inviter = await member();
    const invitee = await member();
    await t.db.query('UPDATE members SET i_code = $2 WHERE id = $1', [invitee.id, inviteCodeOf(inviter.id)]);
    await deposit(invitee.id, 50_000);
    await deposit(invitee.id, 50_000);
    const info = await call<{
      invitees: { deposited: boolean; reward: string }[];
      totalReward: string;
      linkPath: string;
    }>(promotions.inviteInfo.path, {}, inviter.token);
    assert.equal(info.data.invitees.length, 1);
    assert.deepEqual([info.data.invitees[0]?.deposited, info.data.totalReward], [true, '50.00']);
    assert.match(info.data.linkPath, new RegExp(`icode=${inviteCodeOf(inviter.id)}`));
  });

  it('an operator withdraws a promotion: new joins refused, the list no longer shows it', async () => {
    await t.app.inject({ method: 'POST', url: '/dev/promotions/110', payload: { status: 'withdrawn' } });
    const m = await member();
    const res = await call(promotions.joinActivity.path, { id: 110 }, m.token);
    assert.deepEqual([res.status_code, res.message], [6012, '该活动已下架，如已参与将按参与时的条款执行']);
    const list = await t.api<promotions.PromotionSummary[]>(promotions.promotionConfig.path, {});
    assert.ok(!list.data.some((p) => p.id === 110));
    assert.ok(list.data.some((p) => p.id === 111 && p.status === 'upcoming'));
    const early = await call<{ eligible: boolean; reason: string }>(
      promotions.verification.path,
      { id: 111 },
      m.token,
    );
    assert.deepEqual([early.data.eligible, early.data.reason], [false, '活动尚未开始，敬请留意开始时间']);
    const unknown = await call(promotions.promotionDetail.path, { id: 999 }, m.token);
    assert.deepEqual([unknown.status_code, unknown.message], [6004, '活动不存在或已下架']);
    const bad = await call(promotions.confirmInfo.path, { id: 108, action: 'fly' }, m.token);
    assert.equal(bad.status_code, 6007);
  });

  it('agent: tiers are public, an application is stored once while pending', async () => {
    const m = await member();
    const form = { contactName: '王先生', phone: '13800138000', im: 'wx123', channel: 'social', message: '' };
    const bad = await call(promotions.agentApply.path, { ...form, phone: '123' }, m.token);
    assert.deepEqual([bad.status_code, bad.message], [6007, '参数 phone 错误：请输入正确的手机号码']);
    // A NUL byte meets the site-wide rule first (route.ts), other control characters the form's own.
    const nul = await call(promotions.agentApply.path, { ...form, message: 'a\u0000b' }, m.token);
    assert.deepEqual(
      [nul.status_code, nul.message],
      [6007, '参数 message 错误：含有非法字符（空字符或无效的 Unicode 字符）'],
    );
    const bell = await call(promotions.agentApply.path, { ...form, message: 'a\u0007b' }, m.token);
    assert.deepEqual([bell.status_code, bell.message], [6007, '参数 message 错误：请勿输入特殊控制字符']);
    assert.equal((await call(promotions.agentApply.path, form, m.token)).status_code, 6000);
    assert.equal((await call(promotions.agentApply.path, form, m.token)).status_code, 6009);
    const tiers = await t.api<{ tiers: unknown[] }>(promotions.agentConfig.path, {});
    assert.equal(tiers.data.tiers.length, 5);
  });

  it('agent review: an operator rejects with a reason the applicant reads, who may apply again', async () => {
    const m = await member();
    const form = { contactName: '李女士', phone: '13900139000', im: '', channel: 'website', message: '' };
    const applied = await call<{ id: number }>(promotions.agentApply.path, form, m.token);
    const decide = (id: number, payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/dev/agent-applications/${id}`, payload });
    const queue = await t.app.inject({ method: 'GET', url: '/dev/agent-applications?status=pending' });
    assert.ok(
      queue.json<{ id: number }[]>().some((a) => a.id === applied.data.id),
      'in the pending queue',
    );
    assert.equal((await decide(applied.data.id, { decision: 'reject' })).statusCode, 400, 'no reason');
    assert.equal(
      (await decide(applied.data.id, { decision: 'reject', reason: '推广渠道信息不完整' })).statusCode,
      200,
    );
    assert.equal(
      (await decide(applied.data.id, { decision: 'approve' })).json<{ status_code: number }>().status_code,
      6009,
    );
    assert.equal(
      (await decide(999_999, { decision: 'approve' })).json<{ status_code: number }>().status_code,
      6004,
    );
    const seen = await call<promotions.AgentApplication>(promotions.agentApplication.path, {}, m.token);
    assert.deepEqual([seen.data.status, seen.data.reason], ['rejected', '推广渠道信息不完整']);
    assert.notEqual(seen.data.reviewTime, '');
    const letters = await call<{ list: { title: string; content: string }[] }>(
      memberLetters.letterList.path,
      {},
      m.token,
    );
    assert.ok(
      letters.data.list.some(
        (l) => l.title === '合营计划申请未通过' && l.content.includes('推广渠道信息不完整'),
      ),
    );
    const again = await call<{ id: number }>(promotions.agentApply.path, form, m.token);
    assert.equal(again.status_code, 6000, 'a rejected applicant may apply again');
    assert.equal((await decide(again.data.id, { decision: 'approve' })).statusCode, 200);
    const approved = await call<promotions.AgentApplication>(promotions.agentApplication.path, {}, m.token);
    assert.equal(approved.data.status, 'approved');
  });
});
