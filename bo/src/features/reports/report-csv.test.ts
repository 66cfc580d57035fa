import type { backoffice as bo } from '@site/shared/backoffice-contract';
import { reportCsv } from './reports-page';

jest.mock('./report-chart', () => ({ __esModule: true, default: () => null }));

const day = (d: string, ggr: bo.DailyRow['ggr']): bo.DailyRow => ({
  day: d,
  siteId: '1001',
  deposits: 123_45,
  withdrawals: 50_00,
  stakes: 1_000_00,
  payouts: 900_00,
  ggr,
  ggrTotal: ggr.reduce((sum, g) => sum + g.ggr, 0),
  bonusCost: 10_00,
  netRevenue: 90_00,
  adjustments: 0,
  newPlayers: 3,
  activePlayers: 5,
  firstDepositors: 1,
});

test('the report as CSV: Chinese headers, yuan with two decimals, one GGR column per product', () => {
  const csv = reportCsv([
    day('2026-05-01', [{ product: 'sportsbook', stakes: 1_000_00, payouts: 900_00, ggr: 100_00 }]),
    day('2026-05-02', [{ product: 'PG', stakes: 500_00, payouts: 520_00, ggr: -20_00 }]),
  ]).split('\r\n');
  expect(csv[0]).toBe(
    '日期,站点,存款,提款,投注,派彩,毛收入,毛收入·PG,毛收入·sportsbook,红利成本,人工调账,净收入,新增,活跃,首存',
  );
  expect(csv[1]).toBe(
    '2026-05-01,1001,123.45,50.00,1000.00,900.00,100.00,0.00,100.00,10.00,0.00,90.00,3,5,1',
  );
  expect(csv[2]).toBe(
    '2026-05-02,1001,123.45,50.00,1000.00,900.00,-20.00,-20.00,0.00,10.00,0.00,90.00,3,5,1',
  );
});
