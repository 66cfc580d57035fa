import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ErrorCode, help, site } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { startTestApp, type TestApp } from '../testing';
import { boCall, signIn, type SignedIn } from './testing';

/** Banners, notices and help articles from the back office (issue 30 part 5). */

let t: TestApp;
let marketing: SignedIn;
let admin: SignedIn;
before(async () => {
  t = await startTestApp();
  marketing = await signIn(t, 'marketing');
  admin = await signIn(t, 'admin');
});
after(() => t.stop());

const TW = { language: 'zh-TW' };

async function ok<T>(path: string, body: unknown, token = marketing.token): Promise<T> {
  const answer = await boCall<T>(t, path, body, token);
  assert.equal(answer.status_code, 6000, `${path}: ${answer.message}`);
  return answer.data;
}

const notices = async (headers: Record<string, string> = {}) => {
  const body = await t.api<{ list: { id: number; title: string; content: string }[] }>(
    site.queryNoticeListByPage.path,
    { pageNum: 1, pageSize: 100 },
    headers,
  );
  assert.equal(body.status_code, 6000, body.message);
  return body.data.list;
};
const banners = async (headers: Record<string, string> = {}) =>
  (await t.api<{ id: number; title: string }[]>(site.navigationList.path, { position: 'banner' }, headers))
    .data;
const articles = async (headers: Record<string, string> = {}) =>
  (await t.api<{ code: string; title: string; html: string }[]>(help.articles.path, {}, headers)).data;

const audit = async (action: string) =>
  (
    await ok<{ list: { action: string; operatorName: string; targetId: string; reason: string }[] }>(
      bo.listAudit.path,
      { action, page: 1, pageSize: 50 },
      admin.token,
    )
  ).list;

type Saved = { itemId: string; revision: { id: number } };
const noticeFields = (title: string) => ({
  kind: 'notice',
  type: 'bulletin',
  title,
  content: `${title}的正文`,
  top: false,
});

