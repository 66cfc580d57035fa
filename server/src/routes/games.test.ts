import { Resvg } from '@resvg/resvg-js';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, funds, games, type Envelope } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.stop();
});

const as = (token: string, requestId: string = randomUUID()) => ({
  [Header.token]: token,
  [Header.requestId]: requestId,
});

async function ok<T>(body: Promise<Envelope<unknown>>, schema: { parse(v: unknown): T }): Promise<T> {
  const e = await body;
  assert.equal(e.status_code, 6000, e.message);
  return schema.parse(e.data);
}

const list = (body: unknown, token?: string) =>
  ok(t.api(games.gameList.path, body, token ? as(token) : {}), games.gameList.response);

describe('venues by category', () => {
  it('every category has 3+ venues with names, pictures and the embedded flag; the 8 funds venues are kept', async () => {
    const seen = new Set<string>();
    for (const category of games.venueCategory.options) {
      const data = await ok(
        t.api(games.getVenueInfoByCategory.path, { category }),
        games.getVenueInfoByCategory.response,
      );
      assert.ok(data.list.length >= 3, `${category}: ${data.list.length}`);
      for (const v of data.list) {
        assert.equal(v.category, category);
        assert.match(v.imageUrl, /^\/media\/venues\/[A-Z0-9]+\.svg$/);
        seen.add(v.channelCode);
      }
    }
    for (const code of ['CRTY', 'AG', 'BBIN', 'PG', 'JDB', 'KY', 'IM', 'VR']) assert.ok(seen.has(code), code);
    const zr = await ok(
      t.api(games.getVenueInfoByCategory.path, { category: 'ZR' }),
      games.getVenueInfoByCategory.response,
    );
    assert.equal(
      zr.list.find((v) => v.channelCode === 'BBIN')?.embedded,
      false,
      'BBIN is an exempt venue (new window)',
    );
    assert.equal(zr.list.find((v) => v.channelCode === 'AG')?.embedded, true);
    const bad = await t.api(games.getVenueInfoByCategory.path, { category: 'XX' });
    assert.equal(bad.status_code, 6007);
  });

  it('a venue under maintenance says so with its message', async () => {
    const dz = await ok(
      t.api(games.getVenueInfoByCategory.path, { category: 'DZ' }),
      games.getVenueInfoByCategory.response,
    );
    const pt = dz.list.find((v) => v.channelCode === 'PT');
    assert.equal(pt?.status, 'maintenance');
    assert.match(pt?.maintenanceMessage ?? '', /维护/);
    assert.equal(dz.list.find((v) => v.channelCode === 'PG')?.maintenanceMessage, '');
  });

  it('draws venue and game pictures as SVG; unknown ones are 404', async () => {
    const venue = await t.app.inject({ method: 'GET', url: '/media/venues/PG.svg' });
    assert.equal(venue.statusCode, 200);
    assert.match(String(venue.headers['content-type']), /image\/svg\+xml/);
    assert.match(venue.body, /PG电子/);
    assert.equal((await t.app.inject({ method: 'GET', url: '/media/games/PG-0001.svg' })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: '/media/games/NOPE-1.svg' })).statusCode, 404);
    // The lobby's thumbnails are small PNGs (issue 15 item 14), different per game.
    const png = await t.app.inject({ method: 'GET', url: '/media/games/PG-0001.png' });
    assert.equal(png.statusCode, 200);
    assert.equal(png.headers['content-type'], 'image/png');
    assert.deepEqual([...png.rawPayload.subarray(1, 4)], [...Buffer.from('PNG')]);
    assert.equal(png.rawPayload.readUInt32BE(16), 240, 'width');
    assert.ok(png.rawPayload.length < 16_000, `${png.rawPayload.length} bytes`);
    const other = await t.app.inject({ method: 'GET', url: '/media/games/PG-0002.png' });
    assert.notDeepEqual(other.rawPayload, png.rawPayload);
    assert.equal((await t.app.inject({ method: 'GET', url: '/media/games/NOPE-1.png' })).statusCode, 404);
  });

  it('draws a row of thumbnails as one picture strip, cell by cell the same as each thumbnail', async () => {
    const codes = ['PG-0001', 'PG-0002', 'PG-0003'];
    const strip = await t.app.inject({
      method: 'GET',
      url: `/media/games/strip.png?codes=${codes.join(',')}`,
    });
    assert.equal(strip.statusCode, 200);
    assert.equal(strip.headers['content-type'], 'image/png');
    assert.equal(strip.rawPayload.readUInt32BE(16), 240 * 3, 'width');
    assert.equal(strip.rawPayload.readUInt32BE(20), 180, 'height');
    // Each cell of the strip, cut out, against the game's own thumbnail (resvg decodes both).
    const pixels = (png: Buffer, x: number, width: number) =>
      new Resvg(
        `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180"><image x="${-x}" width="${width}" height="180" href="data:image/png;base64,${png.toString('base64')}"/></svg>`,
      ).render().pixels;
    for (const [i, code] of codes.entries()) {
      const own = await t.app.inject({ method: 'GET', url: `/media/games/${code}.png` });
      const a = pixels(strip.rawPayload, 240 * i, 240 * 3);
      const b = pixels(own.rawPayload, 0, 240);
      let diff = 0;
      for (let k = 0; k < a.length; k++) diff += Math.abs(a[k]! - b[k]!);
      assert.ok(diff / a.length < 2, `${code}: mean difference ${diff / a.length}`);
    }
    const other = await t.app.inject({
      method: 'GET',
      url: '/media/games/strip.png?codes=PG-0002,PG-0001,PG-0003',
    });
    assert.notDeepEqual(other.rawPayload, strip.rawPayload, 'in the order asked');
    // An unknown game: 404; malformed or too many codes: 400 with what is expected.
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/media/games/strip.png?codes=PG-0001,NOPE-1' })).statusCode,
      404,
    );
    for (const bad of [
      '',
      '?codes=PG-0001',
      '?codes=PG-0001,a%20b',
      `?codes=${Array(13).fill('PG-0001').join(',')}`,
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: `/media/games/strip.png${bad}` });
      assert.equal(answer.statusCode, 400, bad);
      assert.match(answer.body, /2 to 12 game codes/);
    }
  });

  it('bonus pools grow with time', async () => {
    const a = await ok(t.api(games.getBonusPools.path, {}), games.getBonusPools.response);
    assert.ok(a.list.length >= 12 && Number(a.total) > 1_000_000);
    await new Promise((r) => setTimeout(r, 1100));
    const b = await ok(t.api(games.getBonusPools.path, {}), games.getBonusPools.response);
    assert.ok(Number(b.total) > Number(a.total), `${b.total} > ${a.total}`);
  });
});

