import { convertOdds, formatOdds, oddsFormatForPlay, toHongKong } from '.';
import type { OddsFormat } from '.';

describe('convertOdds', () => {
  it.each<[number, OddsFormat, number]>([
    [0.95, 'H', 0.95],
    [0.95, 'E', 1.95],
    [2.5, 'E', 3.5],
    [0.8, 'M', 0.8],
    [1, 'M', 1],
    [1.25, 'M', -0.8],
    [2, 'M', -0.5],
    [1.1, 'M', -0.909],
    [1.25, 'I', 1.25],
    [1, 'I', 1],
    [0.8, 'I', -1.25],
    [0.85, 'I', -1.176],
    [0.3, 'I', -3.333],
  ])('%p H in %s is %p', (hk, to, expected) => {
    expect(convertOdds(hk, to)).toBe(expected);
  });

  it('removes float noise from E = H + 1', () => {
    expect(convertOdds(0.1, 'E')).toBe(1.1);
    expect(convertOdds(0.7, 'E')).toBe(1.7);
  });

  it.each([0, -0.5, NaN, Infinity])('rejects Hong Kong odds %p', (bad) => {
    expect(() => convertOdds(bad, 'E')).toThrow(RangeError);
    expect(() => convertOdds(bad, 'H')).toThrow(RangeError);
  });
});

describe('toHongKong', () => {
  it.each<[number, OddsFormat, number]>([
    [0.95, 'H', 0.95],
    [1.95, 'E', 0.95],
    [3.5, 'E', 2.5],
    [0.8, 'M', 0.8],
    [1, 'M', 1],
    [-0.8, 'M', 1.25],
    [-1, 'M', 1],
    [-0.5, 'M', 2],
    [1.25, 'I', 1.25],
    [-1.25, 'I', 0.8],
    [-1, 'I', 1],
    [-3, 'I', 0.333],
  ])('%p %s is %p H', (value, from, expected) => {
    expect(toHongKong(value, from)).toBe(expected);
  });

  it.each<[number, OddsFormat]>([
    [0, 'H'],
    [-1, 'H'],
    [1, 'E'],
    [0.5, 'E'],
    [0, 'M'],
    [1.2, 'M'],
    [-1.2, 'M'],
    [0, 'I'],
    [0.5, 'I'],
    [-0.5, 'I'],
    [NaN, 'I'],
    [Infinity, 'E'],
  ])('rejects %p as %s odds', (value, from) => {
    expect(() => toHongKong(value, from)).toThrow(RangeError);
  });

  it('round-trips every format to 0.01 for H up to 3', () => {
    const formats: OddsFormat[] = ['E', 'H', 'I', 'M'];
    for (let cents = 1; cents <= 300; cents += 1) {
      const hk = cents / 100;
      for (const f of formats) {
        expect(Math.abs(toHongKong(convertOdds(hk, f), f) - hk)).toBeLessThan(0.005);
      }
    }
  });
});

describe('convertOdds precision', () => {
  it('loses precision of -1/H for long odds, as documented', () => {
    expect(convertOdds(9.99, 'M')).toBe(-0.1);
    expect(toHongKong(-0.1, 'M')).toBe(10);
  });
});

describe('formatOdds', () => {
  it('defaults to Hong Kong with two decimals', () => {
    expect(formatOdds(0.9)).toBe('0.90');
    expect(formatOdds(1)).toBe('1.00');
  });

  it.each<[number, OddsFormat, string]>([
    [0.5, 'E', '1.50'],
    [0.8, 'M', '0.80'],
    [1.25, 'M', '-0.80'],
    [0.8, 'I', '-1.25'],
    [0.85, 'I', '-1.18'],
    [1.005, 'H', '1.01'],
  ])('%p H as %s reads %s', (hk, to, text) => {
    expect(formatOdds(hk, to)).toBe(text);
  });

  it('rounds once from the exact value (no double rounding)', () => {
    // -1 / 0.88925 = -1.12454..., which would round to -1.125 then -1.13 if rounded twice.
    expect(formatOdds(0.88925, 'I')).toBe('-1.12');
  });

  it('takes the number of decimals', () => {
    expect(formatOdds(0.85, 'I', 3)).toBe('-1.176');
    expect(formatOdds(0.85, 'H', 0)).toBe('1');
  });

  it('throws on odds no format can show', () => {
    expect(() => formatOdds(0)).toThrow(RangeError);
  });
});

describe('oddsFormatForPlay', () => {
  it('prints 1X2 and outrights in decimal whatever the chosen format, the rest as chosen', () => {
    for (const chosen of ['H', 'E', 'I', 'M'] as const) {
      expect(oddsFormatForPlay('M', chosen)).toBe('E');
      expect(oddsFormatForPlay('CH', chosen)).toBe('E');
      expect(oddsFormatForPlay('R', chosen)).toBe(chosen);
      expect(oddsFormatForPlay('OU', chosen)).toBe(chosen);
    }
    expect(formatOdds(0.65, oddsFormatForPlay('M', 'H'))).toBe('1.65');
  });
});
