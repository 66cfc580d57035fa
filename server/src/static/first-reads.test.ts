import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  FIRST_SCREEN_READS_ID,
  HOME_READS,
  games,
  site,
  sports,
  type FirstScreenReads,
} from '@site/shared/contract';
import {
  READS_REFRESH_MS,
  WAIT_LIMIT_MS,
  WAIT_OLDER_THAN_MS,
  firstScreenReads,
} from '../site/first-screen-reads';
import type { TestApp } from '../testing';
import { getPage, startPageSite } from './testing';

// Issue 31: /home carries the home sections' API answers as a JSON block, per brand and locale.
const EVIL = '</script><script>alert(1)</script> 公告';
let t: TestApp;
let stop: () => Promise<void>;
before(async () => {
  ({ t, stop } = await startPageSite([
    {
      file: 'second.json',
      from: 'default.json',
      fields: { brand: 'second', siteId: '1997', hosts: ['second.localhost'] },
    },
  ]));
  // A pinned notice whose title tries to close the block and run a script.
  await t.db.query(
    `INSERT INTO notices (id, type, title, content, publish_time, top) VALUES (9901, 'notice', $1, '内容', now(), true)`,
    [EVIL],
  );
});
after(() => stop());

const BLOCK = new RegExp(
  `<script id="${FIRST_SCREEN_READS_ID}" type="application/json">([\\s\\S]*?)</script>`,
);

async function homePage(url: string, headers: Record<string, string> = {}) {
  const { res, body } = await getPage(t, url, headers);
  const json = BLOCK.exec(body)?.[1];
  return {
    res,
    body,
    json,
    block: json ? (JSON.parse(json) as FirstScreenReads & { siteId: string; locale: string }) : null,
  };
}

/** The first page answer that holds every read with the evil notice (the reads are refreshed in the background). */
async function homeWithNotice(url: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 100; i += 1) {
    const page = await homePage(url, headers);
    const notices = page.block?.reads.find((r) => r.path === site.queryNoticeListByPage.path);
    if (page.block?.reads.length === 4 && JSON.stringify(notices?.data).includes('alert(1)')) return page;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(
    `no block with the notice on ${url}: ${JSON.stringify((await homePage(url, headers)).block).slice(0, 600)}`,
  );
}

test('/home carries the four home reads with exactly the payloads the sections send and the API answers they would get', async () => {
  const { block, res } = await homeWithNotice('/home');
  assert.equal(res.statusCode, 200);
  assert.ok(block);
  assert.equal(block.siteId, '1001');
  assert.equal(block.locale, 'zh-CN');
  const byPath = new Map(block.reads.map((r) => [r.path, r]));
  const expected = [
    [site.navigationList.path, HOME_READS.banners.payload],
    [site.queryNoticeListByPage.path, HOME_READS.notices.payload],
    [sports.hotMatches.path, HOME_READS.hotMatches.payload],
    [games.gameList.path, HOME_READS.hotGames.payload],
  ] as const;
  for (const [path, payload] of expected) {
    const read = byPath.get(path);
    assert.ok(read, path);
    assert.deepEqual(read.payload, payload);
    assert.ok(Math.abs(Date.now() - read.readAt) < 60_000, 'read time is the server clock');
    if (path === sports.hotMatches.path) continue; // odds move between the two reads
    const direct = await t.api(path, payload);
    assert.deepEqual(read.data, direct.data, `${path} is what the section's own call answers`);
  }
  const notices = byPath.get(site.queryNoticeListByPage.path)?.data as { list: { title: string }[] };
  assert.equal(notices.list[0]?.title, EVIL, 'the text survives the escaping');
});

test('the block cannot be closed by an answer and is data, not script', async () => {
  const { body, json } = await homeWithNotice('/home');
  assert.ok(json);
  assert.ok(!json.includes('</script>'), 'no </script> inside the block');
  assert.ok(json.includes('\\u003c/script>'), '< is written as \\u003c');
  assert.ok(!body.includes('<script>alert(1)'));
  assert.match(body, new RegExp(`<script id="${FIRST_SCREEN_READS_ID}" type="application/json">`));
  // After the skeleton: the first paint's bytes come first.
  assert.ok(body.indexOf('id="boot-skeleton"') < body.indexOf(FIRST_SCREEN_READS_ID));
});