describe('game list', () => {
  it('has 3,000+ games across 12+ egame/fishing providers, paged', async () => {
    const all = await list({ pageNum: 1, pageSize: 100 });
    assert.ok(all.total >= 3000, String(all.total));
    assert.equal(all.list.length, 100);
    const dz = await list({ category: 'DZ', pageSize: 1 });
    const by = await list({ category: 'BY', pageSize: 1 });
    assert.equal(
      dz.total +
        by.total +
        (await list({ category: 'ZR', pageSize: 1 })).total +
        (await list({ category: 'QP', pageSize: 1 })).total,
      all.total,
    );
    let providers = 0;
    for (const category of ['DZ', 'BY'] as const) {
      const venues = await ok(
        t.api(games.getVenueInfoByCategory.path, { category }),
        games.getVenueInfoByCategory.response,
      );
      providers += venues.list.filter((v) => v.gameCount > 0).length;
    }
    assert.ok(providers >= 12, String(providers));
    const page2 = await list({ category: 'DZ', pageNum: 2, pageSize: 20 });
    const page1 = await list({ category: 'DZ', pageNum: 1, pageSize: 20 });
    assert.equal(page2.pageNum, 2);
    assert.equal(
      new Set([...page1.list, ...page2.list].map((g) => g.gameCode)).size,
      40,
      'pages do not overlap',
    );
    const past = await list({ category: 'DZ', pageNum: 9999, pageSize: 20 });
    assert.deepEqual([past.list.length, past.total], [0, dz.total]);
    // Up to 1,000 a page: the lobby's search index takes the catalogue in four calls.
    assert.equal((await t.api(games.gameList.path, { pageSize: 1001 })).status_code, 6007);
    const big = await list({ category: 'DZ', pageNum: 1, pageSize: games.GAME_INDEX_PAGE_SIZE });
    assert.equal(big.list.length, Math.min(dz.total, games.GAME_INDEX_PAGE_SIZE));
  });

  it('filters by provider, tag and keyword (combined)', async () => {
    const cq9 = await list({ channelCode: 'CQ9', pageSize: 50 });
    assert.ok(
      cq9.total > 100 && cq9.list.every((g) => g.channelCode === 'CQ9' && g.providerName === 'CQ9电子'),
    );
    const hot = await list({ category: 'DZ', tag: 'hot', pageSize: 100 });
    assert.ok(hot.total > 0 && hot.list.every((g) => g.tags.includes('hot')));
    const fresh = await list({ tag: 'new', pageSize: 100 });
    assert.ok(fresh.total > 0 && fresh.list.every((g) => g.tags.includes('new')));
    const dragons = await list({ keyword: '金龙', pageSize: 100 });
    assert.ok(dragons.total > 0 && dragons.list.every((g) => g.name.includes('金龙')));
    const both = await list({ keyword: '捕鱼', category: 'BY', channelCode: 'BG', pageSize: 100 });
    assert.ok(both.total > 0 && both.list.every((g) => g.channelCode === 'BG' && g.name.includes('捕鱼')));
    assert.equal((await list({ keyword: '%' })).total, 0, 'LIKE wildcards are searched literally');
    assert.equal((await list({ keyword: '不存在的游戏名' })).total, 0);
  });
});

