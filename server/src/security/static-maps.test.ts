import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from '../repo-root';
import { startTestApp, type TestApp } from '../testing';

// A throw-away root with a host build and a remote build, each with its source map.
const root = mkdtempSync(join(tmpdir(), 'site-maps-test-'));
let prod: TestApp;
let dev: TestApp;

before(async () => {
  mkdirSync(join(root, 'host', 'dist'), { recursive: true });
  writeFileSync(join(root, 'host', 'dist', 'index.html'), '<!doctype html><title>host</title>');
  writeFileSync(join(root, 'host', 'dist', 'main.js'), 'console.log(1)\n//# sourceMappingURL=main.js.map');
  writeFileSync(join(root, 'host', 'dist', 'main.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  mkdirSync(join(root, 'mf-auth', 'dist', '1.0.0'), { recursive: true });
  writeFileSync(join(root, 'mf-auth', 'dist', '1.0.0', 'remoteEntry.js'), 'var x');
  writeFileSync(join(root, 'mf-auth', 'dist', '1.0.0', 'remoteEntry.js.map'), '{"version":3}');
  cpSync(join(REPO_ROOT, 'host', 'brands'), join(root, 'host', 'brands'), { recursive: true });
  prod = await startTestApp({ staticRoot: root, devTools: false, dataDir: 'memory://' });
  dev = await startTestApp({ staticRoot: root, devTools: true, dataDir: 'memory://' });
});
after(async () => {
  await prod.stop();
  await dev.stop();
  rmSync(root, { recursive: true, force: true });
});

const MAPS = ['/main.js.map', '/MAIN.JS.MAP', '/remotes/mf-auth/1.0.0/remoteEntry.js.map'];

describe('source maps', () => {
  it('are not served without the dev tools; the scripts are', async () => {
    for (const url of MAPS)
      assert.equal(
        (await prod.app.inject({ method: 'GET', url, headers: { accept: '*/*' } })).statusCode,
        404,
        url,
      );
    for (const url of MAPS) {
      const res = await prod.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      assert.doesNotMatch(res.body, /secret\.ts/, url);
    }
    assert.equal((await prod.app.inject({ method: 'GET', url: '/main.js' })).statusCode, 200);
    assert.equal(
      (await prod.app.inject({ method: 'GET', url: '/remotes/mf-auth/1.0.0/remoteEntry.js' })).statusCode,
      200,
    );
  });

  it('are served with the dev tools', async () => {
    const res = await dev.app.inject({ method: 'GET', url: '/main.js.map' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /secret\.ts/);
    assert.equal(
      (await dev.app.inject({ method: 'GET', url: '/remotes/mf-auth/1.0.0/remoteEntry.js.map' })).statusCode,
      200,
    );
  });
});
