import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ErrorCode, funds, memberLetters, promotions } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { startTestApp, type TestApp } from '../testing';
import { boCall, signIn, type SignedIn } from './testing';

let t: TestApp;
const ops = {} as Record<bo.Role, SignedIn>;

before(async () => {
  t = await startTestApp();
  for (const role of bo.ROLES) ops[role] = await signIn(t, role);
});
after(() => t.stop());

const audits = (action: string) =>
  t.db.query<{ operator_id: unknown; reason: string; member_id: unknown; after: unknown }>(
    'SELECT operator_id, reason, member_id, after FROM audit_log WHERE action = $1 ORDER BY id',
    [action],
  );

const refusedTo = async (path: string, body: unknown, allowed: readonly bo.Role[]) => {
  for (const role of bo.ROLES) {
    if (allowed.includes(role)) continue;
    const answer = await boCall(t, path, body, ops[role].token);
    assert.equal(answer.status_code, ErrorCode.ACCESS_DENIED, `${role} ${path}`);
  }
};

describe('feedback replies', () => {
  it('lists a player feedback for customer service, whose reply the player reads unread in 我的反馈', async () => {
    const m = await t.devMember();
    const sent = await t.api<{ id: string }>(
      memberLetters.addFeedBack.path,
      { type: 'withdraw', content: '提款两个小时还没到账，请帮忙查一下' },
      { token: m.token },
    );
    assert.equal(sent.status_code, 6000, sent.message);
    const queue = await boCall<{ list: bo.FeedbackRow[] }>(
      t,
      bo.listFeedback.path,
      { status: 'open' },
      ops.cs.token,
    );
    const row = queue.data.list.find((f) => String(f.id) === sent.data.id);
    assert.equal(row?.memberName, m.name);
    assert.equal(row?.content, '提款两个小时还没到账，请帮忙查一下');
    assert.equal(row?.reply, '');

    await refusedTo(bo.replyFeedback.path, { id: Number(sent.data.id), reply: '已为您处理' }, [
      'admin',
      'cs',
    ]);
    const tooShort = await boCall(
      t,
      bo.replyFeedback.path,
      { id: Number(sent.data.id), reply: '好' },
      ops.cs.token,
    );
    assert.equal(tooShort.status_code, ErrorCode.INVALID_PARAMETER);
    assert.match(tooShort.message, /回复至少 2 个字/);

    const replied = await boCall<bo.FeedbackRow>(
      t,
      bo.replyFeedback.path,
      { id: Number(sent.data.id), reply: '您好，款项已到账，请查收。' },
      ops.cs.token,
    );
    assert.equal(replied.status_code, 6000, replied.message);
    assert.equal(replied.data.reply, '您好，款项已到账，请查收。');
    assert.equal(replied.data.replyRead, false);

    const mine = await t.api<{ list: memberLetters.Feedback[] }>(
      memberLetters.getFeedBackList.path,
      { pageNum: 1, pageSize: 10 },
      { token: m.token },
    );
    const seen = mine.data.list.find((f) => f.id === sent.data.id);
    assert.equal(seen?.reply, '您好，款项已到账，请查收。');
    assert.equal(seen?.unread, true);

    const open = await boCall<{ list: bo.FeedbackRow[] }>(
      t,
      bo.listFeedback.path,
      { status: 'open' },
      ops.cs.token,
    );
    assert.ok(
      !open.data.list.some((f) => String(f.id) === sent.data.id),
      'a replied item leaves the open queue',
    );
    const [audit] = (await audits('feedback.reply')).slice(-1);
    assert.equal(Number(audit?.operator_id), ops.cs.id);
    assert.equal(Number(audit?.member_id), Number(m.userId));
  });

  it('refuses a reply to an unknown feedback (6004)', async () => {
    const answer = await boCall(t, bo.replyFeedback.path, { id: 99_999_999, reply: '您好' }, ops.cs.token);
    assert.equal(answer.status_code, ErrorCode.NOT_FOUND);
    assert.equal(answer.message, '反馈不存在');
  });
});

