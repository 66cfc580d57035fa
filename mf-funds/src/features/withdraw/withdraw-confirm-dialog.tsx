import styled from 'styled-components';
import type { funds } from '@site/shared/contract';
import { formatMoney, toChineseCapital } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { Button, Dialog } from '@site/shared/ui';
import { accountLabel } from './payout-account-picker';
import type { Quote } from './withdraw-rules';
import { Facts } from './withdraw-styles';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
`;

export interface WithdrawConfirmDialogProps {
  card: funds.BankCard;
  quote: Quote;
  submitting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

const yuan = (fen: number) => t('withdraw.takeMoney.yuan', { amount: formatMoney(fen) });

/** The last look before the money is locked: account, amount, fee, what arrives, amount in capitals. */
export function WithdrawConfirmDialog({
  card,
  quote,
  submitting,
  onCancel,
  onConfirm,
}: WithdrawConfirmDialogProps) {
  return (
    <Dialog
      open
      title={t('withdraw.takeMoney.confirmTitle')}
      width={440}
      // While the call is out the dialog stays: closing it would invite a second submit.
      closable={!submitting}
      onClose={onCancel}
      footer={
        <Footer>
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            {t('withdraw.takeMoney.cancel')}
          </Button>
          <Button variant="primary" onClick={onConfirm} loading={submitting}>
            {t('withdraw.takeMoney.confirm')}
          </Button>
        </Footer>
      }
    >
      <Facts>
        <dt>{t('withdraw.takeMoney.account')}</dt>
        <dd>{accountLabel(card)}</dd>
        <dt>{t('withdraw.takeMoney.amount')}</dt>
        <dd>{yuan(quote.amountFen)}</dd>
        <dt>{t('withdraw.takeMoney.fee')}</dt>
        <dd>{yuan(quote.feeFen)}</dd>
        <dt>{t('withdraw.takeMoney.received')}</dt>
        <dd>{yuan(quote.receivedFen)}</dd>
        {quote.usdtCents !== undefined && (
          <>
            <dt>{t('withdraw.takeMoney.receivedUsdt')}</dt>
            <dd>{t('withdraw.takeMoney.usdtAmount', { amount: formatMoney(quote.usdtCents) })}</dd>
          </>
        )}
        <dt>{t('withdraw.takeMoney.confirmCapital')}</dt>
        <dd>{toChineseCapital(quote.amountFen)}</dd>
      </Facts>
    </Dialog>
  );
}
