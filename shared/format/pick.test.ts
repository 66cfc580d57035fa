import { formatCombinedOdds, formatPick, lineText, pickLineText, type OddsFormat, type PickFields } from '.';

const over: PickFields = { w: 'OU', playName: '大小', r: 'O', selectionName: '大', line: 2.75, odds: 0.95 };
const awayHandicap: PickFields = {
  w: 'R',
  playName: '让球',
  r: 'C',
  selectionName: '切尔西',
  line: -0.75,
  odds: 1.25,
};
const homeWin: PickFields = {
  w: 'M',
  playName: '独赢',
  r: 'H',
  selectionName: '阿森纳',
  line: null,
  odds: 0.65,
};

describe('formatPick: one text for a pick on the board, the slip, 我的注单 and the bet record', () => {
  it.each<[OddsFormat, string, string, string]>([
    ['H', '大小 大 2.5/3 @0.95', '让球 切尔西 +0.5/1 @1.25', '独赢 阿森纳 @1.65'],
    ['E', '大小 大 2.5/3 @1.95', '让球 切尔西 +0.5/1 @2.25', '独赢 阿森纳 @1.65'],
    ['I', '大小 大 2.5/3 @-1.05', '让球 切尔西 +0.5/1 @1.25', '独赢 阿森纳 @1.65'],
    ['M', '大小 大 2.5/3 @0.95', '让球 切尔西 +0.5/1 @-0.80', '独赢 阿森纳 @1.65'],
  ])('in %s: totals and handicaps in board notation, 1X2 decimal', (format, total, handicap, oneXTwo) => {
    expect(formatPick(over, format).text).toBe(total);
    expect(formatPick(awayHandicap, format).text).toBe(handicap);
    expect(formatPick(homeWin, format).text).toBe(oneXTwo);
  });

  it('gives its parts: the line alone, the selection with it, the odds and their format', () => {
    expect(formatPick(over, 'E')).toEqual({
      market: '大小',
      selection: '大 2.5/3',
      line: '2.5/3',
      odds: '1.95',
      format: 'E',
      text: '大小 大 2.5/3 @1.95',
    });
    expect(formatPick({ ...awayHandicap, r: 'H' }, 'H').selection).toBe('切尔西 -0.5/1');
    expect(formatPick(homeWin, 'H')).toMatchObject({ line: null, selection: '阿森纳', format: 'E' });
  });

  it('prints lines as the books do: quarter lines split, handicaps signed from the picked side', () => {
    expect(lineText(0.25)).toBe('0/0.5');
    expect(lineText(-0.75)).toBe('-0.5/1');
    expect(lineText(3)).toBe('3');
    expect(pickLineText('R', 'H', 0)).toBe('0');
    expect(pickLineText('HR', 'C', 0.25)).toBe('-0/0.5');
    expect(pickLineText('HOU', 'U', 1.25)).toBe('1/1.5');
    expect(pickLineText('EO', 'O', null)).toBeNull();
  });

  it('throws on odds no format can show', () => {
    expect(() => formatPick({ ...over, odds: 0 }, 'H')).toThrow(RangeError);
  });
});

describe('formatCombinedOdds', () => {
  // The parlay: legs 0.30 / 2.11 / 2.83 (HK); 1.30 × 3.11 × 3.83 = 15.484...
  const legs = [
    { w: 'R', odds: 0.3 },
    { w: 'OU', odds: 2.11 },
    { w: 'R', odds: 2.83 },
  ];

  it('follows the chosen format (欧洲盘 shows the decimal product, not Hong Kong)', () => {
    expect(formatCombinedOdds(legs, 'E')).toBe('15.48');
    expect(formatCombinedOdds(legs, 'H')).toBe('14.48');
    expect(formatCombinedOdds(legs, 'I')).toBe('14.48');
    // Malay above 1 would read -0.07: Hong Kong instead.
    expect(formatCombinedOdds(legs, 'M')).toBe('14.48');
  });

  it('prints a single leg as the pick itself (a 1X2 pick stays 1.65, never @0.65)', () => {
    expect(formatCombinedOdds([{ w: 'M', odds: 0.65 }], 'H')).toBe('1.65');
    expect(formatCombinedOdds([{ w: 'R', odds: 0.95 }], 'H')).toBe('0.95');
    expect(() => formatCombinedOdds([], 'H')).toThrow(RangeError);
  });
});
