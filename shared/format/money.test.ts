import { fenToYuanText, formatMoney, formatMoneyFixed, yuanTextToFen } from '.';

describe('formatMoney', () => {
  it.each([
    [0, '0'],
    [1, '0.01'],
    [50, '0.50'],
    [100, '1'],
    [123400, '1,234'],
    [123450, '1,234.50'],
    [123456, '1,234.56'],
    [100000000, '1,000,000'],
    [123456789012, '1,234,567,890.12'],
    [-123400, '-1,234'],
    [-5, '-0.05'],
  ])('%d fen -> %s', (fen, text) => {
    expect(formatMoney(fen)).toBe(text);
  });

  it('marks the currency as ¥ prefix or 元 suffix, after the sign', () => {
    expect(formatMoney(123400, { currency: 'symbol' })).toBe('¥1,234');
    expect(formatMoney(-123450, { currency: 'symbol' })).toBe('-¥1,234.50');
    expect(formatMoney(123400, { currency: 'suffix' })).toBe('1,234元');
    expect(formatMoney(-1, { currency: 'suffix' })).toBe('-0.01元');
    expect(formatMoney(1, { currency: 'none' })).toBe('0.01');
  });

  it('handles the largest safe integer without float error', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('90,071,992,547,409.91');
  });

  it('shows negative zero as 0', () => {
    expect(formatMoney(-0)).toBe('0');
  });

  it.each([1.5, NaN, Infinity, Number.MAX_SAFE_INTEGER + 1])('rejects %p (not integer fen)', (bad) => {
    expect(() => formatMoney(bad)).toThrow(RangeError);
    expect(() => formatMoneyFixed(bad)).toThrow(RangeError);
  });
});

describe('formatMoneyFixed', () => {
  it.each([
    [0, '0.00'],
    [123400, '1,234.00'],
    [123450, '1,234.50'],
    [-7, '-0.07'],
  ])('%d fen -> %s', (fen, text) => {
    expect(formatMoneyFixed(fen)).toBe(text);
  });

  it('takes the same currency marks', () => {
    expect(formatMoneyFixed(100, { currency: 'symbol' })).toBe('¥1.00');
    expect(formatMoneyFixed(100, { currency: 'suffix' })).toBe('1.00元');
  });
});

describe('re-exported wire conversion', () => {
  it('is the contract implementation', () => {
    expect(yuanTextToFen('1234.5')).toBe(123450);
    expect(fenToYuanText(-800)).toBe('-8.00');
  });
});
