import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { Button } from '@site/shared/ui';
import { recallOrder } from '../utils/order-cache';
import { openPayPage } from './open-pay-page';
import { useOrderNo } from './use-order-no';
import { WaitFrame } from './wait-frame';

const Block = styled.div`
  display: grid;
  justify-items: start;
  gap: 8px;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textSecondary};
`;

/** rechargeWait: the order is paid on the gateway page opened in a new tab; this page follows it. */
export function GatewayWait({ pollIntervalMs }: { pollIntervalMs?: number | undefined }) {
  const orderNo = useOrderNo();
  return (
    <WaitFrame
      title={t('deposit.gateway.title')}
      orderNo={orderNo}
      pendingText={t('deposit.gateway.pendingText')}
      pollIntervalMs={pollIntervalMs}
      renderPending={(order) => {
        const payUrl = recallOrder(order.orderNo)?.payUrl;
        if (!payUrl) return null;
        return (
          <Block>
            <Hint>{t('deposit.gateway.openHint')}</Hint>
            <Button variant="ghost" onClick={() => openPayPage(payUrl)}>
              {t('deposit.gateway.open')}
            </Button>
          </Block>
        );
      }}
    />
  );
}
