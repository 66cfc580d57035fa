import { HOME_LAYOUT, byVenueColumns, venuesHeight } from './home-layout';

describe('home layout', () => {
  it('gives the venue tiles one, two or four rows by width, with their gaps and title', () => {
    const v = HOME_LAYOUT.venues;
    const top = v.titleHeight + v.titleGap;
    expect(venuesHeight(7)).toBe(top + v.cardHeight);
    expect(venuesHeight(4)).toBe(top + 2 * v.cardHeight + v.gap);
    expect(venuesHeight(2)).toBe(top + 4 * v.cardHeight + 3 * v.gap);
  });

  it('writes mobile-first rules, widest last, for a selector', () => {
    expect(byVenueColumns('.x', (c) => `--c:${c};`)).toBe(
      '.x{--c:2;}@media (min-width:640px){.x{--c:4;}}@media (min-width:1200px){.x{--c:7;}}',
    );
  });
});
