import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, failureText } from '@site/shared/api';
import { ErrorCode, type funds } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { formatMoney, yuanTextToFen } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { routePaths, usePageMeta } from '@site/shared/routes';
import { Button, Card, EmptyState, ErrorState, PageFrame, SkeletonText, Spinner } from '@site/shared/ui';
import { POLL_INTERVAL_MS, useDepositOrder } from '../hooks/use-deposit-order';
import { ORDER_NO_PATTERN } from '../utils/wait-route';
import { CloseOrderButton } from './close-order-button';
import { DetailRows } from './detail-rows';
import { WaitResult } from './wait-result';

export interface WaitFrameProps {
  title: string;
  /** The order number from the URL; null when the URL has none. */
  orderNo: string | null;
  /** What to do while the order is pending, in one sentence. */
  pendingText: string;
  /** The payment details of a pending order (gateway link, account, address). */
  renderPending?: ((order: funds.DepositOrder) => ReactNode) | undefined;
  pollIntervalMs?: number | undefined;
}

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const Lead = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.text};
  line-height: 1.6;
`;

const Note = styled.p<{ $warn?: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => (p.$warn ? p.theme.colors.warning : p.theme.colors.textSecondary)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

type Tone = 'warning' | 'success' | 'danger' | 'textMuted';
const STATUS_TONE: Record<funds.DepositOrder['status'], Tone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  closed: 'textMuted',
};

const StatusTag = styled.span<{ $tone: Tone }>`
  font-weight: ${(p) => p.theme.fontWeights.medium};
  color: ${(p) => p.theme.colors[p.$tone]};
`;

/**
 * The shared body of every deposit wait page: reads the order named in the URL, polls it
 * while pending, and shows pending (with the page's payment details), paid, failed or
 * closed. A missing or unknown order number says so, with the way back to the deposit page.
 */
export function WaitFrame({ title, orderNo, ...rest }: WaitFrameProps) {
  const valid = orderNo !== null && ORDER_NO_PATTERN.test(orderNo);
  if (valid) return <OrderWait key={orderNo} title={title} orderNo={orderNo} {...rest} />;
  return (
    <PageFrame title={title}>
      <NoOrder missing={orderNo === null || orderNo === ''} />
    </PageFrame>
  );
}

const FINAL_TITLES = {
  paid: 'deposit.wait.paidTitle',
  failed: 'deposit.wait.failedTitle',
  closed: 'deposit.wait.closedTitle',
} as const;

/**
 * A settled order is no longer "being confirmed": the heading and the tab title say how it
 * ended (存款成功 / 支付失败 / 订单已关闭), so a player glancing at the tab is not misled.
 */
function useOrderTitle(pendingTitle: string, status: funds.DepositOrder['status'] | undefined): string {
  const title = status === undefined || status === 'pending' ? pendingTitle : t(FINAL_TITLES[status]);
  usePageMeta(title === pendingTitle ? null : { title, description: '' });
  return title;
}

function NoOrder({ missing }: { missing: boolean }) {
  const navigate = useNavigate();
  return (
    <Card role="alert">
      <EmptyState
        title={t(missing ? 'deposit.wait.missingOrder' : 'deposit.wait.unknownOrder')}
        description={t(missing ? 'deposit.wait.missingOrderText' : 'deposit.wait.unknownOrderText')}
        action={
          <Button variant="primary" onClick={() => void navigate(routePaths.saveMoney)}>
            {t('deposit.wait.back')}
          </Button>
        }
      />
    </Card>
  );
}

function OrderWait({ title, orderNo, ...rest }: Omit<WaitFrameProps, 'orderNo'> & { orderNo: string }) {
  const state = useDepositOrder(orderNo, rest.pollIntervalMs ?? POLL_INTERVAL_MS);
  return (
    <PageFrame title={useOrderTitle(title, state.order?.status)}>
      <OrderBody state={state} {...rest} />
    </PageFrame>
  );
}

function OrderBody({
  state: { order, error, pollFailed, reload, replace },
  pendingText,
  renderPending,
}: Omit<WaitFrameProps, 'title' | 'orderNo'> & {
  state: ReturnType<typeof useDepositOrder>;
}) {
  const navigate = useNavigate();

  if (error instanceof ApiError && error.statusCode === ErrorCode.NOT_FOUND)
    return <NoOrder missing={false} />;
  if (error)
    return <ErrorState title={t('deposit.wait.loadFailed')} message={failureText(error)} onRetry={reload} />;
  if (!order) return <SkeletonText lines={6} />;

  const again = (
    <Button variant="primary" onClick={() => void navigate(routePaths.saveMoney)}>
      {t('deposit.wait.again')}
    </Button>
  );
  const records = (
    <Button variant="secondary" onClick={() => void navigate(routePaths.transRecord)}>
      {t('deposit.wait.toRecords')}
    </Button>
  );
  const service = (
    <Button variant="text" onClick={() => bus.emit('customer_service')}>
      {t('deposit.wait.customerService')}
    </Button>
  );

  return (
    <Stack>
      <Card>
        <DetailRows
          rows={[
            { label: t('deposit.wait.orderNo'), value: order.orderNo, copyText: order.orderNo },
            { label: t('deposit.wait.payType'), value: t(`deposit.payTypes.${order.payType}`) },
            {
              label: t('deposit.wait.amount'),
              value: t('deposit.wait.amountValue', { amount: formatMoney(yuanTextToFen(order.amount)) }),
              strong: true,
            },
            { label: t('deposit.wait.createTime'), value: order.createTime },
            {
              label: t('deposit.wait.status'),
              value: (
                <StatusTag $tone={STATUS_TONE[order.status]}>{t(`deposit.status.${order.status}`)}</StatusTag>
              ),
            },
          ]}
        />
      </Card>
      {order.status === 'pending' ? (
        <Card>
          <Stack>
            <Lead>{pendingText}</Lead>
            {renderPending?.(order)}
            <Note aria-live="polite" $warn={pollFailed}>
              {pollFailed ? (
                t('deposit.wait.pollFailed')
              ) : (
                <>
                  <Spinner size="14px" />
                  {t('deposit.wait.checking')}
                </>
              )}
            </Note>
            <Actions>
              <CloseOrderButton orderNo={order.orderNo} onClosed={replace} />
              {service}
            </Actions>
          </Stack>
        </Card>
      ) : (
        <Card>
          <WaitResult
            order={{ ...order, status: order.status }}
            actions={
              <>
                {again}
                {records}
                {order.status === 'failed' && service}
              </>
            }
          />
        </Card>
      )}
    </Stack>
  );
}
