import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { member, memberArea } from '@site/shared/contract';
import { CENTER, balanceOf, move, systemWallet } from '../money/ledger';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.stop());

async function deposit(memberId: number, fen: number) {
  await t.db.tx((q) =>
    move(q, {
      kind: 'deposit',
      memberId,
      from: systemWallet('deposits'),
      to: CENTER,
      amount: fen,
      memo: 'test deposit',
    }),
  );
}

let round = 0;
/** A casino round of `fen` stake (slot category unless the game says otherwise), as the demo games write it. */
async function playRound(memberId: number, fen: number, winFen = 0) {
  const [game] = await t.db.query<{ code: string; venue_code: string }>(
    `SELECT code, venue_code FROM games WHERE category = 'DZ' ORDER BY code LIMIT 1`,
  );
  assert.ok(game, 'a seeded slot game');
  round += 1;
  await t.db.query(
    `INSERT INTO game_rounds (member_id, round_id, venue_code, game_code, kind, stake, win, detail) VALUES ($1, $2, $3, $4, 'slot', $5, $6, '{}')`,
    [memberId, `r${round}-${memberId}`, game.venue_code, game.code, fen, winFen],
  );
}

async function newMember() {
  const m = await t.devMember();
  return {
    ...m,
    id: Number(m.userId),
    call: <T = unknown>(path: string, body: unknown = {}, requestId?: string) =>
      t.api<T>(path, body, { token: m.token, 'request-id': requestId }),
  };
}

describe('VIP grades', () => {
  it('lists VIP0-VIP10 with rebate rates per category', async () => {
    const m = await newMember();
    const body = await m.call(memberArea.memberGradeConfigList.path);
    const grades = memberArea.memberGradeConfigList.response.parse(body.data);
    assert.deepEqual(
      grades.map((g) => g.name),
      Array.from({ length: 11 }, (_, i) => `VIP${i}`),
    );
    assert.equal(grades[1]?.rebates.DZ, '0.60');
  });

  it('computes the grade from ledger deposits and valid turnover, one level a day, with a letter', async () => {
    const m = await newMember();
    let info = memberArea.memberGradeInfoByGrade.response.parse(
      (await m.call(memberArea.memberGradeInfoByGrade.path)).data,
    );
    assert.equal(info.grade, 0);
    await deposit(m.id, 6_000_000);
    await playRound(m.id, 2_500_000);
    info = memberArea.memberGradeInfoByGrade.response.parse(
      (await m.call(memberArea.memberGradeInfoByGrade.path)).data,
    );
    // Qualifies for VIP3 (60,000 deposited, 25,000 turnover) but climbs one level today.
    assert.equal(info.grade, 1);
    assert.equal(info.deposit, '60000.00');
    assert.equal(info.turnover, '25000.00');
    assert.equal(info.canUpgradeToday, false);
    const letters = await m.call<{ list: { title: string }[] }>('/site/api/v1/letter/list', {
      type: 'notice',
    });
    assert.ok(letters.data.list.some((l) => l.title === '恭喜晋级VIP1'));
    await t.app.inject({ method: 'POST', url: `/dev/vip/${m.id}/next-day` });
    info = memberArea.memberGradeInfoByGrade.response.parse(
      (await m.call(memberArea.memberGradeInfoByGrade.path)).data,
    );
    assert.equal(info.grade, 2);
  });
});