describe('content from the back office', () => {
  it('seeds every banner, notice and help article as a published first revision', async () => {
    const list = await ok<bo.ContentRow[]>(bo.listContent.path, { kind: 'notice' });
    assert.equal(list.length, 20);
    assert.ok(list.every((r) => r.states['zh-CN'] === 'published' && r.states['zh-TW'] === 'none'));
    const helpRows = await ok<bo.ContentRow[]>(bo.listContent.path, { kind: 'help' });
    assert.equal(helpRows.length, (await articles()).length);
    assert.equal((await ok<bo.ContentRow[]>(bo.listContent.path, { kind: 'banner' })).length, 5);
  });

  it('keeps a draft from players until it is published, audits both', async () => {
    const saved = await ok<Saved>(bo.saveContent.path, {
      itemId: null,
      locale: 'zh-CN',
      fields: noticeFields('春节期间存款到账说明'),
    });
    assert.ok(!(await notices()).some((n) => n.title === '春节期间存款到账说明'));
    const list = await ok<bo.ContentRow[]>(bo.listContent.path, { kind: 'notice' });
    assert.equal(list.find((r) => r.itemId === saved.itemId)?.states['zh-CN'], 'draft');

    const published = await ok<{ state: string; rollback: boolean }>(bo.publishContent.path, {
      kind: 'notice',
      itemId: saved.itemId,
      locale: 'zh-CN',
      revisionId: saved.revision.id,
      reason: '春节公告上线',
    });
    assert.deepEqual(published, { state: 'published', rollback: false });
    const shown = (await notices()).find((n) => n.title === '春节期间存款到账说明');
    assert.equal(shown?.id, Number(saved.itemId));

    const saves = await audit('content.save');
    assert.ok(saves.some((a) => a.targetId === `${saved.itemId}/zh-CN` && a.operatorName === marketing.name));
    const pubs = await audit('content.publish');
    assert.ok(pubs.some((a) => a.targetId === `${saved.itemId}/zh-CN` && a.reason === '春节公告上线'));
  });

  it('shows 有未发布修改 for an edit, and rolls a published edit back', async () => {
    const item = await ok<{ locales: { 'zh-CN': { revisions: { id: number; live: boolean }[] } } }>(
      bo.contentItem.path,
      { kind: 'banner', itemId: '2' },
    );
    const seeded = item.locales['zh-CN'].revisions[0];
    assert.ok(seeded?.live);
    const edit = await ok<Saved>(bo.saveContent.path, {
      itemId: '2',
      locale: 'zh-CN',
      fields: {
        kind: 'banner',
        title: '再存红利 周周加码',
        linkType: 'route',
        link: '/activity/againDeposit/102',
      },
    });
    const rows = await ok<bo.ContentRow[]>(bo.listContent.path, { kind: 'banner' });
    assert.equal(rows.find((r) => r.itemId === '2')?.states['zh-CN'], 'changed');
    assert.equal((await banners()).find((b) => b.id === 2)?.title, '每日再存享15%红利');

    const publish = (revisionId: number, reason: string) =>
      ok<{ rollback: boolean }>(bo.publishContent.path, {
        kind: 'banner',
        itemId: '2',
        locale: 'zh-CN',
        revisionId,
        reason,
      });
    assert.equal((await publish(edit.revision.id, '换新文案')).rollback, false);
    assert.equal((await banners()).find((b) => b.id === 2)?.title, '再存红利 周周加码');
    assert.equal((await publish(seeded?.id ?? 0, '新文案点击率低，恢复原文案')).rollback, true);
    assert.equal((await banners()).find((b) => b.id === 2)?.title, '每日再存享15%红利');
    const rollbacks = await audit('content.rollback');
    assert.ok(rollbacks.some((a) => a.targetId === '2/zh-CN' && a.reason === '新文案点击率低，恢复原文案'));
  });

  it('serves an operator 繁體 text in zh-TW, the derived one otherwise', async () => {
    const before = (await notices(TW)).find((n) => n.id === 3);
    assert.ok(before && before.title.includes('活動'));
    const refused = await boCall(
      t,
      bo.saveContent.path,
      {
        itemId: null,
        locale: 'zh-TW',
        fields: noticeFields('新公告'),
      },
      marketing.token,
    );
    assert.equal(refused.status_code, ErrorCode.INVALID_PARAMETER);
    const tw = await ok<Saved>(bo.saveContent.path, {
      itemId: '3',
      locale: 'zh-TW',
      fields: { ...noticeFields('首存優惠 限時加碼'), type: 'activity' },
    });
    assert.equal((await notices(TW)).find((n) => n.id === 3)?.title, before.title);
    await ok(bo.publishContent.path, {
      kind: 'notice',
      itemId: '3',
      locale: 'zh-TW',
      revisionId: tw.revision.id,
      reason: '台灣版文案',
    });
    assert.equal((await notices(TW)).find((n) => n.id === 3)?.title, '首存優惠 限時加碼');
    assert.notEqual((await notices()).find((n) => n.id === 3)?.title, '首存優惠 限時加碼');
  });

  it('publishes an edited help article compiled with its figures', async () => {
    const code = 'qtwt';
    const item = await ok<{ locales: { 'zh-CN': { revisions: { fields: Record<string, unknown> }[] } } }>(
      bo.contentItem.path,
      { kind: 'help', itemId: code },
    );
    const fields = item.locales['zh-CN'].revisions[0]?.fields ?? {};
    const bad = await boCall(
      t,
      bo.saveContent.path,
      {
        itemId: code,
        locale: 'zh-CN',
        fields: { ...fields, markdown: '单日上限 {{withdraw.bank.dailyMaxx}} 元' },
      },
      marketing.token,
    );
    assert.equal(bad.status_code, ErrorCode.INVALID_PARAMETER);
    assert.match(bad.message, /占位符 \{\{withdraw\.bank\.dailyMaxx\}\} 不存在/);
    const saved = await ok<Saved>(bo.saveContent.path, {
      itemId: code,
      locale: 'zh-CN',
      fields: { ...fields, markdown: '# 常见问题\n\n银行卡单日提款上限 {{withdraw.bank.dailyMax}} 元。' },
    });
    assert.doesNotMatch((await articles()).find((a) => a.code === code)?.html ?? '', /单日提款上限/);
    await ok(bo.publishContent.path, {
      kind: 'help',
      itemId: code,
      locale: 'zh-CN',
      revisionId: saved.revision.id,
      reason: '更新提款说明',
    });
    const html = (await articles()).find((a) => a.code === code)?.html ?? '';
    assert.match(html, /银行卡单日提款上限 [\d,]+ 元/);
  });

  it('creates a help article under a free code only', async () => {
    const fields = {
      kind: 'help',
      title: '会员等级说明',
      group: '常见问题',
      order: 990,
      description: '',
      keywords: 'VIP 等级',
      markdown: '# 会员等级说明\n\n等级按累计有效投注计算。',
    };
    const taken = await boCall(
      t,
      bo.saveContent.path,
      { itemId: 'ck', locale: 'zh-CN', fields, create: true },
      marketing.token,
    );
    assert.match(taken.message, /代码 ck 已被其他文章使用/);
    const page = await boCall(
      t,
      bo.saveContent.path,
      { itemId: 'seo', locale: 'zh-CN', fields, create: true },
      marketing.token,
    );
    assert.match(page.message, /代码 seo 已被其他文章使用/);
    const saved = await ok<Saved>(bo.saveContent.path, {
      itemId: 'hydj',
      locale: 'zh-CN',
      fields,
      create: true,
    });
    assert.ok(!(await articles()).some((a) => a.code === 'hydj'));
    await ok(bo.publishContent.path, {
      kind: 'help',
      itemId: 'hydj',
      locale: 'zh-CN',
      revisionId: saved.revision.id,
      reason: '新增会员等级说明',
    });
    assert.equal((await articles()).find((a) => a.code === 'hydj')?.title, '会员等级说明');
  });

  it('refuses bad input with a clear message', async () => {
    const long = await boCall(
      t,
      bo.saveContent.path,
      {
        itemId: null,
        locale: 'zh-CN',
        fields: noticeFields('长'.repeat(61)),
      },
      marketing.token,
    );
    assert.equal(long.status_code, ErrorCode.INVALID_PARAMETER);
    assert.match(long.message, /标题不能超过 60 个字/);
    const link = await boCall(
      t,
      bo.saveContent.path,
      {
        itemId: '1',
        locale: 'zh-CN',
        fields: { kind: 'banner', title: '外链', linkType: 'url', link: 'javascript:alert(1)' },
      },
      marketing.token,
    );
    assert.match(link.message, /外部链接须以 https:\/\/ 或 http:\/\/ 开头/);
    const again = await ok<{ locales: { 'zh-CN': { revisions: { id: number; live: boolean }[] } } }>(
      bo.contentItem.path,
      { kind: 'notice', itemId: '1' },
    );
    const live = again.locales['zh-CN'].revisions.find((r) => r.live);
    const twice = await boCall(
      t,
      bo.publishContent.path,
      {
        kind: 'notice',
        itemId: '1',
        locale: 'zh-CN',
        revisionId: live?.id,
        reason: '重复发布',
      },
      marketing.token,
    );
    assert.match(twice.message, /已是线上版本/);
    const noReason = await boCall(
      t,
      bo.publishContent.path,
      {
        kind: 'notice',
        itemId: '1',
        locale: 'zh-CN',
        revisionId: live?.id,
        reason: '',
      },
      marketing.token,
    );
    assert.match(noReason.message, /请填写原因/);
  });

  it('refuses every other role, and reading or writing without content permissions', async () => {
    for (const role of ['finance', 'risk', 'cs', 'brand'] as const) {
      const op = await signIn(t, role);
      const read = await boCall(t, bo.listContent.path, { kind: 'notice' }, op.token);
      assert.equal(read.status_code, ErrorCode.ACCESS_DENIED, role);
      const write = await boCall(
        t,
        bo.saveContent.path,
        {
          itemId: '1',
          locale: 'zh-CN',
          fields: noticeFields('越权修改'),
        },
        op.token,
      );
      assert.equal(write.status_code, ErrorCode.ACCESS_DENIED, role);
    }
    const byAdmin = await boCall(t, bo.listContent.path, { kind: 'notice' }, admin.token);
    assert.equal(byAdmin.status_code, 6000);
    assert.ok(!(await notices()).some((n) => n.title === '越权修改'));
  });
});
