import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sports } from '@site/shared/contract';
import { chinaDayStart } from './bets-store';
import { dailyLimitFen, limitSportOf } from './limits';

describe('daily payout limits (SPEC §9)', () => {
  it('turns the USD limits into fen at the documented rate', () => {
    assert.equal(sports.USD_CNY_RATE, 7.2);
    assert.equal(dailyLimitFen('FT'), 1_500_000 * 720);
    assert.equal(dailyLimitFen('BK'), dailyLimitFen('FT'));
    assert.equal(dailyLimitFen('TN'), 300_000 * 720);
    assert.equal(dailyLimitFen('VB'), dailyLimitFen('BS'));
    assert.equal(dailyLimitFen('TT'), 200_000 * 720);
  });

  it('counts a parlay against the lowest limit of its legs', () => {
    assert.equal(limitSportOf(['FT', 'BK']), 'FT');
    assert.equal(limitSportOf(['FT', 'TN', 'BK']), 'TN');
    assert.equal(limitSportOf(['FT', 'TN', 'SK']), 'SK');
  });

  it('resets at midnight China time', () => {
    assert.equal(
      chinaDayStart(Date.parse('2026-05-23T23:59:00+08:00')).toISOString(),
      '2026-05-22T16:00:00.000Z',
    );
    assert.equal(
      chinaDayStart(Date.parse('2026-05-24T00:00:00+08:00')).toISOString(),
      '2026-05-23T16:00:00.000Z',
    );
  });
});
