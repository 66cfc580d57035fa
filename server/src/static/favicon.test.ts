import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await startTestApp({ dataDir: 'memory://' });
});
after(() => t.stop());

test('/favicon.ico answers the site icon, not a 404 (gateway and demo pages name no icon)', async () => {
  for (const url of ['/favicon.ico', '/favicon.svg']) {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'image/*' } });
    assert.equal(res.statusCode, 200, url);
    assert.match(String(res.headers['content-type']), /^image\/svg\+xml/);
    assert.match(res.body, /^<svg /);
  }
});
