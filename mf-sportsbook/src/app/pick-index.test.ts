import type { sports } from '@site/shared/contract';
import { footballMatch } from '../testing/matches';
import { pickIndex } from './pick-index';

const match = footballMatch('7', '利物浦', '曼城');
const correctScore: sports.MoreMarket = {
  marketId: '7:CS',
  w: 'CS',
  name: '波胆',
  line: null,
  suspended: false,
  maxStake: '50000.00',
  selections: [{ id: '7:CS:S21', r: 'S21', name: '2-1', odds: 8.2 }],
};
const cornersTotal: sports.MoreMarket = {
  marketId: '7:COU',
  w: 'COU',
  name: '角球大小',
  line: 9.5,
  suspended: false,
  maxStake: '50000.00',
  selections: [{ id: '7:COU:O', r: 'O', name: '大', odds: 0.9 }],
};

it("picks a further market's cell (更多玩法) once its detail has loaded, like the board's", () => {
  expect(pickIndex([match], []).get('7:CS:S21')).toBeUndefined();
  const index = pickIndex([match], [], new Map([['7', [correctScore, cornersTotal]]]));
  const pick = index.get('7:CS:S21')?.(8.2);
  expect(pick).toMatchObject({
    kind: 'normal',
    playInfo: { w: 'CS', name: '波胆' },
    oddInfo: { r: 'S21', name: '2-1', odds: 8.2, label: '2-1' },
    gameInfo: { gameId: '7', team_h: '利物浦', team_c: '曼城' },
  });
  expect(index.get('7:COU:O')?.(0.9).oddInfo.label).toBe('大 9.5');
  // The board's own cells are still there.
  expect(index.size).toBeGreaterThan(2);
});
