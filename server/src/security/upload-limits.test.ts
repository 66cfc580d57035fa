import assert from 'node:assert/strict';
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { memberLetters } from '@site/shared/contract';
import { removeOrphanUploads } from '../uploads/cleanup';
import { uploadsDirOf } from '../uploads/uploads';
import { startTestApp, type TestApp } from '../testing';

/** Issue 26 item 6: uploads have a per-member quota and rate limit, and orphans are removed. */
let t: TestApp;
let dir = '';
before(async () => {
  t = await startTestApp();
  dir = uploadsDirOf(t.dataDir);
});
after(() => t.stop());

const png = (size = 32, tag = '') =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(size - 8, tag || 'x'),
  ]).toString('base64');

async function newMember() {
  const m = await t.devMember();
  return {
    ...m,
    id: Number(m.userId),
    call: <T = unknown>(path: string, body: unknown = {}) => t.api<T>(path, body, { token: m.token }),
    upload: (data = png()) =>
      t.api<{ id: string }>(memberLetters.uploadImage.path, { data }, { token: m.token }),
  };
}

const storedOf = async (memberId: number) =>
  t.db.query<{ id: string }>('SELECT id FROM uploads WHERE member_id = $1', [memberId]);

/** The rate limit's windows end: what a minute of waiting does. */
const aMinuteLater = () => t.db.query('DELETE FROM rate_counters');

describe('upload limits', () => {
  it('12 parallel uploads: 10 stored, 2 refused with 6011, nothing extra on disk', async () => {
    const a = await newMember();
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => a.upload(png(64, String(i)))));
    const codes = burst.map((r) => r.status_code);
    assert.equal(codes.filter((c) => c === 6000).length, 10, codes.join(','));
    assert.equal(codes.filter((c) => c === 6011).length, 2, codes.join(','));
    const refused = burst.find((r) => r.status_code === 6011);
    assert.equal(refused?.message, '上传过于频繁，请1分钟后再试');
    const stored = await storedOf(a.id);
    assert.equal(stored.length, 10);
    for (const { id } of stored) assert.ok(existsSync(join(dir, id)));
  });

  it('holds a member to 20 files stored', async () => {
    const a = await newMember();
    for (let round = 0; round < 2; round++) {
      await aMinuteLater();
      const burst = await Promise.all(Array.from({ length: 10 }, () => a.upload()));
      assert.deepEqual(
        burst.map((r) => r.status_code),
        Array.from({ length: 10 }, () => 6000),
      );
    }
    await aMinuteLater();
    const over = await a.upload();
    assert.equal(over.status_code, 6010);
    assert.match(over.message, /图片空间已满/);
    assert.equal((await storedOf(a.id)).length, 20);
  });

  it('holds a member to 10 MB stored', async () => {
    await aMinuteLater();
    const a = await newMember();
    const big = png(4_500_000);
    assert.equal((await a.upload(big)).status_code, 6000);
    assert.equal((await a.upload(big)).status_code, 6000);
    const third = await a.upload(big);
    assert.equal(third.status_code, 6010, third.message);
    assert.equal((await a.upload(png(600_000))).status_code, 6000);
    const [usage] = await t.db.query<{ n: unknown }>(
      'SELECT sum(size_bytes) AS n FROM uploads WHERE member_id = $1',
      [a.id],
    );
    assert.ok(Number(usage?.n) <= 10 * 1024 * 1024);
  });
});

describe('orphan uploads', () => {
  it('removes, after an hour, files that are no avatar or live feedback image, and frees the quota', async () => {
    await aMinuteLater();
    const a = await newMember();
    const ids: Record<string, string> = {};
    for (const name of ['avatar', 'feedback', 'unused', 'oldAvatar', 'deletedFeedback', 'young']) {
      const up = await a.upload(png(40, name));
      assert.equal(up.status_code, 6000, up.message);
      ids[name] = up.data.id;
    }
    assert.equal(
      (await a.call(memberLetters.addAvatar.path, { avatar: `upload:${ids.oldAvatar}` })).status_code,
      6000,
    );
    assert.equal(
      (await a.call(memberLetters.addAvatar.path, { avatar: `upload:${ids.avatar}` })).status_code,
      6000,
    );
    const fb = await a.call(memberLetters.addFeedBack.path, {
      type: 'other',
      content: '充值没有到账，请帮忙查看一下',
      images: [ids.feedback],
    });
    assert.equal(fb.status_code, 6000, fb.message);
    const gone = await a.call<{ id: string }>(memberLetters.addFeedBack.path, {
      type: 'other',
      content: '这条反馈稍后会删除掉的',
      images: [ids.deletedFeedback],
    });
    assert.equal(gone.status_code, 6000, gone.message);
    assert.equal((await a.call(memberLetters.delFeedback.path, { id: gone.data.id })).status_code, 6000);

    const old = Object.entries(ids)
      .filter(([name]) => name !== 'young')
      .map(([, id]) => id);
    await t.db.query(
      `UPDATE uploads SET created_at = now() - interval '2 hours' WHERE id = ANY($1::text[])`,
      [old],
    );
    // A file left on disk with no row (a crash between the write and the commit).
    const stray = 'f'.repeat(32);
    writeFileSync(join(dir, stray), 'stray');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(join(dir, stray), twoHoursAgo, twoHoursAgo);

    const removed = await removeOrphanUploads(t.db, dir);
    assert.ok(removed >= 4, `removed ${removed}`);
    const left = new Set((await storedOf(a.id)).map((r) => r.id));
    assert.deepEqual(
      Object.entries(ids)
        .filter(([, id]) => left.has(id))
        .map(([name]) => name)
        .sort(),
      ['avatar', 'feedback', 'young'],
    );
    for (const name of ['unused', 'oldAvatar', 'deletedFeedback'])
      assert.ok(!existsSync(join(dir, ids[name]!)), `${name} still on disk`);
    for (const name of ['avatar', 'feedback', 'young'])
      assert.ok(existsSync(join(dir, ids[name]!)), `${name} gone from disk`);
    assert.ok(!existsSync(join(dir, stray)), 'the stray file is still on disk');
    // The avatar and the feedback image are still served.
    const image = await a.call<{ mime: string }>(memberLetters.getImage.path, { id: ids.feedback });
    assert.equal(image.status_code, 6000);
  });

  it('a freed slot counts again: the quota follows what is stored', async () => {
    await aMinuteLater();
    const a = await newMember();
    for (let round = 0; round < 2; round++) {
      await aMinuteLater();
      await Promise.all(Array.from({ length: 10 }, () => a.upload()));
    }
    await aMinuteLater();
    assert.equal((await a.upload()).status_code, 6010);
    await t.db.query(`UPDATE uploads SET created_at = now() - interval '2 hours' WHERE member_id = $1`, [
      a.id,
    ]);
    await removeOrphanUploads(t.db, dir);
    assert.equal((await storedOf(a.id)).length, 0);
    assert.equal((await a.upload()).status_code, 6000);
  });
});
