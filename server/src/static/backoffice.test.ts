import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from '../repo-root';
import { startTestApp, type TestApp } from '../testing';

// A throw-away root with a host build and a back-office build side by side.
const root = mkdtempSync(join(tmpdir(), 'site-bo-static-test-'));
let t: TestApp;

before(async () => {
  mkdirSync(join(root, 'host', 'dist'), { recursive: true });
  writeFileSync(
    join(root, 'host', 'dist', 'index.html'),
    '<!doctype html><title>host</title><div id="root"></div>',
  );
  mkdirSync(join(root, 'bo', 'dist'), { recursive: true });
  writeFileSync(
    join(root, 'bo', 'dist', 'index.html'),
    '<!doctype html><title>运营后台</title><div id="root"></div>',
  );
  writeFileSync(join(root, 'bo', 'dist', 'main.js'), 'console.log("bo")');
  writeFileSync(join(root, 'bo', 'dist', 'main.js.map'), '{}');
  writeFileSync(join(root, 'bo', 'dist', '12.3f2a9c1b.js'), 'console.log(12)');
  cpSync(join(REPO_ROOT, 'host', 'brands'), join(root, 'host', 'brands'), { recursive: true });
  t = await startTestApp({ staticRoot: root, devTools: false, dataDir: 'memory://' });
});
after(async () => {
  await t.stop();
  rmSync(root, { recursive: true, force: true });
});

const html = { accept: 'text/html' };

describe('the back office at /bo/', () => {
  it('serves its own index.html for /bo/ and every /bo/* page, with the CSP and no caching', async () => {
    for (const url of ['/bo/', '/bo/withdrawals', '/bo/players/42?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      assert.equal(res.statusCode, 200, url);
      assert.match(res.body, /<title>运营后台<\/title>/);
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.match(String(res.headers['content-security-policy']), /script-src 'self'/);
    }
    const bare = await t.app.inject({ method: 'GET', url: '/bo', headers: html });
    assert.equal(bare.statusCode, 301);
    assert.equal(bare.headers.location, '/bo/');
  });

  it('serves its files (hashed ones for a year), 404s missing scripts and hides source maps', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/bo/main.js' })).body, 'console.log("bo")');
    const hashed = await t.app.inject({ method: 'GET', url: '/bo/12.3f2a9c1b.js' });
    assert.match(String(hashed.headers['cache-control']), /immutable/);
    assert.equal((await t.app.inject({ method: 'GET', url: '/bo/missing.js' })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/bo/main.js.map' })).statusCode, 404);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/bo/..%2fhost%2fdist%2findex.html' })).statusCode,
      404,
    );
  });

  it('never mixes with the player site: the host does not answer under /bo, /bo serves no host file', async () => {
    const host = await t.app.inject({ method: 'GET', url: '/home', headers: html });
    assert.doesNotMatch(host.body, /运营后台/);
    assert.equal((await t.app.inject({ method: 'GET', url: '/main.js' })).statusCode, 404);
  });

  it('answers an operator call the server lacks with an envelope, never the page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/bo/api/v1/nothing/here', payload: {} });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json<{ status_code: number }>().status_code, 6004);
    const get = await t.app.inject({ method: 'GET', url: '/bo/api/v1/nothing', headers: html });
    assert.equal(get.statusCode, 404);
    assert.doesNotMatch(get.body, /运营后台/);
  });
});
