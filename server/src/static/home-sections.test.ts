import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { TestApp } from '../testing';
import { getPage, startPageSite } from './testing';

/**
 * /home's sections rendered by the brand's pinned remotes (issue 31): here with stand-in
 * renderers in the remotes' version folders, which echo what the server asked them, so the
 * test sees which version rendered, with which answers, locale and edition.
 */
const echo = (version: string) => `
exports.api = 1;
exports.renderSections = async (request) => {
  const html = {};
  for (const module of request.modules) {
    const banners = request.reads.find((r) => r.path.endsWith('navigationList'));
    html[module] = '<section data-version="${version}" data-module="' + module + '" data-locale="' +
      request.locale + '" data-edition="' + request.edition + '">' +
      (banners ? banners.data.filter((a) => a.position === 'banner').map((a) => a.title).join('|') : 'none') +
      '</section>';
  }
  return { html, css: '.echo-${version.replace(/\W/g, '')}{color:red}', errors: {} };
};`;

let t: TestApp;
let stop: () => Promise<void>;
before(async () => {
  ({ t, stop } = await startPageSite(
    [
      // Another brand pins another version of the activities remote, and the venues remote
      // to a version whose renderer throws.
      {
        file: 'pinned.json',
        from: 'default.json',
        fields: {
          brand: 'pinned',
          siteId: '1997',
          hosts: ['pinned.localhost'],
          remotes: {
            mf_auth: { entry: '/remotes/mf-auth/1.0.0/mf-manifest.json' },
            mf_sportsbook: { entry: '/remotes/mf-sportsbook/1.0.0/mf-manifest.json' },
            mf_casino_venues: { entry: '/remotes/mf-casino-venues/6.6.6/mf-manifest.json' },
            mf_member: { entry: '/remotes/mf-member/1.0.0/mf-manifest.json' },
            mf_funds: { entry: '/remotes/mf-funds/1.0.0/mf-manifest.json' },
            mf_activities: { entry: '/remotes/mf-activities/2.0.0/mf-manifest.json' },
            mf_chat: { entry: '/remotes/mf-chat/1.0.0/mf-manifest.json' },
          },
        },
      },
      // A brand whose activities remote comes from another origin: the server renders none of it.
      {
        file: 'remote-origin.json',
        from: 'default.json',
        fields: {
          brand: 'remote-origin',
          siteId: '1996',
          hosts: ['cdn.localhost'],
          remotes: {
            mf_auth: { entry: '/remotes/mf-auth/1.0.0/mf-manifest.json' },
            mf_sportsbook: { entry: '/remotes/mf-sportsbook/1.0.0/mf-manifest.json' },
            mf_casino_venues: { entry: '/remotes/mf-casino-venues/1.0.0/mf-manifest.json' },
            mf_member: { entry: '/remotes/mf-member/1.0.0/mf-manifest.json' },
            mf_funds: { entry: '/remotes/mf-funds/1.0.0/mf-manifest.json' },
            mf_activities: { entry: 'https://cdn.example/remotes/mf-activities/1.0.0/mf-manifest.json' },
            mf_chat: { entry: '/remotes/mf-chat/1.0.0/mf-manifest.json' },
          },
        },
      },
    ],
    {
      'mf-activities/dist/1.0.0/ssr/sections.js': echo('1.0.0'),
      'mf-activities/dist/2.0.0/ssr/sections.js': echo('2.0.0'),
      'mf-casino-venues/dist/1.0.0/ssr/sections.js': echo('1.0.0'),
      'mf-casino-venues/dist/6.6.6/ssr/sections.js':
        'exports.api = 1; exports.renderSections = async () => { throw new Error("broken release"); };',
      // mf-sportsbook has no renderer: a version built before them.
    },
  ));
});
after(() => stop());

const section = (body: string, key: string) =>
  new RegExp(
    `<div data-server-section="${key}" data-edition="(\\w+)" inert><section ([^>]*)>([^<]*)</section></div>`,
  ).exec(body);

test("/home carries each section as the brand's pinned remote rendered it, with the page's answers", async () => {
  const { body } = await getPage(t, '/home');
  const banners = section(body, 'banners');
  assert.ok(banners, 'the banners are in the page');
  assert.match(
    banners[2] ?? '',
    /data-version="1.0.0" data-module="\.\/HomeBanners" data-locale="zh-CN" data-edition="classic"/,
  );
  // The answers the page carries for the browser: the seeded banners' titles.
  assert.match(banners[3] ?? '', /新会员首存100%加赠/);
  for (const key of ['notices', 'venues', 'hotGames']) assert.ok(section(body, key), key);
  // No renderer in the sportsbook's version folder: no markup, the browser renders it.
  assert.equal(section(body, 'hotMatches'), null);
  // The sections' rules in the head, where they outlive the skeleton.
  assert.match(body, /<head>[\s\S]*<style id="server-sections">\.echo-100\{color:red\}[\s\S]*<\/head>/);
  // In order: banners, notices, venues, then hot games.
  const order = ['banners', 'notices', 'venues', 'hotGames'].map((k) =>
    body.indexOf(`data-server-section="${k}"`),
  );
  assert.deepEqual(
    [...order].sort((a, b) => a - b),
    order,
  );
});

test('another brand gets its own pinned version, and a renderer that throws blanks only its remote', async () => {
  const { res, body } = await getPage(t, '/home', { host: 'pinned.localhost' });
  assert.equal(res.statusCode, 200);
  assert.match(section(body, 'banners')?.[2] ?? '', /data-version="2.0.0"/);
  assert.ok(section(body, 'notices'));
  // 6.6.6 throws: its sections keep the skeleton's boxes.
  assert.equal(section(body, 'venues'), null);
  assert.equal(section(body, 'hotGames'), null);
  assert.match(body, /<div class="sk-block sk-venues"><\/div>/);
});

test('a remote on another origin is not rendered by the server', async () => {
  const { body } = await getPage(t, '/home', { host: 'cdn.localhost' });
  assert.equal(section(body, 'banners'), null);
  assert.match(body, /<div class="sk-banner">/);
  assert.ok(section(body, 'venues'));
});

test("the player's edition and locale cookies decide the sections' colours and texts", async () => {
  const { body } = await getPage(t, '/home', { cookie: 'site-edition=professional; site-locale=zh-TW' });
  const banners = section(body, 'banners');
  assert.equal(banners?.[1], 'professional');
  assert.match(banners?.[2] ?? '', /data-locale="zh-TW" data-edition="professional"/);
  // A value that is not an edition falls back to the brand's default.
  const plain = section((await getPage(t, '/home', { cookie: 'site-edition=<b>' })).body, 'banners');
  assert.equal(plain?.[1], 'classic');
});

test('other pages carry no section markup, and a renderer file is never served', async () => {
  const { body } = await getPage(t, '/game/sport');
  assert.doesNotMatch(body, /<div data-server-section=/);
  const file = await t.app.inject({ method: 'GET', url: '/remotes/mf-activities/1.0.0/ssr/sections.js' });
  assert.equal(file.statusCode, 404);
});
