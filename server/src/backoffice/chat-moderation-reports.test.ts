import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ErrorCode, chat } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { TestSocket } from '../chat/test-socket';
import type { TestApp } from '../testing';
import { boCall } from './testing';
import { chatModerationBed, type ChatModerationBed } from './chat-testing';

const M = chat.ChatMsg;
let t: TestApp;
let ops: ChatModerationBed['ops'];
let joined: ChatModerationBed['joined'];
let base = '';

before(async () => {
  ({ t, ops, joined, base } = await chatModerationBed());
});
after(() => t.stop());

async function say(ws: TestSocket, rid: string, msg: string): Promise<number> {
  ws.send(M.SEND, { rid, msg });
  const frame = await ws.next(
    M.SEND,
    (f) => (f.msgData?.message as { msg?: string } | undefined)?.msg === msg,
  );
  return Number((frame.msgData?.message as { id: number }).id);
}

const report = (ws: TestSocket, data: Record<string, unknown>) =>
  ws.ask(M.REPORT, { rid: 'sports', ...data });
const ids = (frame: { msgData?: Record<string, unknown> }, key: string) =>
  (frame.msgData?.[key] as { id: number }[]).map((m) => m.id);

const audit = async (action: string) =>
  (
    await t.db.query<{ operator_id: unknown; reason: string; target_id: string }>(
      'SELECT operator_id, reason, target_id FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1',
      [action],
    )
  )[0];

