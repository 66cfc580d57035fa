import { PAYMENT_TYPES, REWARDS } from '../../../testing/fake-deposit-api';
import { amountFen, coinsFor, limitsOf, quickAmounts, rewardFor } from './deposit-amount';

const alipay = limitsOf(PAYMENT_TYPES[1]!);

describe('amountFen', () => {
  it('amountFen reads any well-formed amount, limits aside', () => {
    expect(amountFen('10')).toBe(1000);
    expect(amountFen('10.1')).toBe(1010);
    expect(amountFen('10.123')).toBeNull();
    expect(amountFen('0')).toBeNull();
  });
});

describe('quickAmounts', () => {
  it('offers only whole-yuan chips inside the limits, at most eight', () => {
    expect(quickAmounts(alipay)).toEqual([5000, 10000, 20000, 50000, 100000, 200000, 500000, 1000000]);
    expect(quickAmounts({ minFen: 10000, maxFen: 100000 })).toEqual([10000, 20000, 50000, 100000]);
    expect(quickAmounts({ minFen: 7_000_000, maxFen: 8_000_000 })).toEqual([]);
  });
});

describe('coinsFor', () => {
  it('converts at the rate to six decimals, rounding up like the server', () => {
    expect(coinsFor(72000, '7.20')).toBe('100.000000');
    expect(coinsFor(10000, '7.20')).toBe('13.888889');
    expect(coinsFor(1, '7.20')).toBe('0.001389');
  });
});

describe('rewardFor', () => {
  it('finds the tier, pays its percent and caps it', () => {
    expect(rewardFor(100000, REWARDS)).toEqual({ tier: REWARDS[1], rewardFen: 1500 });
    expect(rewardFor(50000, REWARDS)?.rewardFen).toBe(500);
    expect(rewardFor(99999, REWARDS)?.rewardFen).toBe(999);
    expect(rewardFor(999999, REWARDS)?.rewardFen).toBe(14999);
    expect(rewardFor(5000, REWARDS)).toBeNull();
  });
});
