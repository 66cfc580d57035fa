import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ErrorCode, help, site } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { startTestApp, type TestApp } from '../testing';
import { boCall, signIn, type SignedIn } from './testing';

/** Taking a banner, notice or help article down (下线) and putting it back (重新上线). */

let t: TestApp;
let marketing: SignedIn;
let admin: SignedIn;
before(async () => {
  t = await startTestApp();
  marketing = await signIn(t, 'marketing');
  admin = await signIn(t, 'admin');
});
after(() => t.stop());

async function ok<T>(path: string, body: unknown, token = marketing.token): Promise<T> {
  const answer = await boCall<T>(t, path, body, token);
  assert.equal(answer.status_code, 6000, `${path}: ${answer.message}`);
  return answer.data;
}

const TW = { language: 'zh-TW' };
const noticeIds = async (headers: Record<string, string> = {}) =>
  (
    await t.api<{ list: { id: number }[]; total: number }>(
      site.queryNoticeListByPage.path,
      { pageNum: 1, pageSize: 100 },
      headers,
    )
  ).data.list.map((n) => n.id);
const bannerIds = async (headers: Record<string, string> = {}) =>
  (await t.api<{ id: number }[]>(site.navigationList.path, { position: 'banner' }, headers)).data.map(
    (b) => b.id,
  );
const articleCodes = async (headers: Record<string, string> = {}) =>
  (await t.api<{ code: string }[]>(help.articles.path, {}, headers)).data.map((a) => a.code);
const audit = async (action: string) =>
  (
    await ok<{ list: { operatorName: string; targetId: string; reason: string }[] }>(
      bo.listAudit.path,
      { action, page: 1, pageSize: 50 },
      admin.token,
    )
  ).list;
const row = async (kind: bo.ContentKind, itemId: string) =>
  (await ok<bo.ContentRow[]>(bo.listContent.path, { kind })).find((r) => r.itemId === itemId);

describe('taking content down and putting it back', () => {
  it('hides a notice from players in both languages until it is put back, audited with the reason', async () => {
    assert.ok((await noticeIds()).includes(4));
    await ok(bo.withdrawContent.path, { kind: 'notice', itemId: '4', reason: '活动已取消，公告下线' });
    assert.ok(!(await noticeIds()).includes(4));
    assert.ok(!(await noticeIds(TW)).includes(4));
    assert.equal((await row('notice', '4'))?.withdrawn, true);
    const item = await ok<{ withdrawn: { by: string } | null }>(bo.contentItem.path, {
      kind: 'notice',
      itemId: '4',
    });
    assert.equal(item.withdrawn?.by, marketing.name);

    const twice = await boCall(
      t,
      bo.withdrawContent.path,
      { kind: 'notice', itemId: '4', reason: '再下线一次' },
      marketing.token,
    );
    assert.equal(twice.status_code, ErrorCode.INVALID_PARAMETER);
    assert.equal(twice.message, '这条内容已经下线');

    await ok(bo.restoreContent.path, { kind: 'notice', itemId: '4', reason: '活动恢复' });
    assert.ok((await noticeIds()).includes(4));
    assert.equal((await row('notice', '4'))?.withdrawn, false);

    const down = await audit('content.withdraw');
    assert.ok(
      down.some(
        (a) => a.targetId === '4' && a.reason === '活动已取消，公告下线' && a.operatorName === marketing.name,
      ),
    );
    const up = await audit('content.restore');
    assert.ok(up.some((a) => a.targetId === '4' && a.reason === '活动恢复'));
  });

  it('takes a banner off the home carousel, and a publish while it is down does not bring it back', async () => {
    await ok(bo.withdrawContent.path, { kind: 'banner', itemId: '3', reason: '合作到期，横幅下线' });
    assert.ok(!(await bannerIds()).includes(3));
    assert.ok(!(await bannerIds(TW)).includes(3));

    const edit = await ok<{ revision: { id: number } }>(bo.saveContent.path, {
      itemId: '3',
      locale: 'zh-CN',
      fields: { kind: 'banner', title: '下线期间改的标题', linkType: 'none', link: '' },
    });
    await ok(bo.publishContent.path, {
      kind: 'banner',
      itemId: '3',
      locale: 'zh-CN',
      revisionId: edit.revision.id,
      reason: '先改好文案',
    });
    assert.ok(!(await bannerIds()).includes(3));

    await ok(bo.restoreContent.path, { kind: 'banner', itemId: '3', reason: '续约，重新上线' });
    const banners = (
      await t.api<{ id: number; title: string }[]>(site.navigationList.path, { position: 'banner' })
    ).data;
    assert.equal(banners.find((b) => b.id === 3)?.title, '下线期间改的标题');
  });

  it('takes a help article down', async () => {
    const [code] = await articleCodes();
    assert.ok(code);
    await ok(bo.withdrawContent.path, { kind: 'help', itemId: code, reason: '内容过时，暂时下线' });
    assert.ok(!(await articleCodes()).includes(code));
    assert.ok(!(await articleCodes(TW)).includes(code));
    await ok(bo.restoreContent.path, { kind: 'help', itemId: code, reason: '已核对，重新上线' });
    assert.ok((await articleCodes()).includes(code));
  });

  it('refuses a draft, an unknown item, a missing reason and every role without content.manage', async () => {
    const draft = await ok<{ itemId: string }>(bo.saveContent.path, {
      itemId: null,
      locale: 'zh-CN',
      fields: { kind: 'notice', type: 'notice', title: '未发布的公告', content: '正文', top: false },
    });
    const notLive = await boCall(
      t,
      bo.withdrawContent.path,
      { kind: 'notice', itemId: draft.itemId, reason: '下线草稿' },
      marketing.token,
    );
    assert.equal(notLive.message, '这条内容还没有发布过，无需下线');
    const unknown = await boCall(
      t,
      bo.withdrawContent.path,
      { kind: 'notice', itemId: '99999', reason: '不存在' },
      marketing.token,
    );
    assert.equal(unknown.status_code, ErrorCode.NOT_FOUND);
    const noReason = await boCall(
      t,
      bo.withdrawContent.path,
      { kind: 'notice', itemId: '5', reason: '' },
      marketing.token,
    );
    assert.match(noReason.message, /请填写原因/);
    const notDown = await boCall(
      t,
      bo.restoreContent.path,
      { kind: 'notice', itemId: '5', reason: '重新上线' },
      marketing.token,
    );
    assert.equal(notDown.message, '这条内容没有下线，无需重新上线');

    for (const role of ['finance', 'risk', 'cs', 'brand'] as const) {
      const op = await signIn(t, role);
      const refused = await boCall(
        t,
        bo.withdrawContent.path,
        { kind: 'notice', itemId: '5', reason: '越权下线' },
        op.token,
      );
      assert.equal(refused.status_code, ErrorCode.ACCESS_DENIED, role);
    }
    assert.ok((await noticeIds()).includes(5));
  });
});
