import { launchCodeOf, withoutLaunchCode } from './launch-code';

describe('launch code in a game link', () => {
  it('is taken out of the link, leaving the rest as it was', () => {
    expect(withoutLaunchCode('https://s.test/demo/slot?code=ab12&site=1001')).toBe(
      'https://s.test/demo/slot?site=1001',
    );
    expect(withoutLaunchCode('https://s.test/demo/slot?site=1001&code=ab12')).toBe(
      'https://s.test/demo/slot?site=1001',
    );
    expect(withoutLaunchCode('https://v.test/g?x=1')).toBe('https://v.test/g?x=1');
    expect(withoutLaunchCode('not a url')).toBe('not a url');
  });

  it('is read for the venue resource call', () => {
    expect(launchCodeOf('https://s.test/demo/slot?code=ab12&site=1001')).toBe('ab12');
    expect(launchCodeOf('https://s.test/demo/slot?site=1001')).toBeNull();
    expect(launchCodeOf('::')).toBeNull();
  });
});
