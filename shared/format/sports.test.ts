import { basketballClock, isBaseballExtraInnings, isBasketballOvertime, periodLabel } from '.';
import type { PeriodSport } from '.';

describe('basketballClock', () => {
  it.each<[number | string, string]>([
    [0, '00:00'],
    [5, '00:05'],
    [59, '00:59'],
    [60, '01:00'],
    [599, '09:59'],
    [720, '12:00'],
    [601.9, '10:01'],
    [6000, '100:00'],
    ['125', '02:05'],
    [-3, '00:00'],
    [NaN, '00:00'],
    ['', '00:00'],
    ['abc', '00:00'],
  ])('%p s -> %s', (seconds, text) => {
    expect(basketballClock(seconds)).toBe(text);
  });
});

describe('isBasketballOvertime', () => {
  it.each([
    ['OT', true],
    ['OT1', true],
    ['2OT', true],
    ['ot', true],
    ['Q4', false],
    ['Q1', false],
    ['HT', false],
    ['', false],
  ])('%p -> %p', (label, expected) => {
    expect(isBasketballOvertime(label)).toBe(expected);
  });

  it('is false without a label', () => {
    expect(isBasketballOvertime(undefined)).toBe(false);
    expect(isBasketballOvertime(null)).toBe(false);
  });
});

describe('isBaseballExtraInnings', () => {
  it.each<[number | string | null | undefined, boolean]>([
    [1, false],
    [8, false],
    [9, true],
    [10, true],
    [12, true],
    ['9', true],
    ['8', false],
    ['', false],
    ['x', false],
    [null, false],
    [undefined, false],
  ])('inning %p -> %p', (inning, expected) => {
    expect(isBaseballExtraInnings(inning)).toBe(expected);
  });
});

describe('periodLabel', () => {
  it.each<[PeriodSport, string, string]>([
    ['football', '1H', '上半场'],
    ['football', '2h', '下半场'],
    ['football', 'HT', '中场休息'],
    ['football', 'ET1', '加时上半场'],
    ['football', 'ET2', '加时下半场'],
    ['football', 'PEN', '点球大战'],
    ['football', 'FT', '完场'],
    ['football', 'NS', '未开赛'],
    ['basketball', 'Q1', '第一节'],
    ['basketball', 'Q2', '第二节'],
    ['basketball', 'Q3', '第三节'],
    ['basketball', 'q4', '第四节'],
    ['basketball', 'HT', '中场休息'],
    ['basketball', '1H', '上半场'],
    ['basketball', 'OT', '加时'],
    ['basketball', 'OT1', '第一个加时'],
    ['basketball', 'OT2', '第二个加时'],
    ['basketball', '2OT', '第二个加时'],
    ['american-football', 'Q3', '第三节'],
    ['ice-hockey', 'P1', '第一节'],
    ['ice-hockey', 'P3', '第三节'],
    ['tennis', 'S1', '第1盘'],
    ['tennis', 'S5', '第5盘'],
    ['volleyball', 'S3', '第3局'],
    ['badminton', 'S2', '第2局'],
    ['table-tennis', 'S7', '第7局'],
    ['baseball', 'I1', '第1局'],
    ['baseball', 'I9T', '第9局上半'],
    ['baseball', 'i12b', '第12局下半'],
  ])('%s %s -> %s', (sport, code, label) => {
    expect(periodLabel(sport, code)).toBe(label);
  });

  it.each<[PeriodSport, string]>([
    ['basketball', 'Q5'],
    ['basketball', 'Q0'],
    ['football', 'Q1'],
    ['tennis', 'S6'],
    ['volleyball', 'S8'],
    ['ice-hockey', 'P4'],
    ['baseball', 'I0'],
    ['baseball', 'IX'],
    ['football', 'whatever'],
    ['basketball', 'OT10'],
  ])('returns unknown code %s %s unchanged', (sport, code) => {
    expect(periodLabel(sport, code)).toBe(code);
  });
});
