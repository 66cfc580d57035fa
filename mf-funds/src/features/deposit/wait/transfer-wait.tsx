import { useEndpointQuery } from '@site/shared/api';
import { funds } from '@site/shared/contract';
import { formatMoney, yuanTextToFen } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { Button, Spinner } from '@site/shared/ui';
import { recallOrder } from '../utils/order-cache';
import { DetailRows, type DetailRow } from './detail-rows';
import { Notice, SimulateArrival } from './payment-extras';
import { useOrderNo } from './use-order-no';
import { WaitFrame } from './wait-frame';

/** The account to pay to and the remark code the payer writes in the transfer note. */
function BankTransferDetails({ order }: { order: funds.DepositOrder }) {
  const extras = recallOrder(order.orderNo);
  const account = extras?.account ?? null;
  const signal = useEndpointQuery(funds.createSignalCode, { orderNo: order.orderNo });
  const code = signal.data?.signalCode ?? order.signalCode;

  const remark: DetailRow = code
    ? { label: t('deposit.transfer.remark'), value: code, copyText: code, strong: true }
    : {
        label: t('deposit.transfer.remark'),
        value: signal.error ? (
          <>
            {t('deposit.transfer.remarkFailed')}{' '}
            <Button variant="text" size="sm" onClick={signal.reload}>
              {t('deposit.transfer.remarkRetry')}
            </Button>
          </>
        ) : (
          <Spinner size="14px" label={t('deposit.transfer.remark')} />
        ),
      };
  const accountRows: DetailRow[] = account
    ? [
        { label: t('deposit.transfer.bank'), value: account.bankName, copyText: account.bankName },
        {
          label: t('deposit.transfer.accountName'),
          value: account.accountName,
          copyText: account.accountName,
        },
        { label: t('deposit.transfer.accountNo'), value: account.accountNo, copyText: account.accountNo },
      ]
    : [];
  const amountRow: DetailRow = {
    label: t('deposit.transfer.amount'),
    value: t('deposit.wait.amountValue', { amount: formatMoney(yuanTextToFen(order.amount)) }),
    copyText: order.amount,
    strong: true,
  };

  return (
    <>
      {!account && <Notice $warn>{t('deposit.transfer.detailsMissing')}</Notice>}
      <DetailRows rows={[...accountRows, amountRow, remark]} />
      <Notice>{t('deposit.transfer.remarkHint')}</Notice>
      <SimulateArrival payUrl={extras?.payUrl} />
    </>
  );
}

/** transferWait: a bank-card order waits for the member's transfer to arrive. */
export function TransferWait({ pollIntervalMs }: { pollIntervalMs?: number | undefined }) {
  return (
    <WaitFrame
      title={t('deposit.transfer.title')}
      orderNo={useOrderNo()}
      pendingText={t('deposit.transfer.pendingText')}
      pollIntervalMs={pollIntervalMs}
      renderPending={(order) => <BankTransferDetails order={order} />}
    />
  );
}
