import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  SAFE_KEY_HEADER,
  envelopeSchema,
  isSafeKey,
  safeHandshake,
  site,
  type Endpoint,
} from '@site/shared/contract';
import { decryptPayload, encryptPayload } from '@site/shared/cipher';
import { safeClient } from './safe-testing';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.stop();
});

describe('envelope and input checks', () => {
  it('answers every call in the envelope with 6000 on success', async () => {
    const body = await t.api(site.navigationList.path, {});
    assert.ok(envelopeSchema.safeParse(body).success);
    assert.equal(body.status_code, 6000);
    assert.equal(body.message, '成功');
  });

  it('answers a bad field with 6007 naming the field in Chinese', async () => {
    const body = await t.api(site.queryNoticeListByPage.path, { pageNum: 1, pageSize: 1000 });
    assert.equal(body.status_code, 6007);
    assert.match(body.message, /^参数 pageSize 错误：/);
    const unknownKey = await t.api(site.preInfo.path, { bogus: 1 });
    assert.equal(unknownKey.status_code, 6007);
    assert.match(unknownKey.message, /bogus/);
  });

  it('answers malformed JSON with 6007 and HTTP 200', async () => {
    const body = await t.api(site.preInfo.path, '{"domain":');
    assert.equal(body.status_code, 6007);
  });

  it('treats an empty body as no payload', async () => {
    const body = await t.api(site.sponsorContent.path);
    assert.equal(body.status_code, 6000);
  });

  it('answers an unknown API path with 6004', async () => {
    assert.equal((await t.api('/site/api/v1/no/such/call', {})).status_code, 6004);
    assert.equal((await t.api('/fd/api/v1/nothing', {})).status_code, 6004);
  });

  it('answers a missing or invalid timestamp with 6008 非法请求', async () => {
    const missing = await t.api(site.preInfo.path, {}, { timestamp: undefined });
    assert.deepEqual([missing.status_code, missing.message], [6008, '非法请求']);
    assert.equal((await t.api(site.preInfo.path, {}, { timestamp: 'yesterday' })).status_code, 6008);
  });

  it('answers an unknown site id with 6003 and a missing one with 6008', async () => {
    assert.equal((await t.api(site.preInfo.path, {}, { 'site-id': '9999' })).status_code, 6003);
    assert.equal(
      (await t.api(site.preInfo.path, {}, { 'site-id': undefined })).status_code,
      6008,
      'a missing site id is an illegal request, like a missing timestamp',
    );
  });
});

describe('configuration calls match the contract', () => {
  const cases: [Endpoint, unknown][] = [
    [site.navigationList, {}],
    [site.sponsorContent, {}],
    [site.onlineCustomService, {}],
    [site.preInfo, {}],
    [site.queryCountryArea, {}],
    [site.queryNoticeListByPage, { pageNum: 2, pageSize: 5 }],
    [site.getMyDiscountAd, {}],
  ];
  for (const [endpoint, payload] of cases) {
    it(endpoint.path, async () => {
      const body = await t.api(endpoint.path, payload);
      assert.equal(body.status_code, 6000, body.message);
      const parsed = endpoint.response.safeParse(body.data);
      assert.ok(parsed.success, parsed.error?.message);
    });
  }

  it('has 5 home banners with pictures the server draws (WebP, and the SVG they come from)', async () => {
    const body = await t.api<{ title: string; imageUrl: string }[]>(site.navigationList.path, {
      position: 'banner',
    });
    assert.equal(body.data.length, 5);
    assert.equal(body.data[0]?.title, '新会员首存100%加赠');
    const url = body.data[0]?.imageUrl ?? '';
    const webp = await t.app.inject({ method: 'GET', url });
    assert.equal(webp.statusCode, 200);
    assert.equal(webp.headers['content-type'], 'image/webp');
    const svg = await t.app.inject({ method: 'GET', url: url.replace(/\.webp$/, '.svg') });
    assert.match(String(svg.headers['content-type']), /image\/svg\+xml/);
    assert.match(svg.body, /新会员首存100%加赠/);
  });

  it('pages the notices and lists mainland China with its phone rule', async () => {
    const page = await t.api<{ list: unknown[]; total: number }>(site.queryNoticeListByPage.path, {
      pageNum: 2,
      pageSize: 5,
    });
    assert.equal(page.data.list.length, 5);
    assert.ok(page.data.total >= 20);
    const areas = await t.api<{ areaCode: string; regex: string }[]>(site.queryCountryArea.path, {});
    const cn = areas.data.find((a) => a.areaCode === '+86');
    assert.equal(cn?.regex, '^1[3-9]\\d{9}$');
    assert.ok(new RegExp(cn.regex).test('13800138000'));
    for (const code of ['+852', '+853', '+886', '+60', '+63', '+65', '+66', '+84'])
      assert.ok(
        areas.data.some((a) => a.areaCode === code),
        code,
      );
  });

  it('builds preInfo from the brand of the site id', async () => {
    // 1002 has the safe switch on: it answers encrypted calls only.
    const body = await safeClient(t, '1002').api<{
      siteBaseConfig: { title: string; depositSwitch: number };
    }>(site.preInfo.path, {});
    assert.equal(body.data.siteBaseConfig.title, '皇冠体育');
    assert.equal(body.data.siteBaseConfig.depositSwitch, 0);
  });

  it('serves the simulated customer-service page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cs/chat' });
    assert.match(res.body, /在线客服/);
  });
});

describe('safe switch', () => {
  // The session's key from the handshake (brand files hold no key any more).
  let key = '';
  let headers: Record<string, string> = {};
  before(async () => {
    const { data: shake } = await t.api(safeHandshake.path, {}, { 'site-id': '1002' });
    assert.ok(isSafeKey(shake), 'the handshake answers a key');
    key = shake.key;
    headers = { 'site-id': '1002', encrypted: '1', [SAFE_KEY_HEADER]: shake.keyId };
  });

  it('decrypts the body and encrypts the answer with the brand key', async () => {
    const payload = { data: encryptPayload({ pageNum: 1, pageSize: 3 }, key) };
    const body = await t.api<string>(`/safe${site.queryNoticeListByPage.path}`, payload, headers);
    assert.equal(body.status_code, 6000);
    assert.equal(typeof body.data, 'string');
    const data = decryptPayload<{ list: unknown[] }>(body.data, key);
    assert.equal(data.list.length, 3);
  });

  it('validates the decrypted body like a plain one', async () => {
    const body = await t.api(
      `/safe${site.queryNoticeListByPage.path}`,
      { data: encryptPayload({ pageSize: 0 }, key) },
      headers,
    );
    assert.equal(body.status_code, 6007);
  });

  it('answers ciphertext made with another key, or garbage, with 6008', async () => {
    const wrongKey = await t.api(
      `/safe${site.preInfo.path}`,
      { data: encryptPayload({}, 'not-the-key') },
      headers,
    );
    assert.equal(wrongKey.status_code, 6008);
    const garbage = await t.api(`/safe${site.preInfo.path}`, { data: 'bm90IGNpcGhlcnRleHQ=' }, headers);
    assert.equal(garbage.status_code, 6008);
  });
});
