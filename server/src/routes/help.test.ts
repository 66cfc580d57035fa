import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HELP_CODES } from '@site/shared/routes';
import { help } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.stop();
});

const device = (n: number) => ({ uuid: `device-test-${n}-abcdef` });

describe('help articles', () => {
  it('serves one article for every help code of SPEC §2, in order, with no placeholder', async () => {
    const body = await t.api(help.articles.path, {});
    assert.equal(body.status_code, 6000, body.message);
    const list = help.articles.response.parse(body.data);
    assert.deepEqual([...list.map((a) => a.code)].sort(), [...HELP_CODES].sort());
    assert.deepEqual(
      list.map((a) => a.order),
      [...list.map((a) => a.order)].sort((a, b) => a - b),
    );
    for (const a of list) {
      assert.ok(a.text.length > 200, `${a.code} is too short`);
      assert.doesNotMatch(a.text, /敬请期待/);
    }
  });

  it('compiles Markdown tables and images, and never passes raw HTML through', async () => {
    const body = await t.api(help.article.path, { code: 'rqgl' });
    const rqgl = help.article.response.parse(body.data);
    assert.match(rqgl.html, /<table>/);
    assert.match(rqgl.html, /<img src="data:image\/svg\+xml;base64,/);
    assert.doesNotMatch(rqgl.html, /<script|javascript:/i);
    assert.equal(rqgl.title, '让球攻略');
  });

  it('serves the SEO text page through article, outside the help list', async () => {
    const body = await t.api(help.article.path, { code: 'seo' });
    assert.equal(body.status_code, 6000, body.message);
    assert.equal(help.article.response.parse(body.data).title, '网站介绍');
    const list = help.articles.response.parse((await t.api(help.articles.path, {})).data);
    assert.ok(!list.some((a) => a.code === 'seo'));
    const m = await t.devMember();
    assert.equal(
      (await t.api(help.vote.path, { code: 'seo', vote: 'helpful' }, { token: m.token })).status_code,
      6004,
    );
  });

  it('answers 6004 for an unknown code and 6007 for a malformed one', async () => {
    assert.equal((await t.api(help.article.path, { code: 'nope' })).status_code, 6004);
    const bad = await t.api(help.article.path, { code: '../etc' });
    assert.equal(bad.status_code, 6007);
    assert.match(bad.message, /code/);
  });
});

describe('help votes', () => {
  it('keeps one vote per member: voting again replaces it', async () => {
    const a = { token: (await t.devMember()).token };
    const b = { token: (await t.devMember()).token };
    let body = await t.api(help.vote.path, { code: 'qk', vote: 'helpful' }, a);
    assert.deepEqual(body.data, { code: 'qk', helpful: 1, unhelpful: 0, myVote: 'helpful' });
    body = await t.api(help.vote.path, { code: 'qk', vote: 'helpful' }, a);
    assert.deepEqual(body.data, { code: 'qk', helpful: 1, unhelpful: 0, myVote: 'helpful' });
    body = await t.api(help.vote.path, { code: 'qk', vote: 'unhelpful' }, a);
    assert.deepEqual(body.data, { code: 'qk', helpful: 0, unhelpful: 1, myVote: 'unhelpful' });
    body = await t.api(help.vote.path, { code: 'qk', vote: 'helpful' }, b);
    assert.deepEqual(body.data, { code: 'qk', helpful: 1, unhelpful: 1, myVote: 'helpful' });
    body = await t.api(help.votes.path, { code: 'qk' });
    assert.deepEqual(body.data, { code: 'qk', helpful: 1, unhelpful: 1, myVote: null });
  });

  it('keeps one vote per member, whatever device they vote from', async () => {
    const m = await t.devMember();
    await t.api(help.vote.path, { code: 'kh', vote: 'helpful' }, { token: m.token, ...device(4) });
    const body = await t.api(
      help.vote.path,
      { code: 'kh', vote: 'helpful' },
      { token: m.token, ...device(5) },
    );
    assert.deepEqual(body.data, { code: 'kh', helpful: 1, unhelpful: 0, myVote: 'helpful' });
    const guest = await t.api(help.votes.path, { code: 'kh' }, device(4));
    assert.equal((guest.data as { myVote: unknown }).myVote, null);
  });

  it('turns guests and bad input away with a clear message and records nothing', async () => {
    const m = { token: (await t.devMember()).token };
    const badVote = await t.api(help.vote.path, { code: 'zz', vote: 'maybe' }, m);
    assert.equal(badVote.status_code, 6007);
    assert.match(badVote.message, /vote/);
    const guest = await t.api(help.vote.path, { code: 'zz', vote: 'helpful' }, device(6));
    assert.equal(guest.status_code, 6001);
    assert.equal(guest.message, '登录后才能评价，请先登录');
    const unknown = await t.api(help.vote.path, { code: 'nope', vote: 'helpful' }, m);
    assert.equal(unknown.status_code, 6004);
    const stale = await t.api(
      help.vote.path,
      { code: 'zz', vote: 'helpful' },
      { token: 'f'.repeat(64), ...device(6) },
    );
    assert.equal(stale.status_code, 6001);
    const summary = await t.api(help.votes.path, { code: 'zz' }, m);
    assert.deepEqual(summary.data, { code: 'zz', helpful: 0, unhelpful: 0, myVote: null });
  });
});
