import { decideLaunch, EMBED_EXEMPT_VENUES } from './launch-decision';

const origin = 'https://www.site.test';
const base = { embeddedGames: true, origin };

describe('decideLaunch (SPEC §4 venue launch)', () => {
  it('opens a full link in the embedded game page with the url encoded when the switch is on', () => {
    const url = 'https://games.vendor.test/slot?token=a b&x=1';
    expect(decideLaunch({ ...base, enName: 'PG', url })).toEqual({
      kind: 'embedded',
      path: `/game/${encodeURIComponent(url)}`,
      url,
    });
  });

  it('keeps the one-time launch code out of the page address, and hands the full link over', () => {
    const url = 'https://www.site.test/demo/slot?code=0f0f&site=1001';
    expect(decideLaunch({ ...base, enName: 'CQ9', url })).toEqual({
      kind: 'embedded',
      path: `/game/${encodeURIComponent('https://www.site.test/demo/slot?site=1001')}`,
      url,
    });
  });

  it('opens a full link in a new window when the brand switch is off', () => {
    expect(decideLaunch({ ...base, embeddedGames: false, enName: 'PG', url: 'http://v.test/g' })).toEqual({
      kind: 'window',
      url: 'http://v.test/g',
    });
  });

  it.each([...EMBED_EXEMPT_VENUES])('opens a full link of the exempt venue %s in a new window', (enName) => {
    expect(decideLaunch({ ...base, enName, url: 'https://v.test/live' })).toEqual({
      kind: 'window',
      url: 'https://v.test/live',
    });
    expect(decideLaunch({ ...base, enName: enName.toLowerCase(), url: 'https://v.test/live' }).kind).toBe(
      'window',
    );
  });

  it('names exactly three exempt venues', () => {
    expect(EMBED_EXEMPT_VENUES.size).toBe(3);
  });

  it('opens in a new window when the venue itself refuses frames', () => {
    expect(decideLaunch({ ...base, enName: 'PG', url: 'https://v.test/g', venueEmbeds: false }).kind).toBe(
      'window',
    );
  });

  it('opens a url starting with a slash on the site origin, never on another host', () => {
    expect(decideLaunch({ ...base, enName: 'KY', url: '/demo/lobby?token=1' })).toEqual({
      kind: 'origin',
      url: 'https://www.site.test/demo/lobby?token=1',
    });
    expect(decideLaunch({ ...base, enName: 'KY', url: '//evil.test/x' })).toEqual({
      kind: 'origin',
      url: 'https://www.site.test//evil.test/x',
    });
  });

  it('treats anything else as game content for the slot host page (/pg/game for PG, /dz/game otherwise)', () => {
    const html = '<!doctype html><html><body>slot</body></html>';
    expect(decideLaunch({ ...base, enName: 'PG', url: html })).toEqual({
      kind: 'content',
      path: '/pg/game',
      content: html,
    });
    expect(decideLaunch({ ...base, enName: 'JDB', url: html })).toEqual({
      kind: 'content',
      path: '/dz/game',
      content: html,
    });
    expect(decideLaunch({ ...base, enName: 'JDB', url: 'javascript:alert(1)' }).kind).toBe('content');
  });

  it('sends CRTY to the local sports page whatever its url says', () => {
    expect(decideLaunch({ ...base, enName: 'CRTY', url: '/game/sport/crty' })).toEqual({
      kind: 'crty',
      path: '/game/sport/crty',
    });
    expect(decideLaunch({ ...base, enName: 'CRTY', url: 'https://x.test' }).kind).toBe('crty');
  });

  it('has nothing to open for an empty url', () => {
    expect(decideLaunch({ ...base, enName: 'PG', url: '  ' })).toEqual({ kind: 'empty' });
  });
});
