import { MAX_BET_SELECTIONS, clampRatio, clampStake, selectionBlockedMessage, winAmount } from '.';

describe('selectionBlockedMessage', () => {
  it('allows adding below the maximum of 10', () => {
    expect(MAX_BET_SELECTIONS).toBe(10);
    expect(selectionBlockedMessage(0, false)).toBeNull();
    expect(selectionBlockedMessage(9, false)).toBeNull();
  });

  it('blocks the 11th selection', () => {
    expect(selectionBlockedMessage(10, false)).toBe('投注项数量已达上限');
    expect(selectionBlockedMessage(12, false)).toBe('投注项数量已达上限');
  });

  it('blocks every selection while an order is pending', () => {
    expect(selectionBlockedMessage(0, true)).toBe('订单确认中，请稍候');
    expect(selectionBlockedMessage(10, true)).toBe('订单确认中，请稍候');
  });
});

describe('clampStake', () => {
  // Max stake 500 yuan, balance 1234.56 yuan.
  const max = 50000;
  const balance = 123456;

  it.each([
    ['100', '100'],
    ['500', '500'],
    ['12.5', '12.5'],
    ['12.', '12.'],
    ['0', '0'],
    ['', ''],
    ['12.345', '12.34'],
    [' 20 ', '20'],
  ])('keeps an allowed stake %p as %p', (input, output) => {
    expect(clampStake(input, max, balance)).toBe(output);
  });

  it('reduces a stake over the maximum to the maximum', () => {
    expect(clampStake('500.01', max, balance)).toBe('500');
    expect(clampStake('99999999999999999999', max, balance)).toBe('500');
  });

  it('reduces a stake over the balance to the balance, floored to whole yuan', () => {
    expect(clampStake('2000', 1000000, balance)).toBe('1234');
    expect(clampStake('1234.56', 1000000, balance)).toBe('1234.56');
    expect(clampStake('1234.57', 1000000, balance)).toBe('1234');
  });

  it('treats Infinity as no limit and a negative balance as 0', () => {
    expect(clampStake('100000', Infinity, Infinity)).toBe('100000');
    expect(clampStake('10', max, -500)).toBe('0');
  });

  it.each(['abc', '1a', '-5', '1e3', '.5', '1,000', '1.2.3'])('empties non-numeric input %p', (input) => {
    expect(clampStake(input, max, balance)).toBe('');
  });

  it('throws RangeError for a NaN limit', () => {
    expect(() => clampStake('1', NaN, balance)).toThrow(RangeError);
    expect(() => clampStake('1', max, NaN)).toThrow(RangeError);
  });
});

describe('winAmount (fen)', () => {
  it.each<[number | string, number | string, number]>([
    [100, 0.95, 9500],
    ['100', '1.95', 19500],
    [3, 1.1, 330],
    [10, 0.333, 333],
    ['1.5', 0.8, 120],
    [0.1, 1.005, 10],
    [1, 1.005, 101],
    [0, 2, 0],
  ])('%p × %p = %p fen', (stake, odds, fen) => {
    expect(winAmount(stake, odds)).toBe(fen);
  });

  it('is 0 when stake or odds is not a number', () => {
    expect(winAmount('', 1.5)).toBe(0);
    expect(winAmount('abc', 1.5)).toBe(0);
    expect(winAmount(100, 'x')).toBe(0);
    expect(winAmount(NaN, 1)).toBe(0);
    expect(winAmount(Infinity, 1)).toBe(0);
  });
});

describe('clampRatio', () => {
  it.each<[number | string, number]>([
    [1.5, 1.5],
    [0, 0],
    [-2, 0],
    ['0.3', 0.3],
    ['-1', 0],
    ['x', 0],
    ['', 0],
    [NaN, 0],
  ])('%p -> %p', (value, expected) => {
    expect(clampRatio(value)).toBe(expected);
  });
});
