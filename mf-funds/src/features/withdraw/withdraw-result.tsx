import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { failureText, refreshBalances, siteQueryClient, useEndpointQuery } from '@site/shared/api';
import { funds, yuanTextToFen } from '@site/shared/contract';
import { formatDateTime, formatMoney } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { Button, ButtonLink, Card } from '@site/shared/ui';
import { accountLabel } from './payout-account-picker';
import { Facts } from './withdraw-styles';

/** How often a pending order is asked about while the page shows it. */
export const STATUS_POLL_MS = 5000;

const Hint = styled.p`
  margin: 16px 0;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 16px;
`;

const Failed = styled.p`
  margin: 12px 0 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const StatusTag = styled.strong<{ $status: funds.WithdrawOrder['status'] }>`
  color: ${(p) =>
    p.$status === 'approved'
      ? p.theme.colors.success
      : p.$status === 'rejected'
        ? p.theme.colors.danger
        : p.theme.colors.warning};
`;

const STATUS_TEXT = {
  pending: 'withdraw.takeMoney.statusPending',
  approved: 'withdraw.takeMoney.statusApproved',
  rejected: 'withdraw.takeMoney.statusRejected',
} as const;

const yuan = (text: string) => t('withdraw.takeMoney.yuan', { amount: formatMoney(yuanTextToFen(text)) });

export interface WithdrawResultProps {
  /** The order as `withdraw/new` answered it. */
  order: funds.WithdrawOrder;
  onAgain: () => void;
  pollMs?: number;
}

/**
 * The submitted withdrawal and its status from `withdrawOrderInfo`, asked again while it
 * is pending. When the operator decides, the header balance is refreshed: an approval
 * takes the locked money out, a rejection returns it to the center wallet.
 */
export function WithdrawResult({ order, onAgain, pollMs = STATUS_POLL_MS }: WithdrawResultProps) {
  const info = useEndpointQuery(funds.withdrawOrderInfo, { orderNo: order.orderNo });
  const shown = info.data ?? order;
  const pending = shown.status === 'pending';
  const { reload } = info;
  const lastStatus = useRef(order.status);

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setInterval(reload, pollMs);
    return () => clearInterval(timer);
  }, [pending, pollMs, reload]);

  useEffect(() => {
    if (shown.status === lastStatus.current) return;
    lastStatus.current = shown.status;
    refreshBalances(siteQueryClient);
  }, [shown.status]);

  return (
    <Card title={t('withdraw.takeMoney.resultTitle')}>
      <Facts>
        <dt>{t('withdraw.takeMoney.status')}</dt>
        <dd>
          <StatusTag $status={shown.status} data-testid="withdraw-status">
            {t(STATUS_TEXT[shown.status])}
          </StatusTag>
        </dd>
        <dt>{t('withdraw.takeMoney.orderNo')}</dt>
        <dd data-testid="withdraw-order-no">{shown.orderNo}</dd>
        <dt>{t('withdraw.takeMoney.account')}</dt>
        <dd>{accountLabel(shown.card)}</dd>
        <dt>{t('withdraw.takeMoney.amount')}</dt>
        <dd>{yuan(shown.amount)}</dd>
        <dt>{t('withdraw.takeMoney.fee')}</dt>
        <dd>{yuan(shown.fee)}</dd>
        <dt>{t('withdraw.takeMoney.received')}</dt>
        <dd>{yuan(shown.actualAmount)}</dd>
        <dt>{t('withdraw.takeMoney.createTime')}</dt>
        <dd>{formatDateTime(shown.createTime)}</dd>
        {shown.remark && (
          <>
            <dt>{t('withdraw.takeMoney.remark')}</dt>
            <dd>{shown.remark}</dd>
          </>
        )}
      </Facts>
      {pending && <Hint>{t('withdraw.takeMoney.pendingHint')}</Hint>}
      {info.error && (
        <Failed role="alert">
          {t('withdraw.takeMoney.orderLoadFailed')}：{failureText(info.error)}
        </Failed>
      )}
      <Actions>
        {pending && (
          <Button variant="secondary" loading={info.loading} onClick={reload}>
            {t('withdraw.takeMoney.refreshStatus')}
          </Button>
        )}
        <Button variant="primary" onClick={onAgain}>
          {t('withdraw.takeMoney.again')}
        </Button>
        <ButtonLink to={routePaths.transRecord}>{t('withdraw.takeMoney.toRecords')}</ButtonLink>
      </Actions>
    </Card>
  );
}
