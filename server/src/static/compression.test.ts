import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../repo-root';
import { startTestApp, type TestApp } from '../testing';

// A host build whose script has the .br and .gz the production build writes beside it.
const root = mkdtempSync(join(tmpdir(), 'site-compress-test-'));
const script = `console.log(${JSON.stringify('金沙'.repeat(2000))});`;
let t: TestApp;

before(async () => {
  mkdirSync(join(root, 'host', 'dist'), { recursive: true });
  const file = join(root, 'host', 'dist', 'main.1a2b3c4d.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
  writeFileSync(join(root, 'host', 'dist', 'plain.5e6f7a8b.js'), 'console.log(2)');
  t = await startTestApp({
    staticRoot: root,
    brandsDir: join(REPO_ROOT, 'host', 'brands'),
    devTools: false,
    dataDir: 'memory://',
  });
});
after(async () => {
  await t.stop();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

test('scripts go out brotli-compressed to browsers that take it, gzip to the rest, plain otherwise', async () => {
  const br = await get('/main.1a2b3c4d.js', 'gzip, deflate, br, zstd');
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers.vary, 'accept-encoding');
  assert.ok(Number(br.headers['content-length']) < script.length / 10, 'the compressed file is what is sent');
  assert.equal(brotliDecompressSync(br.rawPayload).toString(), script);

  const gz = await get('/main.1a2b3c4d.js', 'gzip');
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(gz.rawPayload).toString(), script);

  const refused = await get('/main.1a2b3c4d.js', 'br;q=0, gzip;q=0.5');
  assert.equal(refused.headers['content-encoding'], 'gzip');

  const plain = await get('/main.1a2b3c4d.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body, script);
  assert.match(String(plain.headers['content-type']), /javascript/);
});

test('a file the build did not compress is sent as it is', async () => {
  const res = await get('/plain.5e6f7a8b.js', 'br, gzip');
  assert.equal(res.headers['content-encoding'], undefined);
  assert.equal(res.body, 'console.log(2)');
});
