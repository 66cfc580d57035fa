import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { settlement } from '@site/shared/betting';
import { fenToYuanText, type sports } from '@site/shared/contract';
import { StakeLines } from '../features/betslip/components/stake-lines';
import { slipAtom } from '../features/betslip/state/slip-atoms';
import { initialSlip } from '../features/betslip/state/slip-logic';
import { slipTotals } from '../features/betslip/state/slip-summary';
import { amountLine } from '../features/my-bets/my-bets';
import { pick } from '../testing/picks';
import { renderPage } from '../testing/render';

// Issue 28 item 6: a parlay at 0.30 / 2.11 / 2.83 for 10 元. The slip said 可赢 144.85
// (10 x the combined odds rounded to 14.485), the ticket 144.84 (1000 fen x 1.30 x 3.11 x 3.83
// = 15484.69, floored once: the return the server records as max_payout).
const legs = [pick('1', 'H', { odds: 0.3 }), pick('2', 'H', { odds: 2.11 }), pick('3', 'H', { odds: 2.83 })];
const slip = { ...initialSlip, selections: legs, multiple: true, stakes: { main: '10' } };

/** The open ticket the server answers for that slip (placement.ts: maxPayoutFen of stake and odds). */
function ticket(): sports.BetRecord {
  const maxPayout = settlement.maxPayoutFen(
    1000,
    legs.map((l) => l.oddInfo.odds),
  );
  return {
    betId: 'B1',
    orderNo: 'NO1',
    channelCode: 'CRTY',
    betType: 'parlay',
    betTypeName: '串关',
    comboText: '3串1',
    combos: 1,
    status: 'accepted',
    statusName: '已确认',
    stake: '10.00',
    unitStake: '10.00',
    odds: settlement.parlayOdds(legs.map((l) => l.oddInfo.odds)),
    maxPayout: fenToYuanText(maxPayout),
    payout: null,
    winLoss: null,
    ticket_id: null,
    rejectReason: null,
    createTime: '2026-11-23 20:00:00',
    settleTime: null,
    legs: [],
  };
}

describe('可赢 on the slip and on the ticket (issue 28 item 6)', () => {
  it('is the same figure to the fen: 144.84 on both', () => {
    expect(slipTotals(slip).winFen).toBe(14_484);
    expect(amountLine(ticket())).toBe('最高可赢 144.84');
  });

  it('the slip prints 144.84 and the combined odds in the chosen format', () => {
    const store = createStore();
    store.set(slipAtom, slip);
    renderPage(<StakeLines disabled={false} />, { store });
    expect(screen.getByTestId('stake-line-main')).toHaveTextContent('组合赔率 14.48 · 可赢金额 144.84');
    expect(screen.getByTestId('slip-total-win')).toHaveTextContent('144.84');
  });
});
