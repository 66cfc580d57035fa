import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contentSecurityPolicy } from '../brands/csp';
import { BOOT_LOADER_CSP_SOURCE } from '../static/boot-loader';
import { MEMBER_MARK_CSP_SOURCE } from '../static/pre-auth';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await startTestApp({
    devTools: false,
    dataDir: 'memory://',
    venueOrigins: ['https://games.vendor.example/lobby', 'javascript:alert(1)'],
  });
});
after(async () => {
  await t.stop();
});

function directive(csp: string, name: string): string {
  return (
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? ''
  );
}

describe('content security policy', () => {
  it('the gateway page (and every HTML page) cannot be framed by another site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pay/gateway/D20260101000000ABCDEF01' });
    assert.match(String(res.headers['content-type']), /text\/html/);
    const csp = String(res.headers['content-security-policy']);
    assert.equal(directive(csp, 'frame-ancestors'), "frame-ancestors 'self'");
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
  });

  it('allows no eval to scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo/slot' });
    const csp = String(res.headers['content-security-policy']);
    assert.doesNotMatch(csp, /unsafe-eval/);
    // This origin, the first paint's loader and member mark by their hashes: no other inline script.
    assert.equal(
      directive(csp, 'script-src'),
      `script-src 'self' ${BOOT_LOADER_CSP_SOURCE} ${MEMBER_MARK_CSP_SOURCE}`,
    );
    assert.doesNotMatch(csp, /unsafe-inline'[^;]*;?\s*$|script-src[^;]*unsafe-inline/);
  });

  it('frames only this origin and the venues named, never any http(s) page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo/slot' });
    const frames = directive(String(res.headers['content-security-policy']), 'frame-src');
    assert.equal(frames, "frame-src 'self' https://games.vendor.example");
    assert.equal(directive(contentSecurityPolicy([]), 'frame-src'), "frame-src 'self'");
  });
});
