import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { startTestApp, type TestApp } from '../testing';
import { boCall, signIn, type SignedIn } from './testing';

/** The drawn banner picture in zh-TW shows the operator's 繁體 title once one is published. */

let t: TestApp;
let marketing: SignedIn;
before(async () => {
  t = await startTestApp();
  marketing = await signIn(t, 'marketing');
});
after(() => t.stop());

async function ok<T>(path: string, body: unknown): Promise<T> {
  const answer = await boCall<T>(t, path, body, marketing.token);
  assert.equal(answer.status_code, 6000, `${path}: ${answer.message}`);
  return answer.data;
}

const picture = async (language?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/assets/banners/4.svg${language ? `?language=${language}` : ''}`,
  });
  assert.equal(res.statusCode, 200);
  return res.body;
};

describe('the zh-TW banner picture', () => {
  it('draws the converted 简体 title until a 繁體 title is published, then that one', async () => {
    const cn = await picture();
    const title = />([^<>]+)<\/text>/.exec(cn)?.[1];
    assert.ok(title);
    const derived = await picture('zh-TW');
    assert.ok(!derived.includes('台灣專屬'));

    const tw = await ok<{ revision: { id: number } }>(bo.saveContent.path, {
      itemId: '4',
      locale: 'zh-TW',
      fields: { kind: 'banner', title: '台灣專屬 儲值回饋', linkType: 'none', link: '' },
    });
    // A draft is not drawn.
    assert.ok(!(await picture('zh-TW')).includes('台灣專屬'));
    await ok(bo.publishContent.path, {
      kind: 'banner',
      itemId: '4',
      locale: 'zh-TW',
      revisionId: tw.revision.id,
      reason: '台灣版文案',
    });
    assert.match(await picture('zh-TW'), />台灣專屬 儲值回饋<\/text>/);
    assert.match(await picture(), new RegExp(`>${title}</text>`));
  });
});