describe('agent applications', () => {
  const form = {
    contactName: '张伟',
    phone: '13800138000',
    im: 'wx123',
    channel: 'social',
    message: '有推广渠道',
  };

  it('rejects with a reason the applicant reads on /agent and in a letter; a second decision is refused', async () => {
    const m = await t.devMember();
    const applied = await t.api<{ id: number }>(promotions.agentApply.path, form, { token: m.token });
    assert.equal(applied.status_code, 6000, applied.message);
    const queue = await boCall<{ list: bo.AgentApplicationRow[] }>(
      t,
      bo.listAgentApplications.path,
      { status: 'pending' },
      ops.cs.token,
    );
    const row = queue.data.list.find((a) => a.id === applied.data.id);
    assert.equal(row?.memberName, m.name);
    assert.equal(row?.phone, '13800138000');

    await refusedTo(
      bo.decideAgentApplication.path,
      { id: applied.data.id, decision: 'reject', reason: '资料不全' },
      ['admin', 'cs'],
    );
    const noReason = await boCall(
      t,
      bo.decideAgentApplication.path,
      { id: applied.data.id, decision: 'reject' },
      ops.cs.token,
    );
    assert.equal(noReason.status_code, ErrorCode.INVALID_PARAMETER);

    const rejected = await boCall<bo.AgentApplicationRow>(
      t,
      bo.decideAgentApplication.path,
      { id: applied.data.id, decision: 'reject', reason: '推广渠道信息不完整' },
      ops.cs.token,
    );
    assert.equal(rejected.status_code, 6000, rejected.message);
    assert.equal(rejected.data.status, 'rejected');

    const mine = await t.api<promotions.AgentApplication>(
      promotions.agentApplication.path,
      {},
      { token: m.token },
    );
    assert.equal(mine.data.status, 'rejected');
    assert.equal(mine.data.reason, '推广渠道信息不完整');
    const letters = await t.api<{ list: memberLetters.Letter[] }>(
      memberLetters.letterList.path,
      { pageNum: 1, pageSize: 10 },
      { token: m.token },
    );
    assert.ok(letters.data.list.some((l) => l.content.includes('推广渠道信息不完整')));

    const again = await boCall(
      t,
      bo.decideAgentApplication.path,
      { id: applied.data.id, decision: 'approve', reason: '重新审核' },
      ops.cs.token,
    );
    assert.equal(again.status_code, ErrorCode.DATA_EXISTS);
    const records = (await audits('agent.reject')).filter((a) => Number(a.member_id) === Number(m.userId));
    assert.equal(records.length, 1);
    assert.equal(records[0]?.reason, '推广渠道信息不完整');
  });

  it('approves: the applicant reads approved and gets a letter', async () => {
    const m = await t.devMember();
    const applied = await t.api<{ id: number }>(promotions.agentApply.path, form, { token: m.token });
    const approved = await boCall<bo.AgentApplicationRow>(
      t,
      bo.decideAgentApplication.path,
      { id: applied.data.id, decision: 'approve', reason: '渠道核实无误' },
      ops.admin.token,
    );
    assert.equal(approved.data.status, 'approved');
    const mine = await t.api<promotions.AgentApplication>(
      promotions.agentApplication.path,
      {},
      { token: m.token },
    );
    assert.equal(mine.data.status, 'approved');
    const letters = await t.api<{ list: memberLetters.Letter[] }>(
      memberLetters.letterList.path,
      { pageNum: 1, pageSize: 10 },
      { token: m.token },
    );
    assert.equal(letters.data.list.length > 0, true);
  });
});

describe('withdrawal password reset', () => {
  const md5 = (s: string) => createHash('md5').update(s).digest('hex');

  it('risk resets it with a reason; the player is told by letter and sets a new one', async () => {
    const m = await t.devMember();
    const set = await t.api(
      funds.withdrawPwdSet.path,
      { password: md5('123456'), secondPassword: md5('123456') },
      { token: m.token },
    );
    assert.equal(set.status_code, 6000, set.message);
    const setAgain = await t.api(
      funds.withdrawPwdSet.path,
      { password: md5('654321'), secondPassword: md5('654321') },
      { token: m.token },
    );
    assert.notEqual(setAgain.status_code, 6000, 'a set password cannot be set again without a reset');

    const memberId = Number(m.userId);
    await refusedTo(bo.resetWithdrawPassword.path, { memberId, reason: '会员来电申请' }, ['admin', 'risk']);
    const reset = await boCall<{ hadPassword: boolean }>(
      t,
      bo.resetWithdrawPassword.path,
      { memberId, reason: '会员来电核实身份后申请重置' },
      ops.risk.token,
    );
    assert.equal(reset.status_code, 6000, reset.message);
    assert.equal(reset.data.hadPassword, true);

    const letters = await t.api<{ list: memberLetters.Letter[] }>(
      memberLetters.letterList.path,
      { pageNum: 1, pageSize: 10 },
      { token: m.token },
    );
    assert.ok(letters.data.list.some((l) => l.title === '提款密码已重置'));
    const fresh = await t.api(
      funds.withdrawPwdSet.path,
      { password: md5('654321'), secondPassword: md5('654321') },
      { token: m.token },
    );
    assert.equal(fresh.status_code, 6000, fresh.message);
    const [audit] = (await audits('player.resetWithdrawPassword')).slice(-1);
    assert.equal(audit?.reason, '会员来电核实身份后申请重置');
    assert.equal(Number(audit?.operator_id), ops.risk.id);
  });
});
