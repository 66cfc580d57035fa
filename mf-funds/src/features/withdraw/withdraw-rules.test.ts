import { bankCfg, usdtCfg } from '../../testing/fake-withdraw-api';
import { basisPoints, feeFen, quote, typedFen, usdtCents } from './withdraw-rules';

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