test('per brand and per locale: another site id, and zh-TW answers in Traditional', async () => {
  const second = await homeWithNotice('/home?brand=second');
  assert.equal(second.block?.siteId, '1997');
  // royal has the safe switch on (its API traffic is encrypted): its answers are not put in plain HTML.
  const royal = await homePage('/home?brand=royal');
  assert.equal(royal.res.statusCode, 200);
  assert.equal(royal.block, null);
  const tw = await homeWithNotice('/home', { cookie: 'site-locale=zh-TW' });
  assert.equal(tw.block?.locale, 'zh-TW');
  const twNotices = tw.block?.reads.find((r) => r.path === site.queryNoticeListByPage.path);
  const direct = await t.api(site.queryNoticeListByPage.path, HOME_READS.notices.payload, {
    language: 'zh-TW',
  });
  assert.deepEqual(twNotices?.data, direct.data);
  assert.ok(JSON.stringify(twNotices?.data).includes('公告'), 'the title as the zh-TW API answers it');
});

test('pages other than /home carry no reads', async () => {
  const other = await homePage('/game/sport');
  assert.equal(other.res.statusCode, 200);
  assert.equal(other.json, undefined);
});

test('the answers are read again: a notice published now reaches /home within the refresh time', async () => {
  await homeWithNotice('/home');
  const title = `新公告 ${Date.now()}`;
  await t.db.query(
    `INSERT INTO notices (id, type, title, content, publish_time, top) VALUES (9902, 'notice', $1, '内容', now() + interval '1 minute', true)`,
    [title],
  );
  let seen = false;
  for (let i = 0; i < 60 && !seen; i += 1) {
    const { block } = await homePage('/home');
    seen = JSON.stringify(block?.reads).includes(title);
    if (!seen) await new Promise((done) => setTimeout(done, 250));
  }
  assert.ok(seen, 'the new notice is in the block within 15 s');
});

test('after a quiet spell the page waits for fresh answers; while visited it never waits', async () => {
  let clock = 1_000_000;
  let version = 0;
  let reading: Promise<void> = Promise.resolve();
  let release: () => void = () => {};
  const reads = firstScreenReads(
    async () => {
      await reading;
      return { version };
    },
    () => ['1001'],
    (err) => assert.fail(String(err)),
    () => clock,
  );
  const versionOf = (answers: readonly { data: unknown }[]) =>
    (answers[0]?.data as { version: number } | undefined)?.version;
  await reads.refreshAll();
  assert.equal(versionOf(await reads.current('1001', 'zh-CN')), 0);

  // Older than the refresh time but still fresh enough to show: sent at once, read again behind.
  version = 1;
  clock += READS_REFRESH_MS + 1;
  reading = new Promise((done) => (release = done));
  assert.equal(versionOf(await reads.current('1001', 'zh-CN')), 0, 'sent as held, no wait');
  release();
  await new Promise((done) => setImmediate(done));
  assert.equal(versionOf(await reads.current('1001', 'zh-CN')), 1);

  // A quiet minute: the held answers are past what a section would show; the page waits for the read.
  version = 2;
  clock += 60_000;
  assert.ok(60_000 > WAIT_OLDER_THAN_MS);
  reading = new Promise((done) => setTimeout(done, 20));
  assert.equal(versionOf(await reads.current('1001', 'zh-CN')), 2, 'the fresh answers, not the old');

  // A read that hangs holds the page WAIT_LIMIT_MS at most, then the held answers go.
  version = 3;
  clock += 60_000;
  reading = new Promise(() => {});
  const started = performance.now();
  assert.equal(versionOf(await reads.current('1001', 'zh-CN')), 2);
  const waited = performance.now() - started;
  assert.ok(waited >= WAIT_LIMIT_MS - 5 && waited < WAIT_LIMIT_MS + 500, `waited ${waited} ms`);
});
