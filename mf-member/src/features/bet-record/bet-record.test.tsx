import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberArea, sports } from '@site/shared/contract';
import { answer, callsTo, ok, resetFakeApi } from '@site/shared/testing';
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

beforeEach(() => {
  resetFakeApi();
  answer(sports.betRecordList, ok({ list: [bet], total: 1, pageNum: 1, pageSize: 10 }));
  answer(
    sports.betRecordTotal,
    ok({ betCount: 1, betAmount: '100.00', validBetAmount: '100.00', winLoss: '95.00' }),
  );
  answer(memberArea.gameRecordList, ok({ list: [], total: 0, pageNum: 1, pageSize: 10 }));
  answer(
    memberArea.gameRecordTotal,
    ok({ betCount: 0, betAmount: '0.00', validBetAmount: '0.00', winLoss: '0.00' }),
  );
});

describe('bet record', () => {
  it('shows totals, expands a ticket to its legs, filters by status, date and venue', async () => {
    const user = userEvent.setup();
    renderCardsPage('/mine/betRecord', { '/mine/betRecord': <BetRecord /> });
    expect(await screen.findByTestId('total-stake')).toHaveTextContent('100');
    await user.click(await screen.findByRole('button', { name: '展开' }));
    expect(screen.getByText('阿森纳 vs 切尔西')).toBeInTheDocument();
    // The pick as the sportsbook prints it (shared formatPick), its line included.
    expect(screen.getByText('让球 阿森纳 -0.5 @0.95')).toBeInTheDocument();
    expect(screen.getByText('赢 (2-1)')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '已结算' }));
    await waitFor(() =>
      expect(callsTo(sports.betRecordTotal).at(-1)?.payload).toMatchObject({ status: 'settled' }),
    );
    await user.click(screen.getByRole('tab', { name: '近7天' }));
    await waitFor(() => {
      const p = callsTo(sports.betRecordList).at(-1)?.payload;
      expect(p?.startDate).not.toEqual(p?.endDate);
    });
    await user.click(screen.getByRole('tab', { name: '电子' }));
    expect(await screen.findByText('暂无投注记录')).toBeInTheDocument();
    expect(callsTo(memberArea.gameRecordTotal).at(-1)?.payload).toMatchObject({
      category: 'DZ',
      result: 'all',
    });
    // The third-party sports venues' rounds (their virtual matches) have a tab of their own.
    await user.click(screen.getByRole('tab', { name: '三方体育' }));
    await waitFor(() =>
      expect(callsTo(memberArea.gameRecordList).at(-1)?.payload).toMatchObject({ category: 'TY' }),
    );
  });
});
