import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { games, help, promotions, site } from '@site/shared/contract';
import { REPO_ROOT } from '../repo-root';
import { startTestApp, type TestApp } from '../testing';
import { localize, localizeSocketReply, requestLocale, socketLocale, withLocalTitles } from './locale';

const SIMPLIFIED_ONLY = join(REPO_ROOT, 'shared', 'i18n', 'zh-TW', 'simplified-only.cjs');

describe('requestLocale', () => {
  it('reads the language header, then Accept-Language, else zh-CN', () => {
    assert.equal(requestLocale({ headers: { language: 'zh-TW' } }), 'zh-TW');
    assert.equal(requestLocale({ headers: { language: 'zh-CN', 'accept-language': 'zh-TW' } }), 'zh-CN');
    assert.equal(requestLocale({ headers: { 'accept-language': 'zh-TW,zh;q=0.9' } }), 'zh-TW');
    assert.equal(requestLocale({ headers: { 'accept-language': 'zh-Hant-HK' } }), 'zh-TW');
    assert.equal(requestLocale({ headers: {} }), 'zh-CN');
    assert.equal(requestLocale({ headers: { language: 'fr' } }), 'zh-CN');
  });
});

describe('localize', () => {
  it('converts server text with the reviewed Taiwan terms', () => {
    assert.deepEqual(localize({ message: '请先充值再转账', list: ['刷新页面'] }, 'zh-TW'), {
      message: '請先儲值再轉帳',
      list: ['重新整理頁面'],
    });
  });

  it('never converts names, player input or chat', () => {
    const answer = { realName: '张学友', holderName: '刘德华', memberName: '陈奕迅', note: '会员' };
    assert.deepEqual(localize(answer, 'zh-TW'), { ...answer, note: '會員' });
    assert.deepEqual(localize({ msg: '发财' }, 'zh-TW'), { msg: '发财' });
    assert.deepEqual(
      localize({ content: '没到账', reply: '已处理' }, 'zh-TW', '/site/api/v1/feedback/getFeedBackList'),
      {
        content: '没到账',
        reply: '已處理',
      },
    );
    assert.deepEqual(localize({ list: [{ name: '张三' }] }, 'zh-TW', '/stream/api/v1/history'), {
      list: [{ name: '张三' }],
    });
  });

  it("asks for the server's drawn pictures in zh-TW", () => {
    assert.deepEqual(localize({ imageUrl: '/assets/banners/3.webp' }, 'zh-TW'), {
      imageUrl: '/assets/banners/3.webp?language=zh-TW',
    });
    assert.deepEqual(localize({ imageUrl: '/assets/promos/7.svg' }, 'zh-TW'), {
      imageUrl: '/assets/promos/7.svg?language=zh-TW',
    });
  });

  it('leaves zh-CN answers untouched', () => {
    const answer = { message: '转账' };
    assert.equal(localize(answer, 'zh-CN'), answer);
  });

  it('derives a brand title in Traditional unless the operator wrote one', () => {
    const brand = { title: '皇冠体育' } as Parameters<typeof withLocalTitles>[0];
    assert.equal(withLocalTitles(brand).titles?.['zh-TW'], '皇冠體育');
    assert.equal(withLocalTitles({ ...brand, titles: { 'zh-TW': '皇冠' } }).titles?.['zh-TW'], '皇冠');
  });
});

describe('answers in the locale the client asks for', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => {
    await t.stop();
  });

  it('sends error messages in Traditional with language: zh-TW', async () => {
    const body = await t.api(
      site.queryNoticeListByPage.path,
      { pageNum: 1, pageSize: 1000 },
      { language: 'zh-TW' },
    );
    assert.equal(body.status_code, 6007);
    assert.match(body.message, /^參數 pageSize 錯誤：/);
    const simplified = await t.api(site.queryNoticeListByPage.path, { pageNum: 1, pageSize: 1000 });
    assert.match(simplified.message, /^参数 pageSize 错误：/);
  });

  it('sends help articles in Traditional', async () => {
    const cn = await t.api(help.articles.path, {});
    const tw = await t.api(help.articles.path, {}, { language: 'zh-TW' });
    assert.equal(cn.status_code, 6000);
    const cnText = JSON.stringify(cn.data);
    const twText = JSON.stringify(tw.data);
    assert.notEqual(cnText, twText);
    assert.ok(!twText.includes('账户') && !twText.includes('说明'), twText.slice(0, 200));
  });

  it('sends notices, promotions and venue names in Traditional, nothing Simplified-only left', async () => {
    // The CI check's own list (opencc's tables), loaded as the build loads it.
    const { simplifiedOnlySet } = createRequire(import.meta.url)(SIMPLIFIED_ONLY) as {
      simplifiedOnlySet: () => Set<string>;
    };
    const simplifiedOnly = simplifiedOnlySet();
    const calls: [string, unknown][] = [
      [site.queryNoticeListByPage.path, { pageNum: 1, pageSize: 50 }],
      [promotions.promotionConfig.path, {}],
      [games.getVenueInfoByCategory.path, { category: 'DZ' }],
    ];
    for (const [path, payload] of calls) {
      const cn = await t.api(path, payload);
      const tw = await t.api(path, payload, { language: 'zh-TW' });
      assert.equal(tw.status_code, 6000, `${path}: ${tw.message}`);
      const text = JSON.stringify(tw.data);
      assert.notEqual(text, JSON.stringify(cn.data), path);
      const left = [...new Set(Array.from(text).filter((c) => simplifiedOnly.has(c)))];
      assert.deepEqual(left, [], `${path}: ${left.join('')}`);
    }
  });
});

describe('socket replies', () => {
  it('converts the status message only, for a socket that asked for zh-TW', () => {
    const url = new URL('http://x/ws?siteId=1001&language=zh-TW');
    assert.equal(socketLocale(url), 'zh-TW');
    assert.equal(socketLocale(new URL('http://x/ws?siteId=1001')), 'zh-CN');
    const reply = {
      msgId: 10011,
      msgData: { status_code: 6007, message: '发言太频繁', list: [{ msg: '发财' }] },
    };
    assert.deepEqual(localizeSocketReply(reply, 'zh-TW'), {
      msgId: 10011,
      msgData: { status_code: 6007, message: '發言太頻繁', list: [{ msg: '发财' }] },
    });
    assert.equal(localizeSocketReply(reply, 'zh-CN'), reply);
  });
});
