import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Header, member, site } from '@site/shared/contract';
import { TIMESTAMP_WINDOW_MS } from '../http/api-guard';
import { startTestApp, type TestApp } from '../testing';

/** The request timestamp is checked against the clock, not only its format (issue 10, item 11). */
let t: TestApp;
before(async () => {
  t = await startTestApp({ dataDir: 'memory://' });
});
after(async () => {
  await t.stop();
});

const at = (ms: number) => ({ [Header.timestamp]: String(ms) });

describe('request timestamp window', () => {
  it('refuses zero, a day old, and more than 5 minutes either way with 6008', async () => {
    const now = Date.now();
    for (const stamp of [
      '0000000000000',
      String(now - 24 * 3600_000),
      String(now - TIMESTAMP_WINDOW_MS - 5_000),
      String(now + TIMESTAMP_WINDOW_MS + 5_000),
    ]) {
      const res = await t.api(site.preInfo.path, {}, { [Header.timestamp]: stamp });
      assert.equal(res.status_code, 6008, stamp);
      assert.match(res.message, /^非法请求/);
    }
  });

  it('accepts a clock a few minutes off, either way', async () => {
    assert.equal((await t.api(site.preInfo.path, {}, at(Date.now() - 4 * 60_000))).status_code, 6000);
    assert.equal((await t.api(site.preInfo.path, {}, at(Date.now() + 4 * 60_000))).status_code, 6000);
  });

  it('a replayed member call from yesterday is refused before the session is looked at', async () => {
    const { token } = await t.devMember();
    const res = await t.api(
      member.memberInfo.path,
      {},
      { ...at(Date.now() - 24 * 3600_000), [Header.token]: token },
    );
    assert.equal(res.status_code, 6008);
  });

  it('a missing site id is 6008 like a missing timestamp; an unknown one 6003', async () => {
    const missing = await t.api(site.preInfo.path, {}, { [Header.siteId]: undefined });
    assert.deepEqual([missing.status_code, missing.message], [6008, '非法请求']);
    assert.equal((await t.api(site.preInfo.path, {}, { [Header.siteId]: '' })).status_code, 6008);
    assert.equal((await t.api(site.preInfo.path, {}, { [Header.siteId]: '9999' })).status_code, 6003);
  });
});
