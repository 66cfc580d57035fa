import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { account, chat, sports } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../testing';
import { toTraditional } from '@site/shared/zh-tw';
import { TestSocket, type Frame } from './test-socket';

const M = chat.ChatMsg;
let t: TestApp;
let base = '';

before(async () => {
  t = await startTestApp({ dataDir: 'memory://' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  assert.ok(address && typeof address === 'object');
  base = `ws://127.0.0.1:${address.port}/ws?clientType=web&siteId=1001`;
});
after(async () => {
  await t.stop();
});

async function member(): Promise<{ ws: TestSocket; userId: string; name: string }> {
  const m = await t.devMember();
  const jwt = await t.api<{ token: string; body: string }>(account.memberJwt.path, {}, { token: m.token });
  const ws = await TestSocket.open(base);
  const login = await ws.ask(M.LOGIN, { token: jwt.data.token, body: jwt.data.body });
  assert.equal(login.msgData?.ok, true);
  return { ws, userId: m.userId, name: m.name };
}

async function joined(rid: string): Promise<{ ws: TestSocket; userId: string; name: string; join: Frame }> {
  const m = await member();
  const join = await m.ws.ask(M.JOIN_ROOM, { rid }, M.JOIN_UNICAST);
  return { ...m, join };
}

const dev = async (action: string, body: unknown): Promise<Record<string, unknown>> => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/dev/chat/${action}`,
    payload: body as Record<string, unknown>,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<Record<string, unknown>>();
};

const messageOf = (f: Frame) => f.msgData?.message as chat.ChatMessage;

describe('chat socket', () => {
  it('0: heartbeat is echoed', async () => {
    const ws = await TestSocket.open(base);
    assert.deepEqual(await ws.ask(M.HEARTBEAT, undefined), { msgId: 0 });
    ws.close();
  });

  it('10019 / 10009 / 10002 / 10016: a guest reads a room and is asked to log in to speak', async () => {
    const ws = await TestSocket.open(base);
    const login = await ws.ask(M.GUEST_LOGIN, {}, M.LOGIN);
    assert.equal(login.msgData?.guest, true);
    assert.match(String(login.msgData?.name), /^游客\d+$/);
    const list = await ws.ask(M.ROOM_LIST, {});
    const rids = (list.msgData?.rooms as chat.ChatRoom[]).map((r) => r.rid);
    assert.deepEqual(rids.slice(0, 4), ['lobby', 'sports', 'casino', 'vip']);
    const join = await ws.ask(M.JOIN_ROOM, { rid: 'lobby' }, M.JOIN_UNICAST);
    assert.equal((join.msgData?.room as chat.ChatRoom).name, '综合大厅');
    // The site's room names in both scripts: a zh-TW page shows the Traditional one.
    assert.equal((join.msgData?.room as chat.ChatRoom).nameTw, '綜合大廳');
    assert.equal((list.msgData?.rooms as chat.ChatRoom[])[3]?.nameTw, 'VIP 貴賓廳');
    assert.ok(Array.isArray(join.msgData?.messages));
    const refused = await ws.ask(M.SEND, { rid: 'lobby', msg: '大家好', clientId: 'c1' }, M.BLOCKED);
    assert.deepEqual(refused.msgData, { rid: 'lobby', message: '游客不能发言，请先登录', clientId: 'c1' });
    ws.close();
  });

  it('10001: a member logs in with member/jwt; a forged token is refused with a reason', async () => {
    const m = await member();
    m.ws.close();
    const ws = await TestSocket.open(base);
    const bad = await ws.ask(M.LOGIN, { token: 'a.b.c', body: '{}' });
    assert.equal(bad.msgData?.ok, false);
    assert.equal(bad.msgData?.message, '聊天登录已失效，请重新登录');
    const join = await ws.ask(M.JOIN_ROOM, { rid: 'lobby' }, M.INTERNAL);
    assert.deepEqual(join.msgData, { status_code: 6001, message: '请先登录聊天' });
    ws.close();
  });

  it('10002 sent right behind 10001 (as the client queue does) waits for the login', async () => {
    const m = await t.devMember();
    const jwt = await t.api<{ token: string; body: string }>(account.memberJwt.path, {}, { token: m.token });
    const ws = await TestSocket.open(base);
    ws.send(M.LOGIN, { token: jwt.data.token, body: jwt.data.body });
    ws.send(M.JOIN_ROOM, { rid: 'lobby' });
    const join = await ws.next(M.JOIN_UNICAST);
    assert.equal((join.msgData?.room as chat.ChatRoom).rid, 'lobby');
    assert.ok(await ws.none(M.INTERNAL, 100));
    ws.close();
  });

  it('10003 / 10008: a message reaches the room as text (HTML is not interpreted), joins are broadcast', async () => {
    const a = await joined('casino');
    const b = await joined('casino');
    const seen = await a.ws.next(M.JOIN_BROADCAST, (f) => f.msgData?.name === b.name);
    assert.equal(seen.msgData?.rid, 'casino');
    const xss = '  <img src=x onerror="alert(1)"><script>alert(2)</script>  ';
    a.ws.send(M.SEND, { rid: 'casino', msg: xss, clientId: 'x1' });
    const got = await b.ws.next(M.SEND);
    assert.equal(messageOf(got).msg, xss.trim());
    assert.equal(messageOf(got).name, a.name);
    assert.equal(messageOf(got).kind, 'text');
    const own = await a.ws.next(M.SEND);
    assert.equal(own.msgData?.clientId, 'x1');
    a.ws.close();
    b.ws.close();
  });

  it('10005: blocked words, links, phone numbers and empty text are refused with their reason', async () => {
    const a = await joined('sports');
    const cases: [string, string][] = [
      ['找我代充，便宜', '消息含有违禁词「代充」，未发送'],
      ['看这里 https://evil.example', '禁止发送链接'],
      ['上 abc.com 玩', '禁止发送链接'],
      ['电话 138 1234 5678', '禁止发送手机号等联系方式'],
      ['   ', '消息不能为空'],
    ];
    for (const [msg, reason] of cases) {
      const r = await a.ws.ask(M.SEND, { rid: 'sports', msg }, M.BLOCKED);
      assert.equal(r.msgData?.message, reason, msg);
    }
    const longText = await a.ws.ask(M.SEND, { rid: 'sports', msg: '好'.repeat(201) }, M.BLOCKED);
    assert.equal(longText.msgData?.message, '消息不能超过 200 个字');
    a.ws.close();
  });

  it('10004: a muted member is told at once and on every send, with the reason', async () => {
    const a = await joined('sports');
    await dev('mute', { userId: a.userId, minutes: 30, reason: '刷屏' });
    const pushed = await a.ws.next(M.MUTED);
    assert.match(String(pushed.msgData?.message), /^您已被禁言至 .+，原因：刷屏$/);
    const refused = await a.ws.ask(M.SEND, { rid: 'sports', msg: '为什么' }, M.MUTED);
    assert.match(String(refused.msgData?.message), /原因：刷屏/);
    assert.ok(Number(refused.msgData?.until) > Date.now() + 29 * 60_000);
    await dev('unmute', { userId: a.userId });
    a.ws.send(M.SEND, { rid: 'sports', msg: '解禁了' });
    assert.equal(messageOf(await a.ws.next(M.SEND)).msg, '解禁了');
    a.ws.close();
  });

  it('10006: slow mode is pushed to the room and a second message waits', async () => {
    await dev('open', { rid: 'slow', name: '慢速房' });
    const a = await joined('slow');
    await dev('room', { rid: 'slow', slowModeSeconds: 30 });
    const status = await a.ws.next(M.ROOM_STATUS);
    assert.equal((status.msgData?.room as chat.ChatRoom).slowModeSeconds, 30);
    a.ws.send(M.SEND, { rid: 'slow', msg: '第一条' });
    await a.ws.next(M.SEND);
    const second = await a.ws.ask(M.SEND, { rid: 'slow', msg: '第二条' }, M.BLOCKED);
    assert.equal(second.msgData?.waitSeconds, 30);
    assert.equal(second.msgData?.message, '本房间为慢速模式，请 30 秒后再发言');
    a.ws.close();
  });

  it('10005: the per-member send rate is limited (5 in 10 s)', async () => {
    const a = await joined('lobby');
    for (let i = 1; i <= 5; i += 1) {
      a.ws.send(M.SEND, { rid: 'lobby', msg: `第${i}条` });
      await a.ws.next(M.SEND);
    }
    const sixth = await a.ws.ask(M.SEND, { rid: 'lobby', msg: '第6条' }, M.BLOCKED);
    assert.match(String(sixth.msgData?.message), /^发言过于频繁，请 \d+ 秒后再试$/);
    a.ws.close();
  });

  it('10007: the room VIP level is broadcast and gates speaking by members.vip_grade', async () => {
    await dev('open', { rid: 'gold', name: '黄金厅' });
    const a = await joined('gold');
    await dev('level', { rid: 'gold', vipLevel: 2 });
    const level = await a.ws.next(M.VIP_LEVEL);
    assert.deepEqual(level.msgData, {
      rid: 'gold',
      vipLevel: 2,
      message: '本房间发言等级调整为 VIP2 及以上',
    });
    const refused = await a.ws.ask(M.SEND, { rid: 'gold', msg: '能说话吗' }, M.BLOCKED);
    assert.equal(refused.msgData?.message, '本房间仅限 VIP2 及以上会员发言');
    await t.db.query('UPDATE members SET vip_grade = 3 WHERE id = $1', [Number(a.userId)]);
    a.ws.send(M.SEND, { rid: 'gold', msg: '能了' });
    const sent = messageOf(await a.ws.next(M.SEND));
    assert.equal(sent.vipGrade, 3);
    a.ws.close();
  });

  it('10011 and POST /stream/api/v1/history: 15 a page, newest first, with a cursor', async () => {
    await dev('open', { rid: 'hist', name: '历史房' });
    for (let i = 1; i <= 20; i += 1)
      await t.chat.rooms.store.insert({
        rid: 'hist',
        kind: 'text',
        memberId: null,
        guest: true,
        name: '游客1',
        vipGrade: 0,
        body: `m${i}`,
      });
    const a = await joined('hist');
    const first = await a.ws.ask(M.HISTORY, { rid: 'hist' });
    const list = first.msgData?.list as chat.ChatMessage[];
    assert.equal(list.length, 15);
    assert.equal(list[0]?.msg, 'm20');
    assert.equal(list[14]?.msg, 'm6');
    assert.equal(first.msgData?.hasMore, true);
    const page2 = await t.api<{ list: chat.ChatMessage[]; hasMore: boolean; nextBeforeId: number | null }>(
      chat.history.path,
      {
        rid: 'hist',
        beforeId: first.msgData?.nextBeforeId,
      },
    );
    assert.equal(page2.status_code, 6000);
    assert.deepEqual(
      page2.data.list.map((m) => m.msg),
      ['m5', 'm4', 'm3', 'm2', 'm1'],
    );
    assert.equal(page2.data.hasMore, false);
    assert.equal(page2.data.nextBeforeId, null);
    const missing = await t.api(chat.history.path, { rid: 'nope' });
    assert.equal(missing.status_code, 6004);
    const bad = await t.api(chat.history.path, { rid: 'hist', pageSize: 999 });
    assert.equal(bad.status_code, 6007);
    a.ws.close();
  });

  it('10002 with afterId: a reconnecting client gets exactly what it missed', async () => {
    await dev('open', { rid: 'resume', name: '续传房' });
    const a = await joined('resume');
    const b = await joined('resume');
    b.ws.send(M.SEND, { rid: 'resume', msg: '在吗' });
    const lastSeen = messageOf(await a.ws.next(M.SEND)).id;
    a.ws.close();
    for (const msg of ['一', '二', '三']) {
      b.ws.send(M.SEND, { rid: 'resume', msg });
      await b.ws.next(M.SEND, (f) => messageOf(f).msg === msg);
    }
    const again = await member();
    const join = await again.ws.ask(M.JOIN_ROOM, { rid: 'resume', afterId: lastSeen }, M.JOIN_UNICAST);
    assert.equal(join.msgData?.resumed, true);
    assert.deepEqual(
      (join.msgData?.messages as chat.ChatMessage[]).map((m) => m.msg),
      ['三', '二', '一'],
    );
    again.ws.close();
    b.ws.close();
  });

  it('10015 clears the room (history too); 10013 destroys it and takes members out', async () => {
    await dev('open', { rid: 'temp', name: '临时房' });
    const a = await joined('temp');
    a.ws.send(M.SEND, { rid: 'temp', msg: '清屏前' });
    await a.ws.next(M.SEND);
    await dev('clear', { rid: 'temp' });
    assert.deepEqual((await a.ws.next(M.CLEAR)).msgData, { rid: 'temp', message: '管理员已清屏' });
    assert.deepEqual((await a.ws.ask(M.HISTORY, { rid: 'temp' })).msgData?.list, []);
    await dev('destroy', { rid: 'temp' });
    assert.deepEqual((await a.ws.next(M.ROOM_DESTROYED)).msgData, { rid: 'temp', message: '该房间已被解散' });
    const list = await a.ws.next(M.ROOM_LIST);
    assert.ok(!(list.msgData?.rooms as chat.ChatRoom[]).some((r) => r.rid === 'temp'));
    const after = await a.ws.ask(M.SEND, { rid: 'temp', msg: '还在吗' }, M.INTERNAL);
    assert.equal(after.msgData?.message, '请先进入房间');
    a.ws.close();
  });

  it('speaks each socket its own script: broadcasts in Traditional to a zh-TW socket, what members wrote never converted', async () => {
    await dev('open', { rid: 'tw', name: '繁体房' });
    const cn = await joined('tw');
    const tw = await TestSocket.open(`${base}&language=zh-TW`);
    await tw.ask(M.GUEST_LOGIN, {}, M.LOGIN);
    await tw.ask(M.JOIN_ROOM, { rid: 'tw' }, M.JOIN_UNICAST);
    cn.ws.send(M.SEND, { rid: 'tw', msg: '简体发言' });
    assert.equal(messageOf(await tw.next(M.SEND)).msg, '简体发言');
    await dev('clear', { rid: 'tw' });
    // The converter's words, reviewed overrides included (清屏 is 清除畫面 in Taiwan).
    const cleared = (await tw.next(M.CLEAR)).msgData?.message;
    assert.equal(cleared, toTraditional('管理员已清屏'));
    assert.doesNotMatch(String(cleared), /管理员|清屏/);
    assert.equal((await cn.ws.next(M.CLEAR)).msgData?.message, '管理员已清屏');
    cn.ws.close();
    tw.close();
  });

  it('10014 / 10018: a match room gets score cards, predictions, and their settlement at full time', async () => {
    const hot = await t.api<{ matches: { gameId: string; team_h: string; team_c: string }[] }>(
      sports.hotMatches.path,
      { limit: 5 },
    );
    const match = hot.data.matches[0];
    assert.ok(match, 'the feed has a match');
    const rid = `match-${match.gameId}`;
    const a = await joined(rid);
    assert.equal((a.join.msgData?.room as chat.ChatRoom).name, `${match.team_h} vs ${match.team_c}`);
    const made = await a.ws.ask(M.PREDICTION, { rid, home: 2, away: 1 });
    assert.equal(messageOf(made).extra?.status, 'pending');
    assert.equal(messageOf(made).msg, `${a.name} 竞猜比分 2:1`);
    const twice = await a.ws.ask(M.PREDICTION, { rid, home: 0, away: 0 }, M.BLOCKED);
    assert.equal(twice.msgData?.message, '您已竞猜过本场比分');
    // The live feed may already have told the room this match's score (the home page's reads
    // start it at boot): 0:0 may or may not be news, 1:0 after it always is.
    await t.chat.scores.scores([{ gameId: match.gameId, home: 0, away: 0 }]);
    await t.chat.scores.scores([{ gameId: match.gameId, home: 1, away: 0 }]);
    const goalText = `比分更新：${match.team_h} 1:0 ${match.team_c}`;
    const goal = messageOf(await a.ws.next(M.SCORE, (f) => messageOf(f).msg === goalText));
    assert.equal(goal.msg, goalText);
    await t.chat.scores.finished({ gameId: match.gameId, home: 2, away: 1 });
    assert.equal(
      messageOf(await a.ws.next(M.SCORE, (f) => messageOf(f).extra?.final === true)).extra?.final,
      true,
    );
    const settled = messageOf(await a.ws.next(M.PREDICTION));
    assert.equal(settled.extra?.status, 'won');
    assert.equal(settled.msg, `${a.name} 猜中比分 2:1！`);
    const guest = await TestSocket.open(base);
    await guest.ask(M.GUEST_LOGIN, {}, M.LOGIN);
    await guest.ask(M.JOIN_ROOM, { rid }, M.JOIN_UNICAST);
    const refused = await guest.ask(M.PREDICTION, { rid, home: 1, away: 1 }, M.BLOCKED);
    assert.equal(refused.msgData?.message, '游客不能发言，请先登录');
    guest.close();
    a.ws.close();
  });

  it('10017 gift and 60000 notice are pushed; bad frames get 60000 with a reason and the socket stays', async () => {
    const a = await joined('lobby');
    await dev('gift', { rid: 'lobby', from: '运营', gift: '跑车', count: 2 });
    assert.equal(messageOf(await a.ws.next(M.GIFT)).msg, '运营 送出 跑车 x2');
    await dev('notice', { message: '系统维护通知' });
    assert.deepEqual((await a.ws.next(M.INTERNAL)).msgData, { status_code: 0, message: '系统维护通知' });
    const bad = await a.ws.ask(M.SEND, { rid: 'lobby', msg: 42 }, M.INTERNAL);
    assert.equal(bad.msgData?.status_code, 6007);
    const echo = await a.ws.ask(M.SCORE, {}, M.INTERNAL);
    assert.equal(echo.msgData?.message, '消息 10014 只由服务器推送');
    assert.deepEqual(await a.ws.ask(M.HEARTBEAT, undefined), { msgId: 0 });
    a.ws.close();
  });

  it("the operator can close a member's sockets (the client reconnects)", async () => {
    const a = await joined('lobby');
    await dev('drop', { userId: a.userId });
    for (let i = 0; i < 50 && a.ws.closedWith === null; i += 1) await new Promise((r) => setTimeout(r, 20));
    assert.equal(a.ws.closedWith, 4001);
  });
});
