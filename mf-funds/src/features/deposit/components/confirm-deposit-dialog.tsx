import styled from 'styled-components';
import { yuanTextToFen } from '@site/shared/contract';
import { formatMoney, toChineseCapital } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { Button, Dialog } from '@site/shared/ui';
import type { DepositDraft } from '../hooks/use-pay-deposit';
import { coinsFor } from '../utils/deposit-amount';

export interface ConfirmDepositDialogProps {
  draft: DepositDraft | null;
  submitting: boolean;
  onCancel: () => void;
  onConfirm: (draft: DepositDraft) => void;
}

const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 0 0 12px;
  dt {
    color: ${(p) => p.theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    font-weight: ${(p) => p.theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p<{ $warn?: boolean }>`
  margin: 4px 0 0;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => (p.$warn ? p.theme.colors.warning : p.theme.colors.textMuted)};
`;

/** Says exactly what is about to happen before the order is placed. */
export function ConfirmDepositDialog({ draft, submitting, onCancel, onConfirm }: ConfirmDepositDialogProps) {
  const fen = draft ? yuanTextToFen(draft.amount) : 0;
  return (
    <Dialog
      open={draft !== null}
      onClose={() => !submitting && onCancel()}
      title={t('deposit.confirm.title')}
      footer={
        <>
          <Button variant="secondary" disabled={submitting} onClick={onCancel}>
            {t('deposit.confirm.cancel')}
          </Button>
          <Button variant="primary" loading={submitting} onClick={() => draft && onConfirm(draft)}>
            {t('deposit.confirm.submit')}
          </Button>
        </>
      }
    >
      {draft && (
        <>
          <Rows>
            <dt>{t('deposit.confirm.payType')}</dt>
            <dd>{draft.type.name}</dd>
            <dt>{t('deposit.confirm.amount')}</dt>
            <dd>{t('deposit.confirm.amountValue', { amount: formatMoney(fen) })}</dd>
            <dt>{t('deposit.confirm.capital')}</dt>
            <dd>{toChineseCapital(fen)}</dd>
            {draft.type.payType === 'usdt' && draft.protocol && (
              <>
                <dt>{t('deposit.confirm.protocol')}</dt>
                <dd>{draft.protocol}</dd>
              </>
            )}
            {draft.type.payType === 'usdt' && draft.type.rate && (
              <>
                <dt>{t('deposit.confirm.coins')}</dt>
                <dd>{coinsFor(fen, draft.type.rate)} USDT</dd>
              </>
            )}
            {draft.offer && (
              <>
                <dt>{t('deposit.confirm.offer')}</dt>
                <dd>{draft.offer.title}</dd>
              </>
            )}
            {draft.realName !== null && (
              <>
                <dt>{t('deposit.confirm.realName')}</dt>
                <dd>{draft.realName}</dd>
              </>
            )}
          </Rows>
          {draft.realName !== null && <Note $warn>{t('deposit.confirm.realNameNote')}</Note>}
          <Note>
            {t(draft.type.mode === 'gateway' ? 'deposit.confirm.gatewayNote' : 'deposit.confirm.accountNote')}
          </Note>
        </>
      )}
    </Dialog>
  );
}
