import { screen } from '@testing-library/react';
import { memberArea, sports } from '@site/shared/contract';
import { answer, ok, resetFakeApi } from '@site/shared/testing';
import { renderCardsPage } from '../../testing/cards-render';
import { BetRecord } from './bet-record';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
jest.setTimeout(15_000);

const leg = {
  gameId: 'g1',
  selectionId: 's1',
  sportType: 'FT',
  leagueName: '英超',
  team_h: '阿森纳',
  team_c: '切尔西',
  w: 'R',
  playName: '让球',
  r: 'H',
  selectionName: '阿森纳',
  line: -0.5,
  odds: 0.95,
  isLive: false,
  scoreAtBet: '',
  result: 'W',
  cancelReason: null,
  finalScore: '2-1',
};
const bet = {
  betId: '1',
  orderNo: 'CR001',
  channelCode: 'CRTY',
  betType: 'single',
  betTypeName: '单关',
  comboText: '单关',
  combos: 1,
  status: 'settled',
  statusName: '已结算',
  stake: '100.00',
  unitStake: '100.00',
  odds: 0.95,
  maxPayout: '195.00',
  payout: '195.00',
  winLoss: '95.00',
  ticket_id: null,
  rejectReason: null,
  createTime: '2026-11-23 10:00:00',
  settleTime: '2026-11-23 12:00:00',
  legs: [leg],
};

const parlay = {
  ...bet,
  betId: '2',
  orderNo: 'CR002',
  betType: 'parlay',
  betTypeName: '串关',
  comboText: '3串1',
};

beforeEach(() => {
  resetFakeApi();
  answer(sports.betRecordList, ok({ list: [bet, parlay], total: 2, pageNum: 1, pageSize: 10 }));
  answer(
    sports.betRecordTotal,
    ok({ betCount: 2, betAmount: '200.00', validBetAmount: '200.00', winLoss: '95.00' }),
  );
  answer(memberArea.gameRecordList, ok({ list: [], total: 0, pageNum: 1, pageSize: 10 }));
  answer(
    memberArea.gameRecordTotal,
    ok({ betCount: 0, betAmount: '0.00', validBetAmount: '0.00', winLoss: '0.00' }),
  );
});

it('names a single once (单关, not 单关 单关) and a parlay with its combination', async () => {
  renderCardsPage('/mine/betRecord', { '/mine/betRecord': <BetRecord /> });
  const single = await screen.findByRole('row', { name: /CR001/ });
  expect(single).toHaveTextContent('单关');
  expect(single).not.toHaveTextContent('单关 单关');
  expect(screen.getByRole('row', { name: /CR002/ })).toHaveTextContent('串关 3串1');
});
