import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, funds, games, memberArea, type Envelope } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../../testing';
import { toTraditional } from '@site/shared/zh-tw';
import { MIN_SPIN_GAP_MS, setSpinGapForTests } from '../../games/pacing';

let t: TestApp;
before(async () => {
  t = await startTestApp();
  // These tests spin one member many times in a row for the money; pacing.test.ts tests the pace.
  setSpinGapForTests(0);
});
after(async () => {
  setSpinGapForTests(MIN_SPIN_GAP_MS);
  await t.stop();
});

const as = (token: string) => ({ [Header.token]: token, [Header.requestId]: randomUUID() });
const roundId = () => `r${randomUUID().replace(/-/g, '')}`;

/** The page token of a launch answer's url: its one-time code traded as the game page does. */
async function pageOf(url: string): Promise<string> {
  const code = /code=([0-9a-f]{48})/.exec(url)?.[1] ?? /data-code="([0-9a-f]{48})"/.exec(url)?.[1];
  assert.ok(code, url.slice(0, 200));
  const e = await t.api<{ token: string }>(games.demoExchange.path, { code });
  assert.equal(e.status_code, 6000, e.message);
  return e.data.token;
}

/** A member with `venueYuan` moved into `venue`, and the page token of a launch of `gameCode` there. */
async function seated(
  venue: string,
  gameCode: string | undefined,
  venueYuan: string,
): Promise<{ token: string; launch: string; memberId: number }> {
  const m = await t.devMember({ balance: '1000' });
  const moved = await t.api(
    funds.venueTransfer.path,
    { channelCode: venue, amount: venueYuan, ty: 1 },
    as(m.token),
  );
  assert.equal(moved.status_code, 6000, moved.message);
  const l = await t.api<{ url: string }>(
    games.launch.path,
    { enName: venue, ...(gameCode ? { gameCode } : {}) },
    as(m.token),
  );
  assert.equal(l.status_code, 6000, l.message);
  const launch = await pageOf(l.data.url);
  return { token: m.token, launch, memberId: Number(m.userId) };
}

async function venueBalance(token: string, channelCode: string): Promise<string> {
  const e = await t.api<{ balance: string }>(funds.venueBalance.path, { channelCode }, as(token));
  return e.data.balance;
}

/** The ledger pairs of one round: [kind, amount, account kind, system name] per entry. */
async function roundEntries(memberId: number, id: string) {
  const rows = await t.db.query<{
    kind: string;
    seq: number;
    amount: unknown;
    account: string;
    system_name: string | null;
  }>(
    `SELECT tr.kind, tr.seq, e.amount, a.kind AS account, a.system_name FROM ledger_transfers tr
       JOIN ledger_entries e ON e.transfer_id = tr.id JOIN ledger_accounts a ON a.id = e.account_id
      WHERE tr.member_id = $1 AND tr.request_id = $2 ORDER BY tr.seq, e.amount`,
    [memberId, id],
  );
  return rows.map((r) => [r.kind, Number(r.amount), r.account, r.system_name]);
}

