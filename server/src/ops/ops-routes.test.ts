import assert from 'node:assert/strict';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { CONTRACT_VERSION } from '@site/shared/contract';
import { REPO_ROOT } from '../repo-root';
import { startTestApp, type TestApp } from '../testing';
import { entryOf, pin, readBrandFile, writeBrandFile } from './brand-files';

let t: TestApp;
let brandsDir: string;
before(async () => {
  brandsDir = mkdtempSync(join(tmpdir(), 'brands-live-'));
  cpSync(join(REPO_ROOT, 'host', 'brands'), brandsDir, { recursive: true });
  t = await startTestApp({ brandsDir });
});
after(() => t.stop());

const brandJson = async (name: string) =>
  (await t.app.inject({ method: 'GET', url: `/brands/${name}.json` })).json<{
    remotes: Record<string, { entry: string }>;
  }>();

test('a pinned version reaches the next page load without a restart; a broken file changes nothing', async () => {
  assert.equal(
    (await brandJson('royal')).remotes.mf_funds!.entry,
    '/remotes/mf-funds/1.0.0/mf-manifest.json',
  );
  const path = join(brandsDir, 'royal.json');
  writeBrandFile(path, pin(readBrandFile(path).brand, 'mf_funds', entryOf('mf_funds', '0.9.0')));
  await new Promise((r) => setTimeout(r, 600));
  assert.equal(
    (await brandJson('royal')).remotes.mf_funds!.entry,
    '/remotes/mf-funds/0.9.0/mf-manifest.json',
  );
  // An operator's half-edited file is refused; the site keeps the last good brands.
  const { writeFileSync } = await import('node:fs');
  writeFileSync(path, '{"brand": "royal", ');
  await new Promise((r) => setTimeout(r, 600));
  assert.equal(
    (await brandJson('royal')).remotes.mf_funds!.entry,
    '/remotes/mf-funds/0.9.0/mf-manifest.json',
  );
});

test('every API answer names the contract version', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/ops/version' });
  assert.equal(res.json<{ contractVersion: string }>().contractVersion, CONTRACT_VERSION);
  const api = await t.app.inject({
    method: 'POST',
    url: '/site/api/v1/configuration/preInfo',
    headers: { 'site-id': '1001', 'content-type': 'application/json' },
    payload: '{}',
  });
  assert.equal(api.headers['x-contract-version'], CONTRACT_VERSION);
});

test('remote-load reports show at /dev/remotes, bad ones get 6007, a flood is cut', async () => {
  const load = {
    remote: 'mf_funds',
    entry: '/remotes/mf-funds/1.0.0/mf-manifest.json',
    version: '1.0.0',
    ok: true,
    fallback: false,
    ms: 120,
  };
  const failed = {
    ...load,
    remote: 'mf_chat',
    entry: '/remotes/mf-chat/1.0.0/mf-manifest.json',
    ok: false,
    error: 'ScriptNetworkError',
  };
  const sent = await t.api('/site/api/v1/ops/remoteReport', {
    brand: 'default',
    page: '/home',
    loads: [load, failed],
  });
  assert.equal(sent.status_code, 6000);
  const bad = await t.api('/site/api/v1/ops/remoteReport', {
    brand: 'default',
    page: '/home',
    loads: [{ ...load, remote: '<script>' }],
  });
  assert.equal(bad.status_code, 6007);
  for (let i = 0; i < 30; i += 1)
    await t.api('/site/api/v1/ops/remoteReport', { brand: 'default', page: '/home', loads: [load] });
  const summary = (await t.app.inject({ method: 'GET', url: '/dev/remotes' })).json<{
    droppedReports: number;
    brands: {
      brand: string;
      remotes: {
        remote: string;
        pinned: string;
        loaded: Record<string, number>;
        failures: { error: string }[];
      }[];
    }[];
  }>();
  const remotes = summary.brands.find((b) => b.brand === 'default')!.remotes;
  assert.equal(
    remotes.find((r) => r.remote === 'mf_funds')!.loaded['1.0.0'],
    20,
    'one client is cut at 20 reports a minute',
  );
  assert.equal(remotes.find((r) => r.remote === 'mf_chat')!.failures[0]!.error, 'ScriptNetworkError');
  assert.ok(summary.droppedReports >= 11);
});
