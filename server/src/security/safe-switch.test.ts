import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Header, SAFE_KEY_EXPIRED, SAFE_KEY_HEADER, safeHandshake, site } from '@site/shared/contract';
import { encryptPayload } from '@site/shared/cipher';
import { REPO_ROOT } from '../repo-root';
import { safeClient } from '../http/safe-testing';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await startTestApp({ dataDir: 'memory://' });
});
after(async () => {
  await t.stop();
});

const handshake = async (siteId: string) =>
  safeHandshake.response.parse((await t.api(safeHandshake.path, {}, { [Header.siteId]: siteId })).data);

describe('safe switch keys', () => {
  it('no brand file, and no brand manifest the server hands out, holds a key', async () => {
    const dir = join(REPO_ROOT, 'host', 'brands');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      assert.doesNotMatch(readFileSync(join(dir, file), 'utf8'), /safeKey|-safe-20/i, file);
    }
    for (const name of ['default', 'royal']) {
      const res = await t.app.inject({ method: 'GET', url: `/brands/${name}.json` });
      assert.equal(res.statusCode, 200);
      assert.doesNotMatch(res.body, /safeKey/);
    }
  });

  it('a safe-switch brand refuses plain calls (6008) but answers its encrypted ones', async () => {
    const plain = await t.api(site.preInfo.path, {}, { [Header.siteId]: '1002' });
    assert.equal(plain.status_code, 6008);
    const member = await t.api(
      '/site/api/v1/member/info',
      {},
      { [Header.siteId]: '1002', [Header.token]: 'a'.repeat(64) },
    );
    assert.equal(member.status_code, 6008);
    const safe = await safeClient(t, '1002').api<{ siteBaseConfig: { title: string } }>(
      site.preInfo.path,
      {},
    );
    assert.equal(safe.status_code, 6000, safe.message);
    assert.equal(safe.data.siteBaseConfig.title, '皇冠体育');
    assert.equal(
      (await t.api(site.preInfo.path, {}, { [Header.siteId]: '1001' })).status_code,
      6000,
      'a plain brand stays plain',
    );
  });

  it('each session gets its own key, bound to its brand; an unknown key id is 6008 expired', async () => {
    const a = await handshake('1002');
    const b = await handshake('1002');
    assert.notEqual(a.key, b.key);
    assert.notEqual(a.keyId, b.keyId);
    const call = (keyId: string, key: string, siteId = '1002') =>
      t.api(
        `/safe${site.preInfo.path}`,
        { data: encryptPayload({}, key) },
        { [Header.siteId]: siteId, [SAFE_KEY_HEADER]: keyId, encrypted: '1' },
      );
    assert.equal((await call(a.keyId, a.key)).status_code, 6000);
    assert.equal((await call(a.keyId, b.key)).status_code, 6008, "another session's key");
    const stranger = await call('f'.repeat(32), a.key);
    assert.deepEqual([stranger.status_code, stranger.message], [6008, SAFE_KEY_EXPIRED]);
    const other = await handshake('1001');
    assert.equal((await call(other.keyId, other.key)).status_code, 6008, 'a 1001 key on 1002');
  });
});
