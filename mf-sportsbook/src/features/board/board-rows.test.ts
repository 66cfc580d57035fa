import { footballMatch } from '../../testing/matches';
import { boardRows, rowIndexOf } from './board-rows';

describe('board rows (league group headers)', () => {
  it('puts each league header above its matches, leagues in the order their first match comes', () => {
    const a = { ...footballMatch('1', '阿森纳', '切尔西'), leagueId: 'EPL', leagueName: '英格兰超级联赛' };
    const b = { ...footballMatch('2', '皇马', '巴萨'), leagueId: 'LIGA', leagueName: '西班牙甲级联赛' };
    const c = { ...footballMatch('3', '利物浦', '曼城'), leagueId: 'EPL', leagueName: '英格兰超级联赛' };
    const rows = boardRows([a, b, c]);
    expect(rows.map((r) => (r.kind === 'league' ? `${r.leagueName}(${r.count})` : r.match.gameId))).toEqual([
      '英格兰超级联赛(2)',
      '1',
      '3',
      '西班牙甲级联赛(1)',
      '2',
    ]);
    expect(rowIndexOf(rows, '2')).toBe(4);
    expect(rowIndexOf(rows, 'nope')).toBe(-1);
  });
});
