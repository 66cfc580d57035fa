import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../repo-root';
import { BrandError, entryOf, pin, readBrandFile, remoteName, rollback, writeBrandFile } from './brand-files';

function brandsCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'brands-'));
  cpSync(join(REPO_ROOT, 'host', 'brands'), dir, { recursive: true });
  return dir;
}

test('pin keeps the old version as fallback and history; rollback returns to it', () => {
  const dir = brandsCopy();
  const path = join(dir, 'royal.json');
  const { brand } = readBrandFile(path);
  const before = brand.remotes.mf_funds!.entry;
  const pinned = pin(brand, 'mf_funds', entryOf('mf_funds', '0.9.0'));
  assert.equal(pinned.remotes.mf_funds!.entry, '/remotes/mf-funds/0.9.0/mf-manifest.json');
  assert.equal(pinned.remotes.mf_funds!.fallback, before);
  assert.deepEqual(pinned.remotes.mf_funds!.history, [before]);
  writeBrandFile(path, pinned);
  const back = rollback(readBrandFile(path).brand, 'mf_funds');
  assert.equal(back.remotes.mf_funds!.entry, before);
  assert.deepEqual(back.remotes.mf_funds!.history, []);
  assert.throws(() => rollback(back, 'mf_funds'), BrandError);
  assert.throws(() => pin(back, 'mf_funds', before), /already pins/);
});

test('a write is atomic: no temp file is left and the file is whole JSON', () => {
  const dir = brandsCopy();
  const path = join(dir, 'default.json');
  const { brand } = readBrandFile(path);
  writeBrandFile(path, pin(brand, 'mf_chat', entryOf('mf_chat', '2.0.0')));
  assert.deepEqual(
    readdirSync(dir).filter((f) => f.endsWith('.tmp')),
    [],
  );
  assert.equal(
    JSON.parse(readFileSync(path, 'utf8')).remotes.mf_chat.entry,
    '/remotes/mf-chat/2.0.0/mf-manifest.json',
  );
  // An invalid brand is refused before anything is written.
  assert.throws(() => writeBrandFile(path, { ...brand, siteId: 42 as unknown as string }));
  assert.equal(readBrandFile(path).brand.remotes.mf_chat!.entry, '/remotes/mf-chat/2.0.0/mf-manifest.json');
});

test('operator mistakes get a sentence, not a stack', () => {
  const dir = brandsCopy();
  writeFileSync(join(dir, 'broken.json'), '{"brand": "broken"');
  assert.throws(() => readBrandFile(join(dir, 'broken.json')), /is not JSON/);
  writeFileSync(join(dir, 'half.json'), JSON.stringify({ brand: 'half' }));
  assert.throws(() => readBrandFile(join(dir, 'half.json')), /is not a valid brand manifest: siteId/);
  assert.throws(() => readBrandFile(join(dir, 'nope.json')), /no brand file/);
  assert.throws(() => remoteName('wallet'), /there is no remote "wallet"/);
  assert.equal(remoteName('mf-funds'), 'mf_funds');
  assert.equal(remoteName('funds'), 'mf_funds');
  assert.throws(() => entryOf('mf_funds', '../../etc'), /not valid/);
});
