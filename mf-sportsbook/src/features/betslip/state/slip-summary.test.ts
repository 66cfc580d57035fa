import { pick } from '../../../testing/picks';
import { initialSlip } from './slip-logic';
import { clampLineStake, lineWinFen, slipTotals, stakeLines, type StakeLine } from './slip-summary';
import type { SlipState } from './slip-types';

const three = [pick('1', 'H', { odds: 0.9 }), pick('2', 'H', { odds: 1 }), pick('3', 'H', { odds: 0.8 })];
const seriesSlip: SlipState = { ...initialSlip, selections: three, multiple: true, series: true };

describe('slip stakes and series (SPEC §5, issue 5)', () => {
  it('offers every k串1 and the full cover for three selections, with combination counts', () => {
    expect(stakeLines(seriesSlip).map((l) => [l.label, l.combos])).toEqual([
      ['2串1', 3],
      ['3串1', 1],
      ['3串4', 4],
    ]);
  });

  it('totals the stake over every combination', () => {
    const totals = slipTotals({ ...seriesSlip, stakes: { 'series:full': '10', 'series:2': '20' } });
    expect(totals.bets).toBe(7);
    expect(totals.stakeFen).toBe(10_000);
  });

  const line: StakeLine = { key: 'main', label: '', option: null, combos: 1, maxFen: 50_000 };

  it('reduces a stake above the maximum to the maximum', () => {
    expect(clampLineStake('900', line, 1_000_000)).toBe('500');
  });

  it('reduces a stake above the balance to the balance, floored', () => {
    expect(clampLineStake('300', line, 12_345)).toBe('123');
  });

  it('a series line takes what the balance covers for every combination', () => {
    const full: StakeLine = { ...line, key: 'series:full', option: 'full', combos: 4 };
    expect(clampLineStake('100', full, 20_000)).toBe('50');
  });

  it('non-numeric stake gives empty', () => {
    expect(clampLineStake('abc', line, 100_000)).toBe('');
  });

  it('win = stake x odds to the fen below, as the ticket records it; 0 when the stake is not a number', () => {
    const single = [pick('1', 'H', { odds: 0.87 })];
    // 3333 fen x 1.87 = 6232.71 -> 6232 returned, 2899 won (never rounded up to 29.00).
    expect(lineWinFen(line, '33.33', single)).toBe(2899);
    expect(lineWinFen(line, '', single)).toBe(0);
    expect(lineWinFen(line, 'x', single)).toBe(0);
  });

  it('a parlay wins on the combined odds', () => {
    const parlay = { ...initialSlip, selections: three.slice(0, 2), multiple: true, stakes: { main: '100' } };
    // (1.9 x 2.0 - 1) x 100
    expect(slipTotals(parlay).winFen).toBe(28_000);
  });
});
