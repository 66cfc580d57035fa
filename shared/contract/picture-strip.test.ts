import { games } from './index';

const own = (code: string) => ({ gameCode: code, imageUrl: `/media/games/${code}.png` });

describe('pictureStripUrl', () => {
  it("lists a row's games in order when each picture is the site's own thumbnail", () => {
    expect(games.pictureStripUrl([own('PG-0001'), own('CQ9-0002'), own('PG_x')])).toBe(
      '/media/games/strip.png?codes=PG-0001,CQ9-0002,PG_x',
    );
  });

  it('is undefined for one game, more than the server draws, or any art of another origin', () => {
    expect(games.pictureStripUrl([own('A')])).toBeUndefined();
    expect(games.pictureStripUrl(Array.from({ length: 13 }, (_, i) => own(`G${i}`)))).toBeUndefined();
    expect(games.pictureStripUrl(Array.from({ length: 12 }, (_, i) => own(`G${i}`)))).toMatch(/G11$/);
    expect(
      games.pictureStripUrl([own('A'), { gameCode: 'B', imageUrl: 'https://cdn.example/b.png' }]),
    ).toBeUndefined();
    // A code whose picture is someone else's thumbnail is not this game's.
    expect(
      games.pictureStripUrl([own('A'), { gameCode: 'B', imageUrl: '/media/games/C.png' }]),
    ).toBeUndefined();
  });
});
