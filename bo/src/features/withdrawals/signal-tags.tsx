import type { backoffice } from '@site/shared/backoffice-contract';
import { Tag, Tags } from '../../components/page';
import { money } from '../../lib/format';
import { bt } from '../../messages';

type Signals = backoffice.WithdrawalRow['signals'];

/** The reviewer's signals as tags: red for what blocks a payout, amber for what needs a look. */
export function SignalTags({ signals }: { signals: Signals }) {
  return (
    <Tags>
      {signals.frozen && <Tag $tone="danger">{bt('signals.frozen')}</Tag>}
      {signals.turnoverOwed > 0 ? (
        <Tag $tone="danger">{bt('signals.turnoverOwed', { amount: money(signals.turnoverOwed) })}</Tag>
      ) : (
        <Tag $tone="success">{bt('signals.turnoverMet')}</Tag>
      )}
      {!signals.cardHolderMatches && <Tag $tone="danger">{bt('signals.cardHolderMismatch')}</Tag>}
      {signals.payerNameMismatches > 0 && (
        <Tag $tone="danger">{bt('signals.payerMismatch', { count: signals.payerNameMismatches })}</Tag>
      )}
      {signals.linkedAccounts > 0 && (
        <Tag $tone="warning">{bt('signals.linked', { count: signals.linkedAccounts })}</Tag>
      )}
      {signals.activeBonuses > 0 && (
        <Tag $tone="warning">{bt('signals.activeBonuses', { count: signals.activeBonuses })}</Tag>
      )}
      {signals.overThreshold && <Tag $tone="warning">{bt('signals.overThreshold')}</Tag>}
      {signals.firstWithdrawal && <Tag $tone="info">{bt('signals.first')}</Tag>}
      <Tag>{bt('signals.deposits7d', { amount: money(signals.depositsLast7Days) })}</Tag>
    </Tags>
  );
}
