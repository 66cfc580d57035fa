import type { sports } from '@site/shared/contract';
import { amountLine } from './my-bets';

const ticket = (over: Partial<sports.BetRecord>): sports.BetRecord => ({
  betId: 'B1',
  orderNo: 'NO1',
  channelCode: 'CRTY',
  betType: 'single',
  betTypeName: '单关',
  comboText: '单关',
  combos: 1,
  status: 'accepted',
  statusName: '已确认',
  stake: '20.00',
  unitStake: '20.00',
  odds: 1.51,
  maxPayout: '50.20',
  payout: null,
  winLoss: null,
  ticket_id: null,
  rejectReason: null,
  createTime: '2026-11-23 20:00:00',
  settleTime: null,
  legs: [],
  ...over,
});

describe('what a ticket says it wins', () => {
  it('an open ticket wins what the slip said: stake × odds (20 @1.51 -> 30.20), not the return', () => {
    expect(amountLine(ticket({}))).toBe('最高可赢 30.20');
  });

  it('a settled ticket shows the payout and the result', () => {
    expect(amountLine(ticket({ payout: '50.20', winLoss: '30.20', status: 'won' as sports.BetStatus }))).toBe(
      '派彩 50.20 · 输赢 30.20',
    );
    expect(amountLine(ticket({ payout: '0.00', winLoss: '-20.00' }))).toBe('派彩 0.00 · 输赢 -20.00');
  });
});
