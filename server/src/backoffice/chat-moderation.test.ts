import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ErrorCode, chat } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import type { TestApp } from '../testing';
import { boCall } from './testing';
import { chatModerationBed, type ChatModerationBed } from './chat-testing';

const M = chat.ChatMsg;
let t: TestApp;
let ops: ChatModerationBed['ops'];
let joined: ChatModerationBed['joined'];

before(async () => {
  ({ t, ops, joined } = await chatModerationBed());
});
after(() => t.stop());

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