describe('demo slot', () => {
  it('a spin moves the stake and the win as ledger pairs with the casino account', async () => {
    const s = await seated('CQ9', 'CQ9-0003', '200');
    const session = await t.api<{ kind: string; balance: string; gameName: string }>(games.demoSession.path, {
      token: s.launch,
    });
    assert.equal(session.status_code, 6000, session.message);
    assert.deepEqual([session.data.kind, session.data.balance], ['slot', '200.00']);
    let balance = 20_000;
    let sawWin = false;
    for (let i = 0; i < 12; i++) {
      const id = roundId();
      const e = await t.api(
        games.demoSlotSpin.path,
        { token: s.launch, roundId: id, stake: '5' },
        { [Header.token]: s.token },
      );
      assert.equal(e.status_code, 6000, e.message);
      const r = games.demoSlotSpin.response.parse(e.data);
      assert.equal(r.reels.length, 5);
      const win = Math.round(Number(r.win) * 100);
      const expected = [
        ['game_bet', -500, 'venue', null],
        ['game_bet', 500, 'system', 'casino'],
      ];
      if (win > 0) expected.push(['game_win', -win, 'system', 'casino'], ['game_win', win, 'venue', null]);
      assert.deepEqual(await roundEntries(s.memberId, id), expected);
      balance += win - 500;
      assert.equal(Math.round(Number(r.balance) * 100), balance);
      sawWin ||= win > 0;
    }
    assert.equal(Math.round(Number(await venueBalance(s.token, 'CQ9')) * 100), balance);
    const history = await t.api<unknown[]>(games.demoHistory.path, { token: s.launch });
    assert.equal(history.data.length, 12);
    assert.ok(sawWin, 'twelve spins at a 40 % hit rate win at least once');
  });

  it('refuses a stake above the venue balance with a clear message, and moves nothing', async () => {
    const s = await seated('CQ9', 'CQ9-0004', '3');
    const e = await t.api(
      games.demoSlotSpin.path,
      { token: s.launch, roundId: roundId(), stake: '3.01' },
      { [Header.token]: s.token },
    );
    assert.equal(e.status_code, 6007);
    assert.equal(e.message, '余额不足：本局投注 3.01 元，CQ9电子余额 3.00 元，请先转入资金');
    assert.equal(await venueBalance(s.token, 'CQ9'), '3.00');
    assert.equal(
      (
        await t.api(
          games.demoSlotSpin.path,
          { token: s.launch, roundId: roundId(), stake: '0.5' },
          { [Header.token]: s.token },
        )
      ).message,
      '单注最低 1.00 元',
    );
  });

  it('a repeated round id answers the first result and moves nothing twice', async () => {
    const s = await seated('MG', undefined, '100');
    const id = roundId();
    const first = await t.api(
      games.demoSlotSpin.path,
      { token: s.launch, roundId: id, stake: '10' },
      { [Header.token]: s.token },
    );
    const again = await t.api(
      games.demoSlotSpin.path,
      { token: s.launch, roundId: id, stake: '10' },
      { [Header.token]: s.token },
    );
    assert.equal(first.status_code, 6000, first.message);
    assert.deepEqual(again.data, first.data);
    const rows = await t.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM ledger_transfers WHERE member_id = $1 AND kind = 'game_bet'`,
      [s.memberId],
    );
    assert.equal(Number(rows[0]?.n), 1);
    assert.equal(await venueBalance(s.token, 'MG'), (first.data as { balance: string }).balance);
  });

  it('counts the stake as turnover of the venue activity', async () => {
    const m = await t.devMember({ balance: '100' });
    await t.api(
      funds.venueTransfer.path,
      { channelCode: 'HB', amount: '10', ty: 1, isActivity: 1 },
      as(m.token),
    );
    const l = await t.api<{ url: string }>(
      games.launch.path,
      { enName: 'HB', isActivity: true },
      as(m.token),
    );
    const launch = await pageOf(l.data.url);
    await t.api(
      games.demoSlotSpin.path,
      { token: launch, roundId: roundId(), stake: '4' },
      { [Header.token]: m.token },
    );
    const [row] = await t.db.query<{ turnover: unknown }>(
      'SELECT turnover FROM venue_activities WHERE member_id = $1',
      [Number(m.userId)],
    );
    assert.equal(Number(row?.turnover), 400);
  });
});

describe('demo fishing and baccarat', () => {
  it('a shot pays stake × multiplier when it catches; the fish list is the pay table', async () => {
    const s = await seated('BG', undefined, '100');
    const fish = await t.api<{ fish: string; multiplier: number }[]>(games.demoFishList.path, {
      token: s.launch,
    });
    assert.ok(fish.data.length >= 6);
    for (let i = 0; i < 6; i++) {
      const e = await t.api(
        games.demoFishingShoot.path,
        { token: s.launch, roundId: roundId(), stake: '1', fish: 'clown' },
        { [Header.token]: s.token },
      );
      const r = games.demoFishingShoot.response.parse(e.data);
      assert.equal(r.win, r.caught ? '2.00' : '0.00');
    }
    const wrongGame = await t.api(
      games.demoSlotSpin.path,
      { token: s.launch, roundId: roundId(), stake: '1' },
      { [Header.token]: s.token },
    );
    assert.equal(wrongGame.status_code, 6007, 'a fishing launch does not spin the slot');
  });

  it('baccarat settles the chosen side; a live-casino venue launched as a whole plays the demo table', async () => {
    const s = await seated('HJZR', undefined, '100');
    const e = await t.api(
      games.demoBaccaratDeal.path,
      { token: s.launch, roundId: roundId(), side: 'banker', stake: '10' },
      { [Header.token]: s.token },
    );
    assert.equal(e.status_code, 6000, e.message);
    const r = games.demoBaccaratDeal.response.parse(e.data);
    const expected = r.result === 'banker' ? '19.50' : r.result === 'tie' ? '10.00' : '0.00';
    assert.equal(r.win, expected);
    assert.equal(r.balance, (100 - 10 + Number(expected)).toFixed(2));
  });
});

describe('a demo of its own kind per venue category (issue 15 item 12)', () => {
  it('a chess venue opens 炸金花: both hands dealt, the win paid 1:0.95 through the ledger', async () => {
    const s = await seated('TYQP', undefined, '100');
    const l = await t.api<{ url: string }>(games.launch.path, { enName: 'TYQP' }, as(s.token));
    assert.match(l.data.url, /\/demo\/cards\?/);
    // A chess venue's catalogue game deals at the same table under its own name.
    const ky = await seated('KY', 'KY-0001', '10');
    const kySession = await t.api<{ kind: string; gameName: string }>(games.demoSession.path, {
      token: ky.launch,
    });
    assert.equal(kySession.data.kind, 'cards');
    assert.notEqual(kySession.data.gameName, '炸金花');
    const session = await t.api<{ kind: string; gameName: string }>(games.demoSession.path, {
      token: s.launch,
    });
    assert.deepEqual([session.data.kind, session.data.gameName], ['cards', '炸金花']);
    const id = roundId();
    const e = await t.api(
      games.demoCardsDeal.path,
      { token: s.launch, roundId: id, stake: '10' },
      { [Header.token]: s.token },
    );
    assert.equal(e.status_code, 6000, e.message);
    const r = games.demoCardsDeal.response.parse(e.data);
    assert.equal(r.player.length + r.banker.length, 6);
    const expected = r.result === 'player' ? '19.50' : r.result === 'tie' ? '10.00' : '0.00';
    assert.equal(r.win, expected);
    assert.equal(r.balance, (90 + Number(expected)).toFixed(2));
    assert.equal(await venueBalance(s.token, 'TYQP'), r.balance);
    const entries = await roundEntries(s.memberId, id);
    assert.deepEqual(
      entries.slice(0, 2).map((e) => e[0]),
      ['game_bet', 'game_bet'],
    );
    const history = await t.api<{ gameName: string; kind: string }[]>(games.demoHistory.path, {
      token: s.launch,
    });
    assert.deepEqual([history.data[0]?.gameName, history.data[0]?.kind], ['炸金花', 'cards']);
    const slot = await t.api(
      games.demoSlotSpin.path,
      { token: s.launch, roundId: roundId(), stake: '1' },
      { [Header.token]: s.token },
    );
    assert.equal(slot.status_code, 6007, 'a cards table is no slot');
  });

  it('a lottery venue opens 极速快三: the dice decide the pick, paid at its odds', async () => {
    const s = await seated('VR', undefined, '50');
    const session = await t.api<{ kind: string; gameName: string }>(games.demoSession.path, {
      token: s.launch,
    });
    assert.deepEqual([session.data.kind, session.data.gameName], ['lottery', '极速快三']);
    let balance = 50;
    for (const pick of ['big', 'odd', 'triple'] as const) {
      const e = await t.api(
        games.demoLotteryDraw.path,
        { token: s.launch, roundId: roundId(), pick, stake: '5' },
        { [Header.token]: s.token },
      );
      assert.equal(e.status_code, 6000, e.message);
      const r = games.demoLotteryDraw.response.parse(e.data);
      assert.equal(
        r.sum,
        r.dice.reduce((a, b) => a + b, 0),
      );
      assert.match(r.issue, /^\d{8}-\d{6}$/);
      const won = r.hits.includes(pick);
      assert.equal(r.win, won ? (5 * Number(r.odds)).toFixed(2) : '0.00');
      balance += Number(r.win) - 5;
      assert.equal(r.balance, balance.toFixed(2));
    }
    const bad = await t.api(
      games.demoLotteryDraw.path,
      { token: s.launch, roundId: roundId(), pick: 'seven', stake: '5' },
      { [Header.token]: s.token },
    );
    assert.equal(bad.status_code, 6007);
    assert.equal(await venueBalance(s.token, 'VR'), balance.toFixed(2), 'a refused ticket moves nothing');
  });

  it('an e-sports venue offers a two-way match, a sports venue a 1X2; the bet is priced by the server', async () => {
    const s = await seated('IM', undefined, '100');
    const offer = await t.api(games.demoMatchOffer.path, { token: s.launch });
    assert.equal(offer.status_code, 6000, offer.message);
    const o = games.demoMatchOffer.response.parse(offer.data);
    assert.equal(o.sport, 'esports');
    assert.equal(o.odds.draw, undefined);
    const draw = await t.api(
      games.demoMatchBet.path,
      { token: s.launch, roundId: roundId(), matchId: o.matchId, pick: 'draw', stake: '10' },
      { [Header.token]: s.token },
    );
    assert.equal(draw.status_code, 6007, 'no draw in e-sports');
    const e = await t.api(
      games.demoMatchBet.path,
      { token: s.launch, roundId: roundId(), matchId: o.matchId, pick: 'away', stake: '10' },
      { [Header.token]: s.token },
    );
    assert.equal(e.status_code, 6000, e.message);
    const r = games.demoMatchBet.response.parse(e.data);
    assert.deepEqual(
      [r.home, r.away, r.odds.away],
      [o.home, o.away, o.odds.away],
      'the price shown is the price paid',
    );
    assert.equal(Math.max(...r.score), 2);
    assert.equal(r.win, r.result === 'away' ? (10 * Number(o.odds.away)).toFixed(2) : '0.00');
    assert.equal(r.balance, (90 + Number(r.win)).toFixed(2));

    const f = await seated('SABA', undefined, '20');
    const fo = games.demoMatchOffer.response.parse(
      (await t.api(games.demoMatchOffer.path, { token: f.launch })).data,
    );
    assert.equal(fo.sport, 'football');
    assert.ok(fo.odds.draw);
    const fb = await t.api(
      games.demoMatchBet.path,
      { token: f.launch, roundId: roundId(), matchId: fo.matchId, pick: 'draw', stake: '10' },
      { [Header.token]: f.token },
    );
    assert.equal(fb.status_code, 6000, fb.message);
    const bad = await t.api(
      games.demoMatchBet.path,
      { token: f.launch, roundId: roundId(), matchId: 'not-a-match', pick: 'home', stake: '10' },
      { [Header.token]: f.token },
    );
    assert.equal(bad.status_code, 6007);
    assert.match(bad.message, /赛事编号/);
  });

  it('a repeated round id at each new table answers the first result and moves the money once', async () => {
    const tables = [
      ['LKQP', games.demoCardsDeal.path, {}],
      ['JCCP', games.demoLotteryDraw.path, { pick: 'big' }],
    ] as const;
    for (const [venue, path, extra] of tables) {
      const s = await seated(venue, undefined, '50');
      const body = { token: s.launch, roundId: roundId(), stake: '10', ...extra };
      const first = await t.api<{ balance: string }>(path, body, { [Header.token]: s.token });
      const again = await t.api<{ balance: string }>(path, body, { [Header.token]: s.token });
      assert.equal(first.status_code, 6000, first.message);
      assert.deepEqual(again.data, first.data, venue);
      assert.equal(
        (await roundEntries(s.memberId, body.roundId)).filter((e) => e[0] === 'game_bet').length,
        2,
      );
      assert.equal(await venueBalance(s.token, venue), first.data.balance, venue);
    }
    const m = await seated('XYDJ', undefined, '50');
    const offer = games.demoMatchOffer.response.parse(
      (await t.api(games.demoMatchOffer.path, { token: m.launch })).data,
    );
    const bet = { token: m.launch, roundId: roundId(), matchId: offer.matchId, pick: 'home', stake: '10' };
    const first = await t.api<{ balance: string }>(games.demoMatchBet.path, bet, { [Header.token]: m.token });
    const again = await t.api<{ balance: string }>(games.demoMatchBet.path, bet, { [Header.token]: m.token });
    assert.deepEqual(again.data, first.data);
    assert.equal(await venueBalance(m.token, 'XYDJ'), first.data.balance);
  });

  it('the game record names these tables and files them under their venue category', async () => {
    const s = await seated('LKQP', undefined, '30');
    await t.api(
      games.demoCardsDeal.path,
      { token: s.launch, roundId: roundId(), stake: '10' },
      { [Header.token]: s.token },
    );
    const e = await t.api<{ list: { gameName: string; category: string }[] }>(
      memberArea.gameRecordList.path,
      { pageNum: 1, pageSize: 10 },
      as(s.token),
    );
    assert.equal(e.status_code, 6000, e.message);
    assert.deepEqual([e.data.list[0]?.gameName, e.data.list[0]?.category], ['炸金花', 'QP']);
  });
});

describe('demo pages and tokens', () => {
  it('serves each page with one small 试玩 mark (no 演示 banner) and its script file; a dead launch is 6302', async () => {
    for (const kind of ['slot', 'fishing', 'baccarat', 'cards', 'lottery', 'match', 'lobby']) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/demo/${kind}?code=${'a'.repeat(48)}&site=1001`,
      });
      assert.equal(page.statusCode, 200);
      // Issue 28 item 15: one small mark, the disclosure behind it and in 玩法说明, no banner.
      assert.equal(page.body.match(/<span class="trial"[^>]*>试玩<\/span>/g)?.length, 1, kind);
      assert.match(page.body, /不连接外部游戏供应商/);
      assert.doesNotMatch(page.body, /演示|由本站模拟|class="notice"/, kind);
      // A game in its own window has the game bar itself (issue 28 item 10), hidden in a frame.
      assert.match(page.body, /<script src="\/demo\/assets\/window-bar\.js"><\/script>/);
      assert.match(
        page.body,
        /id="window-bar" hidden><button[^>]*>刷新<\/button><button[^>]*id="bar-in">转入</,
      );
      assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
      const script = await t.app.inject({ method: 'GET', url: `/demo/assets/${kind}.js` });
      assert.equal(script.statusCode, 200);
      assert.match(String(script.headers['content-type']), /javascript/);
    }
    assert.equal((await t.app.inject({ method: 'GET', url: '/demo/roulette' })).statusCode, 404);
    const dead = (await t.api(games.demoSession.path, { token: 'b'.repeat(48) })) as Envelope<unknown>;
    assert.equal(dead.status_code, 6302);
    const s = await seated('AG', undefined, '10');
    await t.api('/site/api/v1/logout', {}, as(s.token));
    const afterLogout = await t.api(games.demoSession.path, { token: s.launch });
    assert.equal(afterLogout.status_code, 6302, 'a launch dies with its session');
  });

  it("serves a zh-TW player's game page and its scripts in Traditional", async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/demo/baccarat?code=${'a'.repeat(48)}&site=1001&language=zh-TW`,
    });
    assert.match(page.body, /<html lang="zh-TW">/);
    assert.ok(page.body.includes(toTraditional('试玩')));
    assert.ok(page.body.includes('場館餘額'));
    assert.doesNotMatch(page.body, /场馆余额/);
    assert.match(page.body, /\/demo\/assets\/common\.js\?language=zh-TW/);
    const script = await t.app.inject({ method: 'GET', url: '/demo/assets/common.js?language=zh-TW' });
    assert.ok(script.body.includes(toTraditional('服务开小差了，请稍后再试')));
    assert.doesNotMatch(script.body, /服务开小差了/);
    // Without it: Simplified, as before.
    const plain = await t.app.inject({ method: 'GET', url: '/demo/assets/common.js' });
    assert.match(plain.body, /服务开小差了/);
  });
});
