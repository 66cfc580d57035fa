import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import type { funds } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { recallOrder } from '../utils/order-cache';
import { DetailRows } from './detail-rows';
import { Notice, SimulateArrival } from './payment-extras';
import { useOrderNo } from './use-order-no';
import { WaitFrame } from './wait-frame';

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 20px;
  > :last-child {
    flex: 1 1 320px;
    min-width: 0;
  }
`;

// White behind the code in both editions: scanners need dark modules on a light ground.
const QrBox = styled.figure`
  margin: 0;
  padding: 12px;
  border-radius: ${(p) => p.theme.radii.md};
  background: #ffffff;
  line-height: 0;
`;

/** Address (with its QR code), protocol and coin amount of a USDT order. */
function UsdtDetails({ order }: { order: funds.DepositOrder }) {
  const extras = recallOrder(order.orderNo);
  const account = extras?.account ?? null;
  if (!account) return <Notice $warn>{t('deposit.transfer.detailsMissing')}</Notice>;
  const protocol = extras?.protocol ?? account.bankName.replace(/^USDT-/, '');
  return (
    <>
      <Layout>
        <QrBox>
          <QRCodeSVG
            value={account.accountNo}
            size={168}
            marginSize={0}
            title={t('deposit.virtual.qr')}
            role="img"
            aria-label={t('deposit.virtual.qr')}
          />
        </QrBox>
        <DetailRows
          rows={[
            { label: t('deposit.virtual.protocol'), value: protocol },
            { label: t('deposit.virtual.address'), value: account.accountNo, copyText: account.accountNo },
            ...(account.coinAmount
              ? [
                  {
                    label: t('deposit.virtual.coins'),
                    value: t('deposit.virtual.coinsValue', { coins: account.coinAmount }),
                    copyText: account.coinAmount,
                    strong: true,
                  },
                ]
              : []),
            ...(account.rate
              ? [
                  {
                    label: t('deposit.virtual.rate'),
                    value: t('deposit.virtual.rateValue', { rate: account.rate }),
                  },
                ]
              : []),
          ]}
        />
      </Layout>
      <Notice $warn>{t('deposit.virtual.protocolNote', { protocol })}</Notice>
      <SimulateArrival payUrl={extras?.payUrl} />
    </>
  );
}

/** virtualWait: a USDT order waits for the coins to arrive at the address shown. */
export function VirtualCoinWait({ pollIntervalMs }: { pollIntervalMs?: number | undefined }) {
  return (
    <WaitFrame
      title={t('deposit.virtual.title')}
      orderNo={useOrderNo()}
      pendingText={t('deposit.virtual.pendingText')}
      pollIntervalMs={pollIntervalMs}
      renderPending={(order) => <UsdtDetails order={order} />}
    />
  );
}