describe('chess venues (issue 28 item 10)', () => {
  it('list only the games really played there: 炸金花 rooms, no 抢庄牛牛 playing 炸金花 rules', async () => {
    for (const venue of ['KY', 'LEG', 'VG']) {
      const page = await list({ pageNum: 1, pageSize: 100, channelCode: venue });
      assert.ok(page.total > 0 && page.total <= 4, `${venue}: ${page.total}`);
      for (const g of page.list) assert.match(g.name, /^炸金花/, `${venue}: ${g.name}`);
    }
    const niu = await list({ pageNum: 1, pageSize: 10, keyword: '牛牛' });
    assert.equal(niu.total, 0);
  });
});

describe('favourites', () => {
  it('add and remove a collection; the list marks and filters them; idempotent', async () => {
    const m = await t.devMember();
    const [first, second] = (await list({ category: 'DZ', pageSize: 2 })).list;
    assert.ok(first && second);
    for (const code of [first.gameCode, second.gameCode, first.gameCode]) {
      const added = await ok(
        t.api(games.addCollection.path, { gameCode: code }, as(m.token)),
        games.addCollection.response,
      );
      assert.deepEqual(added, { gameCode: code, isCollected: true });
    }
    const mine = await list({ collected: true, pageSize: 10 }, m.token);
    assert.deepEqual(mine.list.map((g) => g.gameCode).sort(), [first.gameCode, second.gameCode].sort());
    assert.ok(mine.list.every((g) => g.isCollected));
    const marked = await list({ category: 'DZ', pageSize: 2 }, m.token);
    assert.ok(marked.list.every((g) => g.isCollected));
    assert.ok(
      (await list({ category: 'DZ', pageSize: 2 })).list.every((g) => !g.isCollected),
      'a visitor sees none',
    );
    await ok(
      t.api(games.removeCollection.path, { gameCode: first.gameCode }, as(m.token)),
      games.removeCollection.response,
    );
    await ok(
      t.api(games.removeCollection.path, { gameCode: first.gameCode }, as(m.token)),
      games.removeCollection.response,
    );
    assert.deepEqual(
      (await list({ collected: true }, m.token)).list.map((g) => g.gameCode),
      [second.gameCode],
    );
    const other = await t.devMember();
    assert.equal((await list({ collected: true }, other.token)).total, 0, 'favourites are per member');
    assert.equal((await t.api(games.gameList.path, { collected: true })).status_code, 6001);
    assert.equal((await t.api(games.addCollection.path, { gameCode: first.gameCode })).status_code, 6001);
    assert.equal(
      (await t.api(games.addCollection.path, { gameCode: 'NOPE-0001' }, as(m.token))).status_code,
      6007,
    );
  });
});

