import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import sharp from 'sharp';
import { site } from '@site/shared/contract';
import { webpOf } from '../games/raster';
import { pictureFontFiles } from './picture-fonts';
import { bannerSvg, pageRoutes } from './pages';
import { startTestApp, type TestApp } from '../testing';

/**
 * The pictures the server draws (banners, sponsors, promotions) go to the page as WebP with the
 * title set in the server's CJK font (issue 31): the browser's SVG image with text laid out a
 * document of its own on the page's main thread before the first paint.
 */

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.stop());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Pixels of the picture's middle band (where the title is) that are near white: the title's fill. */
async function titlePixels(webp: Buffer): Promise<number> {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  let white = 0;
  for (let y = Math.floor(info.height * 0.35); y < info.height * 0.65; y += 2)
    for (let x = Math.floor(info.width * 0.25); x < info.width * 0.75; x += 2) {
      const i = (y * info.width + x) * info.channels;
      if (data[i]! > 235 && data[i + 1]! > 235 && data[i + 2]! > 235) white += 1;
    }
  return white;
}

describe('the drawn pictures', () => {
  it('the player API points at the WebP (the first page: index-page.test.ts)', async () => {
    const ads = await t.api<{ imageUrl: string }[]>(site.navigationList.path, { position: 'banner' });
    assert.ok(ads.data.length > 0);
    for (const ad of ads.data) assert.match(ad.imageUrl, /^\/assets\/banners\/\d+\.webp$/);
    const sponsors = await t.api<{ imageUrl: string }[]>(site.sponsorContent.path, {});
    for (const s of sponsors.data) assert.match(s.imageUrl, /^\/assets\/sponsors\/\d+\.webp$/);
  });

  it('draws a banner as a 1920 px WebP with its title, in zh-CN and zh-TW', async () => {
    assert.ok(pictureFontFiles().length > 0, 'fonts-noto-cjk is installed (README: test command)');
    const cn = await get('/assets/banners/1.webp');
    assert.equal(cn.statusCode, 200);
    assert.equal(cn.headers['content-type'], 'image/webp');
    assert.equal(cn.headers['cache-control'], 'public, max-age=3600');
    const meta = await sharp(cn.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 1920, 500]);
    assert.ok(cn.rawPayload.length < 60_000, `${cn.rawPayload.length} bytes`);

    // The title is drawn: the same drawing without a font has no white in the middle.
    const withTitle = await titlePixels(cn.rawPayload);
    const svg = bannerSvg('新会员首存100%加赠', 1, 'banners');
    const noFont = await webpOf('drawn-test:no-font', () => svg, { width: 1920, fontFiles: [] });
    assert.ok(withTitle > 20 * (await titlePixels(noFont)) && withTitle > 500, `${withTitle} title pixels`);

    // zh-TW: the title converted (新會員…), so another picture; asked again, the same bytes.
    const tw = await get('/assets/banners/1.webp?language=zh-TW');
    assert.equal(tw.statusCode, 200);
    assert.notDeepEqual(tw.rawPayload, cn.rawPayload);
    assert.deepEqual((await get('/assets/banners/1.webp')).rawPayload, cn.rawPayload);
  });

  it('draws a promotion and a sponsor at twice their 600 px', async () => {
    for (const url of ['/assets/promos/1.webp', '/assets/sponsors/1.webp']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.equal((await sharp(res.rawPayload).metadata()).width, 1200, url);
    }
  });

  it('still serves the SVG, and refuses what is not a drawn picture', async () => {
    const svg = await get('/assets/banners/1.svg');
    assert.equal(svg.headers['content-type'], 'image/svg+xml');
    assert.match(svg.body, /新会员首存100%加赠<\/text>/);
    for (const url of ['/assets/banners/1.png', '/assets/banners/x.webp', '/assets/other/1.webp'])
      assert.equal((await get(url)).statusCode, 404, url);
  });

  it('a server without a CJK font sends the SVG instead, whose text the browser sets', async () => {
    const bare = Fastify();
    pageRoutes(bare, t.db, []);
    const res = await bare.inject({ method: 'GET', url: '/assets/banners/2.webp?language=zh-TW' });
    assert.equal(res.statusCode, 302);
    assert.equal(res.headers.location, '/assets/banners/2.svg?language=zh-TW');
    await bare.close();
  });
});
