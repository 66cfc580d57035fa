import { settlement } from '.';

const { handicapResult, overUnderResult, resultOf, legFactor, betPayoutFen, seriesPayoutFen } = settlement;

describe('quarter lines', () => {
  it('splits quarter lines over the two neighbours and keeps others whole', () => {
    expect(settlement.splitLine(-0.25)).toEqual([-0.5, 0]);
    expect(settlement.splitLine(-0.75)).toEqual([-1, -0.5]);
    expect(settlement.splitLine(2.25)).toEqual([2, 2.5]);
    expect(settlement.splitLine(-1.5)).toEqual([-1.5, -1.5]);
    expect(settlement.splitLine(0)).toEqual([0, 0]);
    expect(() => settlement.splitLine(0.3)).toThrow(RangeError);
  });

  it('home -0.25 on a draw is a half loss (LL), away +0.25 a half win (LW)', () => {
    expect(handicapResult(-0.25, 'H', 1, 1)).toBe('LL');
    expect(handicapResult(-0.25, 'C', 1, 1)).toBe('LW');
  });

  it('home -0.75 winning by one is a half win (LW), the away side a half loss', () => {
    expect(handicapResult(-0.75, 'H', 2, 1)).toBe('LW');
    expect(handicapResult(-0.75, 'C', 2, 1)).toBe('LL');
    expect(handicapResult(-0.75, 'H', 3, 1)).toBe('W');
    expect(handicapResult(-0.75, 'H', 1, 1)).toBe('L');
  });

  it('whole and half lines: push on an exact margin, win or lose otherwise', () => {
    expect(handicapResult(-1, 'H', 2, 1)).toBe('P');
    expect(handicapResult(-1, 'C', 2, 1)).toBe('P');
    expect(handicapResult(0.5, 'H', 0, 0)).toBe('W');
    expect(handicapResult(0.5, 'C', 0, 0)).toBe('L');
  });

  it('over/under splits quarter totals too', () => {
    expect(overUnderResult(2.25, 'O', 1, 1)).toBe('LL');
    expect(overUnderResult(2.25, 'U', 1, 1)).toBe('LW');
    expect(overUnderResult(2.75, 'O', 2, 1)).toBe('LW');
    expect(overUnderResult(2.5, 'U', 2, 1)).toBe('L');
    expect(overUnderResult(3, 'U', 2, 1)).toBe('P');
  });

  it('rejects a side that does not belong to the market', () => {
    expect(() => handicapResult(0, 'O', 1, 0)).toThrow(RangeError);
    expect(() => resultOf('M', null, 'X', { home: 1, away: 0 })).toThrow(RangeError);
  });
});

describe('resultOf', () => {
  const score = { home: 2, away: 1, htHome: 0, htAway: 1 };
  it('settles 1X2, odd/even and first-half markets from the right score', () => {
    expect(resultOf('M', null, 'H', score)).toBe('W');
    expect(resultOf('M', null, 'N', score)).toBe('L');
    expect(resultOf('M', null, 'N', { home: 0, away: 0 })).toBe('W');
    expect(resultOf('EO', null, 'O', score)).toBe('W');
    expect(resultOf('EO', null, 'E', score)).toBe('L');
    expect(resultOf('HR', 0, 'C', score)).toBe('W');
    expect(resultOf('HOU', 0.75, 'O', score)).toBe('LW');
    expect(() => resultOf('HR', 0, 'H', { home: 1, away: 0 })).toThrow(RangeError);
    expect(() => resultOf('R', null, 'H', score)).toThrow(RangeError);
  });
});

describe('payouts', () => {
  it('multiplies parlay legs by W E, LW (E+1)/2, P/D 1, LL 0.5, L 0', () => {
    expect(legFactor('W', 0.9)).toBeCloseTo(1.9);
    expect(legFactor('LW', 0.9)).toBeCloseTo(1.45);
    expect(legFactor('P', 0.9)).toBe(1);
    expect(legFactor('D', 0.9)).toBe(1);
    expect(legFactor('A', 0.9)).toBe(1);
    expect(legFactor('LL', 0.9)).toBe(0.5);
    expect(legFactor('L', 0.9)).toBe(0);
  });

  it('pays a parlay of W (E 1.9), LW (E 2.0 -> 1.5), P and LL (0.5) as 100 x 1.9 x 1.5 x 1 x 0.5', () => {
    const legs = [
      { result: 'W' as const, odds: 0.9 },
      { result: 'LW' as const, odds: 1 },
      { result: 'P' as const, odds: 0.85 },
      { result: 'LL' as const, odds: 0.95 },
    ];
    expect(betPayoutFen(10_000, legs)).toBe(14_250);
    expect(betPayoutFen(10_000, [...legs, { result: 'L', odds: 0.9 }])).toBe(0);
  });

  it('pays a single W stake x E and rounds float products down to the fen', () => {
    expect(betPayoutFen(1_000, [{ result: 'W', odds: 0.95 }])).toBe(1_950);
    // 333 x (1.87 + 1) / 2 = 477.855
    expect(betPayoutFen(333, [{ result: 'LW', odds: 0.87 }])).toBe(477);
    expect(() => betPayoutFen(10.5, [{ result: 'W', odds: 1 }])).toThrow(RangeError);
  });

  it('pays a series as the sum of its parlays: 3串4 with one loser keeps one double', () => {
    const legs = [
      { result: 'W' as const, odds: 1 },
      { result: 'W' as const, odds: 1 },
      { result: 'L' as const, odds: 1 },
    ];
    // 3串4 = three doubles + one treble; only the double of the two winners pays 2 x 2.
    expect(seriesPayoutFen(1_000, legs, 'full')).toBe(4_000);
    expect(seriesPayoutFen(1_000, legs, 2)).toBe(4_000);
    expect(seriesPayoutFen(1_000, legs, 3)).toBe(0);
    expect(settlement.maxPayoutFen(1_000, [1, 1, 1], 'full')).toBe(3 * 4_000 + 8_000);
  });

  it('combines parlay odds as the product of European odds minus one', () => {
    expect(settlement.parlayOdds([0.9, 1])).toBe(2.8);
  });
});