describe('launch', () => {
  const launch = (token: string, body: unknown, requestId?: string) =>
    t.api(games.launch.path, body, as(token, requestId));

  it('answers the three forms: a full link, a path, game content; CRTY goes to the local sports page', async () => {
    const m = await t.devMember();
    const url = await ok(launch(m.token, { enName: 'CQ9', gameCode: 'CQ9-0001' }), games.launch.response);
    assert.equal(url.form, 'url');
    assert.match(url.url, /^http:\/\/[^/]+\/demo\/slot\?code=[0-9a-f]{48}&site=1001$/);
    assert.equal(url.embedded, true);
    const page = await t.app.inject({
      method: 'GET',
      url: url.url.replace(/^http:\/\/[^/]+/, ''),
      headers: { accept: 'text/html' },
    });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, />试玩</);
    assert.match(page.body, /<script src="\/demo\/assets\/slot\.js"><\/script>/);
    assert.doesNotMatch(page.body, /<script>/, 'no inline script (CSP)');

    const path = await ok(launch(m.token, { enName: 'SABA' }), games.launch.response);
    assert.equal(path.form, 'path');
    assert.match(path.url, /^\/demo\/match\?code=[0-9a-f]{48}&site=1001$/);

    const html = await ok(launch(m.token, { enName: 'PG', gameCode: 'PG-0002' }), games.launch.response);
    assert.equal(html.form, 'html');
    assert.match(html.url, /^<!doctype html>/);
    assert.match(html.url, /data-code="[0-9a-f]{48}"/);

    const lobby = await ok(launch(m.token, { enName: 'JDB' }), games.launch.response);
    assert.match(lobby.gameCode, /^JDB-/, 'no game code: the venue opens its first hot game');
    assert.match(lobby.url, /\/demo\/fishing\?/);

    const crty = await ok(launch(m.token, { enName: 'CRTY' }), games.launch.response);
    assert.deepEqual([crty.url, crty.form], ['/game/sport/crty', 'path']);

    const exempt = await ok(launch(m.token, { enName: 'EVO' }), games.launch.response);
    assert.deepEqual([exempt.form, exempt.embedded], ['url', false]);
  });

  it('refuses a venue under maintenance (6415), an unknown game (6007), a visitor (6001)', async () => {
    const m = await t.devMember();
    const pt = await launch(m.token, { enName: 'PT' });
    assert.equal(pt.status_code, 6415);
    assert.match(pt.message, /维护/);
    assert.equal(
      (await launch(m.token, { enName: 'CQ9', gameCode: 'PG-0001' })).status_code,
      6007,
      'a game of another venue',
    );
    assert.equal((await launch(m.token, { enName: 'NOPE' })).status_code, 6007);
    assert.equal((await t.api(games.launch.path, { enName: 'AG' })).status_code, 6001);
  });

  it('holds an activity: isActivity without activity money, or another venue owing turnover, is 6413', async () => {
    const m = await t.devMember({ balance: '100' });
    const first = await launch(m.token, { enName: 'AG', isActivity: true });
    assert.equal(first.status_code, 6413);
    assert.match(first.message, /转入活动资金/);
    const moved = await t.api(
      funds.venueTransfer.path,
      { channelCode: 'AG', amount: '50', ty: 1, isActivity: true },
      as(m.token),
    );
    assert.equal(moved.status_code, 6000, moved.message);
    assert.equal((await launch(m.token, { enName: 'AG', isActivity: true })).status_code, 6000);
    const elsewhere = await launch(m.token, { enName: 'CQ9' });
    assert.equal(elsewhere.status_code, 6413);
    assert.match(elsewhere.message, /AG真人的活动中/);
    assert.equal(
      (await launch(m.token, { enName: 'CRTY' })).status_code,
      6000,
      'the local sportsbook is not held',
    );
  });

  it('with auto transfer on, moves the center balance into the venue first, once per request id', async () => {
    const m = await t.devMember({ balance: '300.50' });
    assert.equal(
      (await t.api(funds.setAutoTransferStatus.path, { status: 1 }, as(m.token))).status_code,
      6000,
    );
    const id = randomUUID();
    const first = await ok(launch(m.token, { enName: 'DG' }, id), games.launch.response);
    assert.deepEqual([first.autoTransferred, first.venueBalance], ['300.50', '300.50']);
    const again = await ok(launch(m.token, { enName: 'DG' }, id), games.launch.response);
    assert.deepEqual(again, first, 'a repeated request id answers the same launch');
    const rows = await t.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM ledger_transfers WHERE member_id = $1 AND kind = 'venue_in'`,
      [Number(m.userId)],
    );
    assert.equal(Number(rows[0]?.n), 1);
    const next = await ok(launch(m.token, { enName: 'DG' }), games.launch.response);
    assert.equal(next.autoTransferred, '0.00', 'nothing left in the center wallet');
    const off = await t.devMember({ balance: '10' });
    const plain = await ok(launch(off.token, { enName: 'DG' }), games.launch.response);
    assert.deepEqual([plain.autoTransferred, plain.venueBalance], ['0.00', '0.00']);
  });
});

describe('resource', () => {
  it('answers the venue balance and history for the member own launch; anything else is 6302', async () => {
    const m = await t.devMember();
    const l = await ok(t.api(games.launch.path, { enName: 'AG' }, as(m.token)), games.launch.response);
    const token = new URL(l.url).searchParams.get('code') ?? '';
    const req = (over: Record<string, unknown> = {}) => ({
      timestamp: Date.now(),
      token,
      language: 'zh-CN',
      ip: '127.0.0.1',
      ...over,
    });
    const good = await ok(
      t.api(games.resource.path, { method: 'balance', enName: 'AG', Request: req() }, as(m.token)),
      games.resource.response,
    );
    assert.deepEqual(good, { method: 'balance', enName: 'AG', balance: '0.00', rounds: [] });
    const other = await t.devMember();
    const cases: [string, unknown][] = [
      [
        'another member',
        t.api(games.resource.path, { method: 'balance', enName: 'AG', Request: req() }, as(other.token)),
      ],
      [
        'another venue',
        t.api(games.resource.path, { method: 'balance', enName: 'BBIN', Request: req() }, as(m.token)),
      ],
      [
        'a made-up token',
        t.api(
          games.resource.path,
          { method: 'history', enName: 'AG', Request: req({ token: 'abc' }) },
          as(m.token),
        ),
      ],
    ];
    for (const [name, call] of cases) {
      const e = (await call) as Envelope<unknown>;
      assert.deepEqual([e.status_code, e.message], [6302, '数据异常，请重新进入游戏'], name);
    }
  });
});
