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