describe('welfare', () => {
  it('pays each claim once for a repeated request id, and refuses a second claim', async () => {
    const m = await newMember();
    await deposit(m.id, 20_000);
    await playRound(m.id, 20_000);
    const items = memberArea.vipWeekInfo.response.parse((await m.call(memberArea.vipWeekInfo.path)).data);
    const upgrade = items.find((i) => i.id === 'upgrade:1');
    assert.equal(upgrade?.status, 'claimable');
    assert.equal(upgrade?.amount, '18.00');
    const before = await balanceOf(t.db, m.id, CENTER);
    const first = await m.call(memberArea.vipWeekReceive.path, { id: 'upgrade:1' }, 'claim-up-1');
    const again = await m.call(memberArea.vipWeekReceive.path, { id: 'upgrade:1' }, 'claim-up-1');
    assert.equal(first.status_code, 6000, first.message);
    assert.deepEqual(again, first);
    assert.equal(await balanceOf(t.db, m.id, CENTER), before + 1_800);
    const other = await m.call(memberArea.vipWeekReceive.path, { id: 'upgrade:1' }, 'claim-up-2');
    assert.equal(other.status_code, 6009);
    assert.equal(other.message, '该福利已领取');
    const [req] = await t.db.query<{ required_fen: unknown }>(
      `SELECT required_fen FROM reward_turnover WHERE member_id = $1 AND source = 'vip_upgrade'`,
      [m.id],
    );
    assert.equal(Number(req?.required_fen), 1_800);
  });

  it('claims weekly, monthly and rebate with claim all, once per request id', async () => {
    const m = await newMember();
    await deposit(m.id, 20_000);
    await playRound(m.id, 100_000);
    const before = await balanceOf(t.db, m.id, CENTER);
    const first = await m.call<memberArea.ClaimResult>(memberArea.vipWeekReceiveAll.path, {}, 'all-1');
    const again = await m.call<memberArea.ClaimResult>(memberArea.vipWeekReceiveAll.path, {}, 'all-1');
    assert.equal(first.status_code, 6000, first.message);
    assert.deepEqual(again.data, first.data);
    // upgrade 18 + weekly 8 + monthly 18 + rebate 1,000 x 0.60 % = 6.
    assert.deepEqual(
      first.data.claimed.map((c) => c.id).sort(),
      ['monthly', 'rebate', 'upgrade:1', 'weekly']
        .map((k) => first.data.claimed.find((c) => c.id.startsWith(k))?.id ?? k)
        .sort(),
    );
    assert.equal(first.data.total, '50.00');
    assert.equal(await balanceOf(t.db, m.id, CENTER), before + 5_000);
    const items = memberArea.vipWeekInfo.response.parse((await m.call(memberArea.vipWeekInfo.path)).data);
    assert.equal(items.find((i) => i.kind === 'rebate')?.status, 'locked');
    const none = await m.call(memberArea.vipWeekReceiveAll.path, {}, 'all-2');
    assert.equal(none.status_code, 6007);
  });

  it('pays the birthday bonus in the birthday month once per request id', async () => {
    const m = await newMember();
    await deposit(m.id, 20_000);
    await playRound(m.id, 20_000);
    await t.db.query(
      `UPDATE members SET birthday = make_date(1990, extract(month FROM now() AT TIME ZONE 'Asia/Shanghai')::int, 1) WHERE id = $1`,
      [m.id],
    );
    const items = memberArea.vipWeekInfo.response.parse((await m.call(memberArea.vipWeekInfo.path)).data);
    const birthday = items.find((i) => i.kind === 'birthday');
    assert.equal(birthday?.status, 'claimable');
    const first = await m.call(memberArea.vipWeekReceive.path, { id: birthday?.id }, 'bday-1');
    const again = await m.call(memberArea.vipWeekReceive.path, { id: birthday?.id }, 'bday-1');
    assert.equal(first.status_code, 6000, first.message);
    assert.deepEqual(again, first);
    assert.equal(await balanceOf(t.db, m.id, CENTER), 20_000 + 1_800);
  });

  it('locks the birthday bonus until a birthday is set and refuses a bad id with 6007', async () => {
    const m = await newMember();
    const items = memberArea.vipWeekInfo.response.parse((await m.call(memberArea.vipWeekInfo.path)).data);
    assert.equal(items.find((i) => i.kind === 'birthday')?.status, 'locked');
    const bad = await m.call(memberArea.vipWeekReceive.path, { id: 'free-money' }, 'bad-1');
    assert.equal(bad.status_code, 6007);
    const locked = await m.call(
      memberArea.vipWeekReceive.path,
      { id: items.find((i) => i.kind === 'weekly')?.id },
      'locked-1',
    );
    assert.equal(locked.status_code, 6007);
    assert.equal(locked.message, '晋级VIP1后可领取');
    assert.equal(await balanceOf(t.db, m.id, CENTER), 0);
  });
});

