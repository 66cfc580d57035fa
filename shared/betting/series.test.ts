import { series } from '.';

describe('series counts', () => {
  it.each([
    [2, 1],
    [3, 4],
    [4, 11],
    [5, 26],
    [6, 57],
    [7, 120],
    [8, 247],
    [9, 502],
    [10, 1013],
  ])('the full cover of %i selections is %i bets', (n, count) => {
    expect(series.fullCoverCount(n)).toBe(count);
    expect(
      series.combosOf(
        Array.from({ length: n }, (_, i) => i),
        'full',
      ),
    ).toHaveLength(count);
  });

  it('offers every k串1 with C(n,k) bets, then the full cover labelled n串(2^n-n-1)', () => {
    expect(series.seriesOptions(4)).toEqual([
      { option: 2, label: '2串1', combos: 6 },
      { option: 3, label: '3串1', combos: 4 },
      { option: 4, label: '4串1', combos: 1 },
      { option: 'full', label: '4串11', combos: 11 },
    ]);
    expect(series.seriesOptions(10).at(-1)).toEqual({ option: 'full', label: '10串1013', combos: 1013 });
    expect(series.seriesOptions(10).find((o) => o.option === 5)?.combos).toBe(252);
  });

  it('has no options below 2 selections and no separate full cover for 2', () => {
    expect(series.seriesOptions(1)).toEqual([]);
    expect(series.seriesOptions(2)).toEqual([{ option: 2, label: '2串1', combos: 1 }]);
  });

  it('sums the k串1 counts to the full cover', () => {
    for (let n = 2; n <= 10; n++) {
      const total = series
        .seriesOptions(n)
        .filter((o) => o.option !== 'full')
        .reduce((s, o) => s + o.combos, 0);
      expect(total).toBe(series.fullCoverCount(n));
    }
  });
});

describe('combinations', () => {
  it('lists k-combinations in order, each once', () => {
    expect(series.combinations(['a', 'b', 'c', 'd'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['a', 'd'],
      ['b', 'c'],
      ['b', 'd'],
      ['c', 'd'],
    ]);
    const threes = series.combinations([1, 2, 3, 4, 5], 3).map((c) => c.join(''));
    expect(new Set(threes).size).toBe(10);
  });

  it('returns nothing for k outside 1..n and rejects a bad series option', () => {
    expect(series.combinations([1, 2], 3)).toEqual([]);
    expect(series.combinations([1, 2], 0)).toEqual([]);
    expect(() => series.combosOf([1, 2, 3], 4)).toThrow(RangeError);
    expect(() => series.combosOf([1, 2, 3], 1)).toThrow(RangeError);
  });

  it('computes binomials and rejects counts it cannot hold', () => {
    expect(series.binomial(10, 5)).toBe(252);
    expect(series.binomial(5, 7)).toBe(0);
    expect(() => series.binomial(-1, 0)).toThrow(RangeError);
    expect(() => series.fullCoverCount(2.5)).toThrow(RangeError);
  });
});
