import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { venueCardSvg, venueLogoSvg } from './venue-art';
import { VENUES } from './venues-data';

const art = (v: (typeof VENUES)[number]) => ({
  code: v.code,
  name: v.name,
  enName: v.displayEnName,
  hue: v.hue,
  category: v.category,
});

describe('venue art', () => {
  it('draws every venue a card and a logo of its own, the same each time', () => {
    const cards = VENUES.map((v) => venueCardSvg(art(v)));
    const logos = VENUES.map((v) => venueLogoSvg(art(v)));
    assert.equal(new Set(cards).size, VENUES.length);
    assert.equal(new Set(logos).size, VENUES.length);
    assert.equal(venueCardSvg(art(VENUES[0]!)), cards[0]);
    for (const svg of [...cards, ...logos]) {
      assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      assert.ok(svg.trimEnd().endsWith('</svg>'));
      assert.doesNotMatch(svg, /NaN|undefined/);
    }
  });

  it('layers the card (backdrop, light, hills) and draws what the venue offers', () => {
    const sport = venueCardSvg(art(VENUES.find((v) => v.category === 'TY')!));
    const lottery = venueCardSvg(art(VENUES.find((v) => v.category === 'CP')!));
    for (const svg of [sport, lottery]) {
      assert.match(svg, /url\(#sky-[A-Z0-9]+\)/);
      assert.match(svg, /url\(#glow-[A-Z0-9]+\)/);
      assert.equal(svg.match(/<path d="M0 2\d\d/g)?.length, 2);
    }
    assert.notEqual(sport.replace(/hsl\([^)]*\)/g, ''), lottery.replace(/hsl\([^)]*\)/g, ''));
  });

  it('escapes names', () => {
    const svg = venueCardSvg({ code: 'X1', name: 'A<b>&', enName: 'Q "R"', hue: 10, category: 'QP' });
    assert.match(svg, /A&#60;b&#62;&#38;/);
    assert.doesNotMatch(svg, /<b>/);
  });
});

describe('banner art', () => {
  it('draws a layered banner (light, hills, motif) with the escaped title', async () => {
    const { bannerSvg } = await import('../static/pages');
    const svg = bannerSvg('首存<加赠>', 1, 'banners');
    assert.match(svg, /url\(#light\)/);
    assert.equal(svg.match(/opacity="0\.(16|2)"/g)?.length, 2);
    assert.match(svg, /filter="url\(#lift\)"/);
    assert.match(svg, /首存&#60;加赠&#62;/);
    assert.notEqual(bannerSvg('a', 1, 'banners'), bannerSvg('a', 2, 'banners'));
    assert.doesNotMatch(svg, /NaN|undefined/);
  });
});

describe('game tile art', () => {
  it('draws a motif from the theme words of the name', async () => {
    const { gameSvg } = await import('./art');
    const dragon = gameSvg('金龙争霸', 'PG电子', 120);
    const ice = gameSvg('冰雪派对', 'PG电子', 120);
    assert.match(dragon, /<g fill="#fff" opacity="0.22"><path d="M40 150/);
    assert.match(ice, /stroke-linecap="round"/);
    assert.match(gameSvg('无名', 'PG电子', 3), /<g fill="#fff" opacity="0.22"><path d="M250/);
    assert.doesNotMatch(dragon, /NaN|undefined/);
  });
});
