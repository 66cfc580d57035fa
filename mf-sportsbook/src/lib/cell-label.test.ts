import type { sports } from '@site/shared/contract';
import { cellLabel, cellText } from './cell-label';

const market = (w: sports.Market['w'], line: number | null): sports.Market => ({
  marketId: `G1:${w}`,
  w,
  name: '让球',
  line,
  suspended: false,
  maxStake: '1000.00',
  selections: [],
});
const pick = (r: string, name: string): sports.Selection => ({ id: `G1:${r}`, r, name, odds: 0.9 });

describe('board cell text', () => {
  it('labels a pick for the slip with the line in board notation, never 2.75 (issue 28 item 6)', () => {
    expect(cellLabel(market('OU', 2.75), pick('O', '大'))).toBe('大 2.5/3');
    expect(cellLabel(market('R', -0.75), pick('H', '阿森纳'))).toBe('阿森纳 -0.5/1');
    expect(cellLabel(market('R', -0.75), pick('C', '切尔西'))).toBe('切尔西 +0.5/1');
    expect(cellLabel(market('M', null), pick('N', '和局'))).toBe('和局');
  });

  it('shows the handicap from the picked side without the team name, totals with 大/小', () => {
    expect(cellText(market('R', -0.25), pick('H', '亚特兰大'))).toBe('-0/0.5');
    expect(cellText(market('R', -0.25), pick('C', '拉齐奥'))).toBe('+0/0.5');
    expect(cellText(market('OU', 2.75), pick('O', '大'))).toBe('大 2.5/3');
    expect(cellText(market('EO', null), pick('O', '单'))).toBe('单');
  });

  it('prints 1X2 sides as 主/和/客, never a team name cut to 阿斯… (issue 15 item 8)', () => {
    expect(cellText(market('M', null), pick('H', '阿斯顿维拉'))).toBe('主');
    expect(cellText(market('M', null), pick('N', '和局'))).toBe('和');
    expect(cellText(market('M', null), pick('C', '布莱顿'))).toBe('客');
  });
});