describe('chat reports', () => {
  it('stores one report per player per message; refuses own, bad input, guests and too many', async () => {
    const author = await joined('sports');
    const reporter = await joined('sports');
    const id = await say(author.ws, 'sports', '加我领红包');

    const first = await report(reporter.ws, { messageId: id, reason: 'fraud', note: '冒充客服' });
    assert.deepEqual(first.msgData, {
      rid: 'sports',
      messageId: id,
      ok: true,
      already: false,
      message: '举报已提交，感谢您的反馈，我们会尽快核实处理',
    });
    const again = await report(reporter.ws, { messageId: id, reason: 'spam' });
    assert.equal(again.msgData?.ok, false);
    assert.equal(again.msgData?.already, true);
    assert.equal(again.msgData?.message, '您已举报过这条消息，我们会尽快处理');
    const stored = await t.db.query<{ reason: string; note: string }>(
      'SELECT reason, note FROM chat_reports WHERE message_id = $1',
      [id],
    );
    assert.deepEqual(stored, [{ reason: 'fraud', note: '冒充客服' }]);

    const own = await report(author.ws, { messageId: id, reason: 'spam' });
    assert.equal(own.msgData?.message, '不能举报自己的消息');
    const bad = await report(reporter.ws, { messageId: id, reason: 'boring' });
    assert.equal(bad.msgData?.ok, false);
    assert.equal(bad.msgData?.messageId, id);
    assert.ok(String(bad.msgData?.message).length > 0);
    const long = await report(reporter.ws, { messageId: id, reason: 'other', note: '长'.repeat(101) });
    assert.match(String(long.msgData?.message), /补充说明最多 100 个字/);
    const gone = await report(reporter.ws, { messageId: 999_999, reason: 'spam' });
    assert.equal(gone.msgData?.message, '这条消息已不存在或已被处理');

    const guest = await TestSocket.open(base);
    await guest.ask(M.GUEST_LOGIN, {}, M.LOGIN);
    await guest.ask(M.JOIN_ROOM, { rid: 'sports' }, M.JOIN_UNICAST);
    assert.equal(
      (await report(guest, { messageId: id, reason: 'spam' })).msgData?.message,
      '登录后才能举报消息',
    );

    // Rate: the reporter made 1 report; four more pass, the sixth in the window is refused.
    // (stored directly: the author's own send rate would refuse five more texts this fast)
    const more: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const [row] = await t.db.query<{ id: unknown }>(
        `INSERT INTO chat_messages (room_id, kind, member_id, name, body) VALUES ('sports', 'text', $1, $2, $3) RETURNING id`,
        [author.memberId, author.name, `第${i}条`],
      );
      more.push(Number(row?.id));
    }
    for (const m of more.slice(0, 4))
      assert.equal((await report(reporter.ws, { messageId: m, reason: 'spam' })).msgData?.ok, true);
    const sixth = await report(reporter.ws, { messageId: more[4], reason: 'spam' });
    assert.equal(sixth.msgData?.message, '举报过于频繁，请 10 分钟后再试');
    for (const ws of [author.ws, reporter.ws, guest]) ws.close();
  });

  it('operators see the queue; hiding removes the message everywhere, audited; others refused', async () => {
    const author = await joined('sports');
    const r1 = await joined('sports');
    const r2 = await joined('sports');
    const id = await say(author.ws, 'sports', '垃圾广告内容');
    await report(r1.ws, { messageId: id, reason: 'spam' });
    await report(r2.ws, { messageId: id, reason: 'abuse', note: '骂人' });

    for (const role of ['finance', 'marketing', 'brand'] as const) {
      const denied = await boCall(
        t,
        bo.chatHideMessage.path,
        { messageId: id, reason: '广告' },
        ops[role].token,
      );
      assert.equal(denied.status_code, ErrorCode.ACCESS_DENIED, role);
      const list = await boCall(t, bo.chatReports.path, {}, ops[role].token);
      assert.equal(list.status_code, ErrorCode.ACCESS_DENIED, role);
    }
    const queue = await boCall<{ list: bo.ChatReportRow[] }>(t, bo.chatReports.path, {}, ops.cs.token);
    const row = queue.data.list.find((x) => x.messageId === id);
    assert.ok(row);
    assert.equal(row.count, 2);
    assert.equal(row.text, '垃圾广告内容');
    assert.equal(row.authorId, author.memberId);
    assert.deepEqual(row.reports.map((x) => x.reason).sort(), ['abuse', 'spam']);

    const hidden = await boCall<{ closedReports: number }>(
      t,
      bo.chatHideMessage.path,
      { messageId: id, reason: '发布广告' },
      ops.risk.token,
    );
    assert.equal(hidden.status_code, 6000, hidden.message);
    assert.equal(hidden.data.closedReports, 2);
    for (const ws of [author.ws, r1.ws, r2.ws]) {
      const pushed = await ws.next(M.MESSAGE_HIDDEN);
      assert.deepEqual(pushed.msgData, { rid: 'sports', messageId: id });
    }
    const history = await r1.ws.ask(M.HISTORY, { rid: 'sports' });
    assert.ok(!ids(history, 'list').includes(id));
    const newcomer = await joined('sports');
    assert.ok(!ids(newcomer.join, 'messages').includes(id));
    const logged = await audit('chat.hideMessage');
    assert.equal(logged?.reason, '发布广告');
    assert.equal(logged?.target_id, String(id));
    assert.equal(Number(logged?.operator_id), ops.risk.id);
    const after = await boCall<{ list: bo.ChatReportRow[] }>(t, bo.chatReports.path, {}, ops.cs.token);
    assert.ok(!after.data.list.some((x) => x.messageId === id));
    const twice = await boCall(
      t,
      bo.chatHideMessage.path,
      { messageId: id, reason: '发布广告' },
      ops.cs.token,
    );
    assert.equal(twice.status_code, ErrorCode.NOT_FOUND);
    assert.equal(twice.message, '消息不存在或已被隐藏');
    for (const ws of [author.ws, r1.ws, r2.ws, newcomer.ws]) ws.close();
  });

  it('dismisses a message’s reports (audited); the message stays', async () => {
    const author = await joined('sports');
    const reporter = await joined('sports');
    const id = await say(author.ws, 'sports', '正常聊天');
    await report(reporter.ws, { messageId: id, reason: 'other' });
    const dismissed = await boCall<{ closedReports: number }>(
      t,
      bo.chatDismissReports.path,
      { messageId: id, reason: '内容正常' },
      ops.cs.token,
    );
    assert.equal(dismissed.data.closedReports, 1);
    assert.equal((await audit('chat.dismissReports'))?.reason, '内容正常');
    const history = await reporter.ws.ask(M.HISTORY, { rid: 'sports' });
    assert.ok(ids(history, 'list').includes(id));
    const again = await boCall(
      t,
      bo.chatDismissReports.path,
      { messageId: id, reason: '内容正常' },
      ops.cs.token,
    );
    assert.equal(again.status_code, ErrorCode.NOT_FOUND);
    assert.equal(again.message, '这条消息没有待处理的举报');
    author.ws.close();
    reporter.ws.close();
  });
});