describe('points exchange', () => {
  it('earns a point per yuan of turnover, exchanges once per request id, never below zero', async () => {
    const m = await newMember();
    await playRound(m.id, 15_000);
    let info = memberArea.activityTopGiftInfo.response.parse(
      (await m.call(memberArea.activityTopGiftInfo.path)).data,
    );
    assert.equal(info.points, 150);
    const first = await m.call(memberArea.activityTopGiftExchange.path, { itemId: 1 }, 'ex-1');
    const again = await m.call(memberArea.activityTopGiftExchange.path, { itemId: 1 }, 'ex-1');
    assert.equal(first.status_code, 6000, first.message);
    assert.deepEqual(again, first);
    info = memberArea.activityTopGiftInfo.response.parse(
      (await m.call(memberArea.activityTopGiftInfo.path)).data,
    );
    assert.equal(info.points, 50);
    assert.equal(await balanceOf(t.db, m.id, CENTER), 800);
    const poor = await m.call(memberArea.activityTopGiftExchange.path, { itemId: 1 }, 'ex-2');
    assert.equal(poor.status_code, 6007);
    assert.match(poor.message, /积分不足/);
    const soldOut = await m.call(
      memberArea.activityTopGiftExchange.path,
      { itemId: 8, address: { receiver: '张三', phone: '13800138000', address: '北京市朝阳区' } },
      'ex-3',
    );
    assert.equal(soldOut.status_code, 6007);
    const gifts = await m.call<{ list: { source: string }[]; totalAmount: string }>(
      memberArea.giftRecordList.path,
      {},
    );
    assert.equal(gifts.data.totalAmount, '8.00');
    assert.equal(gifts.data.list[0]?.source, 'points_exchange');
  });
});

describe('records and IDOR', () => {
  it('lists casino rounds with totals and filters', async () => {
    const m = await newMember();
    await playRound(m.id, 1_000, 3_000);
    await playRound(m.id, 2_000, 0);
    const totals = await m.call(memberArea.gameRecordTotal.path, {});
    assert.deepEqual(totals.data, {
      betCount: 2,
      betAmount: '30.00',
      validBetAmount: '30.00',
      winLoss: '0.00',
    });
    const wins = await m.call<{ list: unknown[]; total: number }>(memberArea.gameRecordList.path, {
      result: 'win',
    });
    assert.equal(wins.data.total, 1);
    const bad = await m.call(memberArea.gameRecordList.path, { startDate: '2026/01/01' });
    assert.equal(bad.status_code, 6007);
  });

  it('member B sees nothing of member A', async () => {
    const a = await newMember();
    const b = await newMember();
    await playRound(a.id, 1_000);
    const bTotals = await b.call(memberArea.gameRecordTotal.path, {});
    assert.equal((bTotals.data as { betCount: number }).betCount, 0);
    const aLetters = await a.call<{ list: { id: string }[] }>('/site/api/v1/letter/list', {});
    const letterId = aLetters.data.list[0]?.id;
    assert.ok(letterId);
    assert.equal((await b.call('/site/api/v1/letter/read', { id: letterId })).status_code, 6004);
    assert.equal((await b.call('/site/api/v1/letter/delete', { ids: [letterId] })).status_code, 6004);
    const unread = member.getUnreadForType.response.parse((await a.call(member.getUnreadForType.path)).data);
    assert.ok(unread.notice_count >= 1);
  });
});
