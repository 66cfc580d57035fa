import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ErrorCode, account, backoffice as bo, chat } from '@site/shared/contract';
import { TestSocket } from '../chat/test-socket';
import { startTestApp, type TestApp } from '../testing';
import { boCall, signIn, type SignedIn } from './testing';

const M = chat.ChatMsg;
let t: TestApp;
let base = '';
const ops = {} as Record<bo.Role, SignedIn>;

before(async () => {
  t = await startTestApp({ dataDir: 'memory://' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  assert.ok(address && typeof address === 'object');
  base = `ws://127.0.0.1:${address.port}/ws?clientType=web&siteId=1001`;
  for (const role of bo.ROLES) ops[role] = await signIn(t, role);
});
after(() => t.stop());

async function joined(rid: string) {
  const m = await t.devMember();
  const jwt = await t.api<{ token: string; body: string }>(account.memberJwt.path, {}, { token: m.token });
  const ws = await TestSocket.open(base);
  const login = await ws.ask(M.LOGIN, { token: jwt.data.token, body: jwt.data.body });
  assert.equal(login.msgData?.ok, true);
  await ws.ask(M.JOIN_ROOM, { rid }, M.JOIN_UNICAST);
  return { ws, memberId: Number(m.userId) };
}

const audit = async (action: string) =>
  (
    await t.db.query<{ operator_id: unknown; reason: string; target_id: string }>(
      'SELECT operator_id, reason, target_id FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1',
      [action],
    )
  )[0];

describe('chat moderation', () => {
  it('customer service mutes a player, who is told at once and refused; unmute lets them speak; audited', async () => {
    const a = await joined('sports');
    for (const role of ['finance', 'marketing', 'brand'] as const)
      assert.equal(
        (
          await boCall(
            t,
            bo.chatMute.path,
            { memberId: a.memberId, minutes: 30, reason: '刷屏' },
            ops[role].token,
          )
        ).status_code,
        ErrorCode.ACCESS_DENIED,
        role,
      );
    const muted = await boCall<bo.ChatMuteRow>(
      t,
      bo.chatMute.path,
      { memberId: a.memberId, roomId: null, minutes: 30, reason: '反复刷屏广告' },
      ops.cs.token,
    );
    assert.equal(muted.status_code, 6000, muted.message);
    assert.equal(muted.data.reason, '反复刷屏广告');
    const pushed = await a.ws.next(M.MUTED);
    assert.match(String(pushed.msgData?.message), /原因：反复刷屏广告/);
    const refused = await a.ws.ask(M.SEND, { rid: 'sports', msg: '为什么' }, M.MUTED);
    assert.match(String(refused.msgData?.message), /反复刷屏广告/);

    const seen = await boCall<{ mutes: bo.ChatMuteRow[] }>(t, bo.chatOverview.path, {}, ops.risk.token);
    assert.ok(seen.data.mutes.some((x) => x.memberId === a.memberId));
    assert.equal((await audit('chat.mute'))?.reason, '反复刷屏广告');

    const lifted = await boCall<{ lifted: number }>(
      t,
      bo.chatUnmute.path,
      { memberId: a.memberId, reason: '已核实为误判' },
      ops.cs.token,
    );
    assert.equal(lifted.data.lifted, 1);
    a.ws.send(M.SEND, { rid: 'sports', msg: '解禁了' });
    const sent = await a.ws.next(M.SEND);
    assert.equal((sent.msgData?.message as { msg?: string } | undefined)?.msg, '解禁了');
    assert.equal(Number((await audit('chat.unmute'))?.operator_id), ops.cs.id);
    a.ws.close();
  });

  it('clears a room for everyone in it (10015), audited; refuses an unknown room and a zero-minute mute', async () => {
    const a = await joined('sports');
    const cleared = await boCall(
      t,
      bo.chatClear.path,
      { roomId: 'sports', reason: '清理违规内容' },
      ops.risk.token,
    );
    assert.equal(cleared.status_code, 6000, cleared.message);
    const frame = await a.ws.next(M.CLEAR);
    assert.equal(frame.msgData?.rid, 'sports');
    assert.equal((await audit('chat.clear'))?.target_id, 'sports');
    const unknown = await boCall(t, bo.chatClear.path, { roomId: 'nope', reason: '清理' }, ops.cs.token);
    assert.equal(unknown.status_code, ErrorCode.NOT_FOUND);
    assert.equal(unknown.message, '聊天室不存在');
    const zero = await boCall(
      t,
      bo.chatMute.path,
      { memberId: a.memberId, minutes: 0, reason: '刷屏' },
      ops.cs.token,
    );
    assert.equal(zero.status_code, ErrorCode.INVALID_PARAMETER);
    assert.match(zero.message, /禁言时长至少 1 分钟/);
    a.ws.close();
  });
});
