import { bankCfg, usdtCfg } from '../../testing/fake-withdraw-api';
import {
  basisPoints,
  checkAmount,
  checkPassword,
  feeFen,
  quote,
  typedFen,
  usdtCents,
} from './withdraw-rules';

const limits = { minFen: 100_00, maxFen: 50_000_00, withdrawableFen: 1_000_00 };

describe('checkAmount', () => {
  it.each([
    ['', '请输入提款金额'],
    ['  ', '请输入提款金额'],
    ['abc', '请输入正确的金额，最多两位小数'],
    ['1.234', '请输入正确的金额，最多两位小数'],
    ['-5', '请输入正确的金额，最多两位小数'],
    ['0', '提款金额必须大于0'],
    ['1234567890123', '金额最长12位'],
    ['99.99', '单笔最低提款 100 元'],
    ['1000.01', '超出可提款金额，当前最多可提 1,000 元'],
  ])('%j -> %s', (text, message) => {
    expect(checkAmount(text, limits)).toEqual({ error: message });
  });

  it('accepts amounts within the limits, in fen', () => {
    expect(checkAmount('100', limits)).toEqual({ fen: 100_00 });
    expect(checkAmount(' 999.5 ', limits)).toEqual({ fen: 999_50 });
    expect(checkAmount('1000.00', limits)).toEqual({ fen: 1_000_00 });
  });

  it('names the single maximum before the balance', () => {
    expect(checkAmount('60000', { ...limits, withdrawableFen: 90_000_00 })).toEqual({
      error: '单笔最高提款 50,000 元',
    });
  });
});

describe('fee and amount received', () => {
  it('reads the percentage without floats', () => {
    expect(basisPoints('1.00')).toBe(100);
    expect(basisPoints('0.5')).toBe(50);
    expect(basisPoints('12.34')).toBe(1234);
    expect(() => basisPoints('1%')).toThrow();
  });

  it('charges nothing at rate 0, else the rate rounded up to the fen and at least the minimum', () => {
    expect(feeFen(bankCfg, 500_00)).toBe(0);
    expect(feeFen(usdtCfg, 100_00)).toBe(1_00);
    expect(feeFen(usdtCfg, 50_00)).toBe(1_00);
    expect(feeFen(usdtCfg, 123_45)).toBe(1_24);
    expect(feeFen(usdtCfg, 1000_01)).toBe(10_01);
  });

  it('quotes USDT received at the rate, rounded down to 0.01 USDT', () => {
    expect(usdtCents(99_00, '7.20')).toBe(13_75);
    expect(usdtCents(100_00, '7.20')).toBe(13_88);
    expect(usdtCents(0, '7.20')).toBe(0);
    expect(quote(usdtCfg, 100_00, '7.20')).toEqual({
      amountFen: 100_00,
      feeFen: 1_00,
      receivedFen: 99_00,
      usdtCents: 13_75,
    });
    expect(quote(bankCfg, 100_00)).toEqual({ amountFen: 100_00, feeFen: 0, receivedFen: 100_00 });
  });

  it('reads a typed amount only when it is money', () => {
    expect(typedFen('100.5')).toBe(100_50);
    expect(typedFen('1.234')).toBeNull();
    expect(typedFen('0')).toBeNull();
  });
});

describe('checkPassword', () => {
  it('wants six digits', () => {
    expect(checkPassword('')).toBe('请输入提款密码');
    expect(checkPassword('12345')).toBe('提款密码须为6位数字');
    expect(checkPassword('12345a')).toBe('提款密码须为6位数字');
    expect(checkPassword('246810')).toBeUndefined();
  });
});
