import { CAPITAL_MAX_FEN, toChineseCapital } from '.';

const yuan = (y: number) => Math.round(y * 100);

describe('toChineseCapital', () => {
  it.each([
    [0, '零元整'],
    [yuan(1), '壹元整'],
    [yuan(10), '壹拾元整'],
    [yuan(15), '壹拾伍元整'],
    [yuan(100), '壹佰元整'],
    [yuan(105), '壹佰零伍元整'],
    [yuan(1020), '壹仟零贰拾元整'],
    [yuan(1200), '壹仟贰佰元整'],
    [yuan(1001), '壹仟零壹元整'],
    [yuan(10000), '壹万元整'],
    [yuan(10010.05), '壹万零壹拾元零伍分'],
    [yuan(120005), '壹拾贰万零伍元整'],
    [yuan(1000100), '壹佰万零壹佰元整'],
    [yuan(1010000), '壹佰零壹万元整'],
    [yuan(100000000), '壹亿元整'],
    [yuan(100000001), '壹亿零壹元整'],
    [yuan(101000000), '壹亿零壹佰万元整'],
    [yuan(110000000), '壹亿壹仟万元整'],
    [yuan(100010000), '壹亿零壹万元整'],
    [yuan(123456789), '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元整'],
    [CAPITAL_MAX_FEN, '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ])('%d fen -> %s', (fen, text) => {
    expect(toChineseCapital(fen)).toBe(text);
  });

  it.each([
    [5, '伍分'],
    [50, '伍角'],
    [55, '伍角伍分'],
    [105, '壹元零伍分'],
    [150, '壹元伍角'],
    [1000, '壹拾元整'],
    [1005, '壹拾元零伍分'],
    [1234, '壹拾贰元叁角肆分'],
  ])('fractions: %d fen -> %s', (fen, text) => {
    expect(toChineseCapital(fen)).toBe(text);
  });

  it('prefixes negatives with 负', () => {
    expect(toChineseCapital(-123)).toBe('负壹元贰角叁分');
    expect(toChineseCapital(-yuan(100000000))).toBe('负壹亿元整');
    expect(toChineseCapital(-CAPITAL_MAX_FEN)).toMatch(/^负玖仟/);
  });

  it('covers everything below 1万亿 yuan and rejects the rest', () => {
    expect(CAPITAL_MAX_FEN).toBe(yuan(999999999999.99));
    expect(() => toChineseCapital(CAPITAL_MAX_FEN + 1)).toThrow(RangeError);
    expect(() => toChineseCapital(-CAPITAL_MAX_FEN - 1)).toThrow(RangeError);
  });

  it.each([0.5, NaN, Infinity])('rejects non-integer fen %p', (bad) => {
    expect(() => toChineseCapital(bad)).toThrow(RangeError);
  });
});
