import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { REPO_ROOT } from '../repo-root';
import { startTestApp, type TestApp } from '../testing';

// Issue 28 item 9: the download page's buttons went to a mobile domain that never loaded; the
// site itself is now the app, installable from the browser with a manifest and drawn icons.
const root = mkdtempSync(join(tmpdir(), 'site-pwa-test-'));
let t: TestApp;
before(async () => {
  mkdirSync(join(root, 'host', 'dist'), { recursive: true });
  writeFileSync(
    join(root, 'host', 'dist', 'index.html'),
    readFileSync(join(REPO_ROOT, 'host', 'src', 'index.html'), 'utf8'),
  );
  cpSync(join(REPO_ROOT, 'host', 'brands'), join(root, 'host', 'brands'), { recursive: true });
  t = await startTestApp({ staticRoot: root, devTools: false, dataDir: 'memory://' });
});
after(async () => {
  await t.stop();
  rmSync(root, { recursive: true, force: true });
});

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1', ...headers } });

/** Width and height of a PNG from its IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): [number, number] {
  assert.equal(bytes.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', 'a PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test('every page links the brand manifest and the iOS home-screen icon', async () => {
  const res = await get('/home', { accept: 'text/html' });
  assert.match(res.body, /<link rel="manifest" href="\/manifest\.webmanifest\?brand=default">/);
  assert.match(res.body, /<link rel="apple-touch-icon" href="\/app-icons\/default\/apple-touch-icon\.png">/);
  const royal = await get('/download?brand=royal', { accept: 'text/html' });
  assert.match(royal.body, /href="\/manifest\.webmanifest\?brand=royal"/);
});

test('the manifest names the brand, its colours, its start page and installable icons', async () => {
  const res = await get('/manifest.webmanifest?brand=default');
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^application\/manifest\+json/);
  const m = res.json<Manifest>();
  assert.equal(m.name, '金沙娱乐');
  assert.equal(m.short_name, '金沙娱乐');
  assert.equal(m.display, 'standalone');
  assert.equal(m.start_url, '/home');
  assert.equal(m.scope, '/');
  assert.equal(m.background_color, '#f3f5f9');
  const sizes = m.icons.map((i) => `${i.sizes} ${i.purpose}`);
  assert.deepEqual(sizes, ['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of m.icons) {
    const png = await get(icon.src);
    assert.equal(png.statusCode, 200, icon.src);
    assert.equal(png.headers['content-type'], 'image/png');
    const [w, h] = pngSize(png.rawPayload);
    assert.equal(`${w}x${h}`, icon.sizes);
  }
  assert.deepEqual(pngSize((await get('/apple-touch-icon.png')).rawPayload), [180, 180]);
});

test("each brand's manifest is its own: name, dark theme colour, start page that keeps the brand", async () => {
  const m = (await get('/manifest.webmanifest?brand=royal')).json<Manifest>();
  assert.equal(m.name, '皇冠体育');
  assert.equal(m.start_url, '/home?brand=royal');
  assert.equal(m.theme_color, '#121826');
  const gold = (await get('/app-icons/default/icon-192.png')).rawPayload;
  const blue = (await get('/app-icons/royal/icon-192.png')).rawPayload;
  assert.notDeepEqual(gold, blue, 'each brand is drawn in its own colours');
  assert.equal((await get('/app-icons/royal/other.png')).statusCode, 404);
  assert.equal((await get('/app-icons/nobody/icon-192.png')).statusCode, 404);
});
