import { maskRealName, maskUsername } from './mask';

describe('maskRealName', () => {
  it('shows the first character only, whatever the page', () => {
    expect(maskRealName('王小明')).toBe('王**');
    expect(maskRealName('欧阳娜娜')).toBe('欧***');
    expect(maskRealName('John·Smith')).toBe('J***·*****');
  });

  it('leaves an already masked name as it is, and never reveals more of one masked the old way', () => {
    expect(maskRealName('王**')).toBe('王**');
    // The bank-card page's old rule hid the first character and showed the rest.
    expect(maskRealName('*小明')).toBe('***');
  });
});

describe('maskUsername', () => {
  it('shows the first two and the last character', () => {
    expect(maskUsername('player888')).toBe('pl***8');
    expect(maskUsername('ab1')).toBe('ab***1');
  });

  it('shows one character of a very short name', () => {
    expect(maskUsername('ab')).toBe('a*');
    expect(maskUsername('')).toBe('');
  });
});
