import { screen } from '@testing-library/react';
import { memberArea } from '@site/shared/contract';
import { answer, ok, resetFakeApi } from '@site/shared/testing';
import { renderCardsPage } from '../../testing/cards-render';
import { VipCompare } from './vip-compare';
import { VipOverview } from './vip-overview';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const rates = { TY: '0.50', ZR: '0.50', DZ: '0.60', QP: '0.50', CP: '0.40', DJ: '0.50', BY: '0.60' };
const grade = (n: number, deposit: string, turnover: string): memberArea.GradeConfig => ({
  grade: n,
  name: `VIP${n}`,
  deposit,
  turnover,
  keepTurnover: '50.00',
  upgradeBonus: '18.00',
  birthdayBonus: '18.00',
  weeklyRedPacket: '8.00',
  monthlyRedPacket: '18.00',
  dailyWithdrawCount: 5,
  dailyWithdrawLimit: '100000.00',
  rebates: rates,
});

beforeEach(() => {
  resetFakeApi();
  answer(
    memberArea.memberGradeInfoByGrade,
    ok({
      grade: 1,
      config: grade(1, '100.00', '100.00'),
      next: grade(2, '5000.00', '20000.00'),
      deposit: '1000.00',
      turnover: '5000.00',
      monthTurnover: '5000.00',
      keepDaysLeft: 8,
      keepMet: true,
      canUpgradeToday: false,
    }),
  );
  answer(
    memberArea.getGameFanshuiHighLow,
    ok([{ category: 'DZ', low: '0.50', high: '1.10', current: '0.60' }]),
  );
  answer(
    memberArea.memberGradeConfigList,
    ok([grade(0, '0.00', '0.00'), grade(1, '100.00', '100.00'), grade(2, '5000.00', '20000.00')]),
  );
});

describe('VIP pages', () => {
  it('shows the grade, what is left to the next one, keep status and rebates', async () => {
    renderCardsPage('/mine/vip', { '/mine/vip': <VipOverview /> });
    expect(await screen.findByRole('heading', { name: 'VIP1' })).toBeInTheDocument();
    expect(screen.getByText('升级至 VIP2 还需满足以下条件')).toBeInTheDocument();
    expect(screen.getByText('还差 4,000')).toBeInTheDocument();
    expect(screen.getByText('还差 15,000')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '累计存款' })).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText(/已达成保级/)).toBeInTheDocument();
    expect(screen.getByText(/本月剩余 8 天/)).toBeInTheDocument();
    expect(screen.getByText('今日已晋级一次，明日可继续晋级')).toBeInTheDocument();
    expect(await screen.findByText('0.60%')).toBeInTheDocument();
  });

  it('compares every grade side by side', async () => {
    renderCardsPage('/mine/vip/detail', { '/mine/vip/detail': <VipCompare /> });
    expect(await screen.findByRole('table', { name: 'VIP等级对比' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
    expect(screen.getByRole('row', { name: /累计存款 0 100 5,000/ })).toBeInTheDocument();
    // Issue 28 item 9: the daily withdrawal limits are the cashier's, one figure for every grade
    // (shown once on the overview): no per-grade column that suggests otherwise.
    expect(screen.queryByRole('row', { name: /每日提款/ })).not.toBeInTheDocument();
  });

  it("states the cashier's bank withdrawal limits for the member's grade", async () => {
    renderCardsPage('/mine/vip', { '/mine/vip': <VipOverview /> });
    expect(await screen.findByText('每日提款额度（银行卡）')).toBeInTheDocument();
    expect(screen.getByText('每日提款次数').nextElementSibling).toHaveTextContent('5次');
  });
});