describe('in-play (running-ball) handicap', () => {
  const final = { home: 2, away: 1, htHome: 1, htAway: 1 };
  it('settles a football handicap on the goals after the bet: 1-0 at bet, 2-1 final is 1-1', () => {
    expect(settlement.scoreForLeg('FT', 'R', final, '1-0')).toEqual({ ...final, home: 1, away: 1 });
    expect(resultOf('R', -0.5, 'H', settlement.scoreForLeg('FT', 'R', final, '1-0'))).toBe('L');
    expect(resultOf('R', -0.5, 'H', final)).toBe('W');
  });
  it('a first-half handicap counts the first-half goals after the bet', () => {
    expect(settlement.scoreForLeg('VF', 'HR', final, '1-0')).toEqual({ ...final, htHome: 0, htAway: 1 });
  });
  it('leaves over/under, 1X2, pre-match legs and other sports on the whole score', () => {
    expect(settlement.scoreForLeg('FT', 'OU', final, '1-0')).toBe(final);
    expect(settlement.scoreForLeg('FT', 'M', final, '1-0')).toBe(final);
    expect(settlement.scoreForLeg('FT', 'R', final, '')).toBe(final);
    expect(settlement.scoreForLeg('BK', 'R', final, '1-0')).toBe(final);
  });
});

describe('more markets: a 2-1 full time with 1-0 at the half and corners 7-4', () => {
  const score = { home: 2, away: 1, htHome: 1, htAway: 0, cornersHome: 7, cornersAway: 4 };
  const winners = (w: settlement.SettledPlay, sides: string[], line: number | null = null): string[] =>
    sides.filter((side) => resultOf(w, line, side, score) === 'W');

  it('correct score: only S21 wins; a side above four goals is OTH', () => {
    const all = ['OTH', ...[0, 1, 2, 3, 4].flatMap((h) => [0, 1, 2, 3, 4].map((a) => `S${h}${a}`))];
    expect(winners('CS', all)).toEqual(['S21']);
    expect(resultOf('CS', null, 'OTH', { home: 5, away: 0 })).toBe('W');
    expect(resultOf('CS', null, 'S40', { home: 5, away: 0 })).toBe('L');
    expect(() => resultOf('CS', null, 'S15', score)).toThrow(RangeError);
  });

  it('total goals: three goals is the 2-3 band', () => {
    expect(winners('TG', ['T01', 'T23', 'T46', 'T7'])).toEqual(['T23']);
    expect(resultOf('TG', null, 'T7', { home: 4, away: 3 })).toBe('W');
    expect(resultOf('TG', null, 'T01', { home: 0, away: 0 })).toBe('W');
  });

  it('both teams to score: yes', () => {
    expect(winners('BTS', ['Y', 'N'])).toEqual(['Y']);
    expect(resultOf('BTS', null, 'N', { home: 3, away: 0 })).toBe('W');
  });

  it('half-time/full-time: home/home only', () => {
    const all = ['HH', 'HN', 'HC', 'NH', 'NN', 'NC', 'CH', 'CN', 'CC'];
    expect(winners('HTFT', all)).toEqual(['HH']);
    expect(resultOf('HTFT', null, 'NC', { home: 1, away: 2, htHome: 0, htAway: 0 })).toBe('W');
    expect(() => resultOf('HTFT', null, 'HH', { home: 1, away: 0 })).toThrow(RangeError);
  });

  it('first-half 1X2: home, on the 1-0 half', () => {
    expect(winners('HM', ['H', 'N', 'C'])).toEqual(['H']);
  });

  it('corners: 11 corners, home by three', () => {
    expect(resultOf('COU', 10.5, 'O', score)).toBe('W');
    expect(resultOf('COU', 11, 'O', score)).toBe('P');
    expect(resultOf('COU', 11.5, 'U', score)).toBe('W');
    expect(resultOf('CR', -2.5, 'H', score)).toBe('W');
    expect(resultOf('CR', -3.5, 'H', score)).toBe('L');
    expect(resultOf('CR', -3.5, 'C', score)).toBe('W');
    expect(() => resultOf('COU', 10.5, 'O', { home: 2, away: 1 })).toThrow(RangeError);
  });
});
