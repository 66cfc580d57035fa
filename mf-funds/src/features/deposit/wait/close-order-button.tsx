import { useState } from 'react';
import { failureText } from '@site/shared/api';
import type { funds } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button, Dialog, toast } from '@site/shared/ui';
import { closeDepositOrder } from '../api/deposit-api';

export interface CloseOrderButtonProps {
  orderNo: string;
  /** The order as the server answered the close (closed, or paid/failed if that came first). */
  onClosed: (order: funds.DepositOrder) => void;
}

/** 关闭订单 with a confirmation: a payment made after closing no longer arrives by itself. */
export function CloseOrderButton({ orderNo, onClosed }: CloseOrderButtonProps) {
  const [asking, setAsking] = useState(false);
  const [closing, setClosing] = useState(false);

  const close = async () => {
    if (closing) return;
    setClosing(true);
    try {
      const order = await closeDepositOrder(orderNo);
      setAsking(false);
      if (order.status === 'closed') toast.success(t('deposit.wait.closed'));
      onClosed(order);
    } catch (failure) {
      toast.error(failureText(failure));
    } finally {
      setClosing(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('deposit.wait.close')}
      </Button>
      <Dialog
        open={asking}
        onClose={() => !closing && setAsking(false)}
        title={t('deposit.wait.closeTitle')}
        footer={
          <>
            <Button variant="secondary" disabled={closing} onClick={() => setAsking(false)}>
              {t('deposit.wait.closeKeep')}
            </Button>
            <Button variant="danger" loading={closing} onClick={() => void close()}>
              {t('deposit.wait.closeSure')}
            </Button>
          </>
        }
      >
        {t('deposit.wait.closeConfirm', { orderNo })}
      </Dialog>
    </>
  );
}
