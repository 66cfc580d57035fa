import { transferAllAmount, transferInAmount } from '.';
import { messagesOf } from './test-utils';

describe('transferInAmount', () => {
  it.each(['1', '100', '0.01', '12.5', '12.50', '123456789.12'])(
    'accepts %p and keeps it as text',
    (amount) => {
      expect(transferInAmount.parse(amount)).toBe(amount);
    },
  );

  it('trims spaces', () => {
    expect(transferInAmount.parse(' 100 ')).toBe('100');
  });

  it('requires an amount', () => {
    expect(messagesOf(transferInAmount, '')).toEqual(['请输入转入金额']);
    expect(messagesOf(transferInAmount, '  ')).toEqual(['请输入转入金额']);
    expect(messagesOf(transferInAmount, undefined)).toEqual(['请输入转入金额']);
  });

  it.each(['abc', '1.234', '-5', '1e3', '.5', '5.', '1,000', '１００'])(
    'rejects %p as not an amount',
    (amount) => {
      expect(messagesOf(transferInAmount, amount)).toEqual(['请输入正确的金额，最多两位小数']);
    },
  );

  it('rejects zero', () => {
    expect(messagesOf(transferInAmount, '0')).toEqual(['转入金额必须大于0']);
    expect(messagesOf(transferInAmount, '0.00')).toEqual(['转入金额必须大于0']);
  });

  it('allows at most 12 characters', () => {
    expect(transferInAmount.safeParse('123456789012').success).toBe(true);
    expect(messagesOf(transferInAmount, '1234567890123')).toEqual(['最多输入12个字符']);
  });
});

describe('transferAllAmount', () => {
  it('fills the whole center wallet balance as yuan text', () => {
    expect(transferAllAmount(123456)).toBe('1234.56');
    expect(transferAllAmount(100)).toBe('1.00');
    expect(transferInAmount.safeParse(transferAllAmount(123456)).success).toBe(true);
  });

  it('gives 0.00 for an empty or negative balance', () => {
    expect(transferAllAmount(0)).toBe('0.00');
    expect(transferAllAmount(-500)).toBe('0.00');
  });

  it('throws on a fractional fen amount', () => {
    expect(() => transferAllAmount(1.5)).toThrow();
  });
});
