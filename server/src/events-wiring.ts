import { subscribe } from './money/events';
import { addTurnover } from './funds/venues';
import { onDepositCredited } from './promotions/deposit-bonus';
import { recordTurnover } from './rewards/turnover';

/**
 * Who reacts to money, in one list (the composition root's half of money/events.ts): the
 * domains stay unaware of each other, and the order here is the order handlers run in.
 */
export function wireMoneyEvents(): void {
  subscribe('deposit.credited', 'promotions.depositBonus', (q, e) =>
    onDepositCredited(q, e.memberId, e.amountFen),
  );
  subscribe('round.finished', 'funds.venueActivities', (q, e) =>
    addTurnover(q, e.memberId, e.venue, e.stakeFen),
  );
  subscribe('round.finished', 'rewards.turnover', (q, e) =>
    recordTurnover(q, e.memberId, e.category, e.stakeFen),
  );
  subscribe('bet.settled', 'rewards.turnover', (q, e) =>
    recordTurnover(q, e.memberId, e.category, e.validFen),
  );
}
