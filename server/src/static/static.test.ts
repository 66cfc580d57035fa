import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from '../repo-root';
import { startTestApp, type TestApp } from '../testing';

// A throw-away repository root: a host build, one remote build and a brand that loads
// a remote from a CDN, so the CSP has an outside origin to list.
const root = mkdtempSync(join(tmpdir(), 'site-static-test-'));
let t: TestApp;
let brand: { brand: string; siteId: string; remotes: Record<string, { entry: string }> };

before(async () => {
  mkdirSync(join(root, 'host', 'dist', 'js'), { recursive: true });
  writeFileSync(
    join(root, 'host', 'dist', 'index.html'),
    '<!doctype html><title>host</title><div id="root"></div>',
  );
  writeFileSync(join(root, 'host', 'dist', 'js', 'main.3f2a9c1b.js'), 'console.log(1)');
  mkdirSync(join(root, 'mf-auth', 'dist', '1.0.0'), { recursive: true });
  writeFileSync(join(root, 'mf-auth', 'dist', '1.0.0', 'mf-manifest.json'), '{"id":"mf_auth"}');
  cpSync(join(REPO_ROOT, 'host', 'brands'), join(root, 'host', 'brands'), { recursive: true });
  brand = JSON.parse(readFileSync(join(root, 'host', 'brands', 'royal.json'), 'utf8')) as typeof brand;
  brand.brand = 'cdn';
  brand.siteId = '1003';
  brand.remotes.mf_chat = { entry: 'https://cdn.example.com/remotes/mf-chat/2.0.0/mf-manifest.json' };
  writeFileSync(join(root, 'host', 'brands', 'cdn.json'), JSON.stringify(brand));
  mkdirSync(join(root, 'extra-brands'));
  writeFileSync(
    join(root, 'extra-brands', 'extra.json'),
    JSON.stringify({ ...brand, brand: 'extra', siteId: '1004', hosts: ['extra.localhost'] }),
  );
  writeFileSync(join(root, 'extra-brands', 'README.txt'), 'not a manifest');
  t = await startTestApp({
    staticRoot: root,
    devTools: false,
    dataDir: 'memory://',
    extraBrandsDirs: [join(root, 'extra-brands')],
  });
});
after(async () => {
  await t.stop();
  rmSync(root, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('static serving', () => {
  it('falls back to index.html for page navigations, with the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mine/userinfo?x=1', headers: html });
    assert.equal(res.statusCode, 200);
    // The host's index.html, titled for the page's brand (index-page.ts).
    assert.match(res.body, /<title>金沙娱乐<\/title><div id="root">/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    const csp = String(res.headers['content-security-policy']);
    // This origin, the first paint's loader and member mark by their hashes, the brands' origins.
    assert.match(
      csp,
      /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*' https:\/\/cdn\.example\.com;/,
    );
    assert.match(csp, /connect-src 'self' ws: wss: https:\/\/cdn\.example\.com/);
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /style-src 'self' 'unsafe-inline'/);
  });

  it("paints the first screen in the player's own script: the 繁體 cookie on a zh-CN brand", async () => {
    const page = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/home', headers: cookie ? { ...html, cookie } : html });
    const chosen = await page('theme=dark; site-locale=zh-TW');
    assert.match(chosen.body, /<title>金沙娛樂<\/title>/);
    assert.match(String(chosen.headers.vary), /cookie/);
    // Anything else leaves the brand's own locale (and the cached zh-CN page is not served to zh-TW).
    assert.match((await page('site-locale=fr-FR')).body, /<title>金沙娱乐<\/title>/);
    assert.match((await page()).body, /<title>金沙娱乐<\/title>/);
  });

  it('serves hashed host assets with a long cache, and 404s missing scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/js/main.3f2a9c1b.js' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['cache-control']), /immutable/);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/js/missing.js', headers: { accept: '*/*' } })).statusCode,
      404,
    );
  });

  it('serves remote builds immutable with CORS, and never outside their folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/remotes/mf-auth/1.0.0/mf-manifest.json' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.match(String(res.headers['cache-control']), /max-age=31536000/);
    assert.equal(
      (
        await t.app.inject({
          method: 'GET',
          url: '/remotes/mf-auth/1.0.0/%2e%2e/%2e%2e/%2e%2e/host/brands/cdn.json',
        })
      ).statusCode,
      404,
    );
    assert.equal((await t.app.inject({ method: 'GET', url: '/remotes/mf-nope/1.0.0/x.js' })).statusCode, 404);
  });

  it('serves brand manifests uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/brands/cdn.json' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  it('serves the brand index the host picks its brand from, extra folders included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/brands/index.json' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    const index = res.json() as { default: string; brands: { brand: string; hosts: string[] }[] };
    assert.equal(index.default, 'default');
    assert.deepEqual(index.brands.map((b) => b.brand).sort(), ['cdn', 'default', 'extra', 'royal']);
    assert.deepEqual(index.brands.find((b) => b.brand === 'extra')?.hosts, ['extra.localhost']);
    assert.equal((await t.app.inject({ method: 'GET', url: '/brands/extra.json' })).json().siteId, '1004');
    assert.equal((await t.app.inject({ method: 'GET', url: '/brands/nope.json' })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/brands/..%2fpackage.json' })).statusCode, 404);
  });

  it('refuses to start on a duplicated site id, naming the file', async () => {
    const dup = join(root, 'dup-brands');
    mkdirSync(dup);
    writeFileSync(join(dup, 'twin.json'), JSON.stringify({ ...brand, brand: 'twin', siteId: '1001' }));
    await assert.rejects(
      startTestApp({ staticRoot: root, devTools: false, dataDir: 'memory://', extraBrandsDirs: [dup] }),
      /twin\.json repeats the brand or site id of "default"/,
    );
  });

  it('has no dev tools when DEV_TOOLS is off', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'POST', url: '/dev/members', payload: {} })).statusCode, 404);
  });

  it('says to run the build when host/dist is missing', async () => {
    rmSync(join(root, 'host', 'dist'), { recursive: true, force: true });
    const res = await t.app.inject({ method: 'GET', url: '/home', headers: html });
    assert.equal(res.statusCode, 503);
    assert.match(res.body, /pnpm run build/);
  });
});
