import { useState } from 'react';
import styled from 'styled-components';
import { type EndpointState, failureText, useEndpointQuery } from '@site/shared/api';
import { funds, yuanTextToFen, type ResponseOf } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Card, EmptyState, ErrorState, SkeletonText, Tabs } from '@site/shared/ui';
import { BonusLockNotice } from './bonus-lock-notice';
import type { PayoutKind } from './withdraw-api';
import { WithdrawForm } from './withdraw-form';
import { WithdrawResult } from './withdraw-result';
import { WithdrawSummary } from './withdraw-summary';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

/** The order of the method tabs; a method without a server config is not offered. */
const KINDS: readonly PayoutKind[] = ['bank', 'usdt'];

type BankInfo = ResponseOf<typeof funds.withdrawInfo>;
type UsdtInfo = ResponseOf<typeof funds.usdtWithdrawInfo>;

/** Only the chosen method's info call runs; the other stays idle. */
function useWithdrawInfo(kind: PayoutKind): EndpointState<BankInfo | UsdtInfo> & { fetching: boolean } {
  const bank = useEndpointQuery(funds.withdrawInfo, {}, { enabled: kind === 'bank' });
  const usdt = useEndpointQuery(funds.usdtWithdrawInfo, {}, { enabled: kind === 'usdt' });
  return kind === 'bank' ? bank : usdt;
}

function MethodPanel({
  kind,
  onSubmitted,
}: {
  kind: PayoutKind;
  onSubmitted: (order: funds.WithdrawOrder) => void;
}) {
  const info = useWithdrawInfo(kind);
  if (info.error && !info.data) {
    return (
      <ErrorState
        title={t('withdraw.takeMoney.loadFailed')}
        message={failureText(info.error)}
        onRetry={info.reload}
        retrying={info.fetching}
      />
    );
  }
  if (!info.data) return <SkeletonText lines={6} />;
  const rate = 'rate' in info.data ? info.data.rate : undefined;
  return (
    <Stack>
      <WithdrawSummary info={info.data} rate={rate} />
      {yuanTextToFen(info.data.turnoverOwed) > 0 ? (
        // Nothing can leave while a bonus's turnover is owed: say why instead of a form that would be refused.
        <BonusLockNotice info={info.data} />
      ) : (
        <WithdrawForm
          kind={kind}
          info={info.data}
          rate={rate}
          onSubmitted={onSubmitted}
          onRefused={info.reload}
        />
      )}
    </Stack>
  );
}

/**
 * /mine/takemoney: withdraw from the center wallet to a bank card or a USDT address.
 * Methods come from `withdraw/baseCfg/list`; each tab loads its own limits and accounts.
 * After a submission the page shows the order until the member starts another.
 */
export function TakeMoney() {
  const cfgs = useEndpointQuery(funds.withdrawBaseCfgList, {});
  const [picked, setPicked] = useState<PayoutKind | null>(null);
  const [order, setOrder] = useState<funds.WithdrawOrder | null>(null);
  // A new round of the form after each order, so it starts empty with fresh limits.
  const [round, setRound] = useState(0);

  if (order) {
    return (
      <WithdrawResult
        order={order}
        onAgain={() => {
          setOrder(null);
          setRound((r) => r + 1);
        }}
      />
    );
  }
  if (cfgs.error) {
    return (
      <ErrorState
        title={t('withdraw.takeMoney.loadFailed')}
        message={failureText(cfgs.error)}
        onRetry={cfgs.reload}
        retrying={cfgs.fetching}
      />
    );
  }
  if (!cfgs.data) return <SkeletonText lines={6} />;
  const offered = KINDS.filter((k) => cfgs.data?.some((c) => c.kind === k));
  const kind = picked && offered.includes(picked) ? picked : offered[0];
  if (!kind) return <EmptyState title={t('withdraw.takeMoney.noMethods')} />;

  return (
    <Card>
      <Tabs
        aria-label={t('withdraw.takeMoney.methods')}
        items={offered.map((value) => ({ value, label: t(`withdraw.takeMoney.${value}`) }))}
        value={kind}
        onChange={setPicked}
      >
        <MethodPanel key={`${kind}-${round}`} kind={kind} onSubmitted={setOrder} />
      </Tabs>
    </Card>
  );
}
