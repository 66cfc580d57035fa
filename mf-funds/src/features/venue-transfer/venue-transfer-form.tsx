import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { ApiError, failureText, useEndpointQuery, useMoneyMutation } from '@site/shared/api';
import { ErrorCode, funds, yuanTextToFen } from '@site/shared/contract';
import type { EventMap } from '@site/shared/events';
import { formatMoney } from '@site/shared/format';
import { useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, Dialog, Skeleton, showTips, toast } from '@site/shared/ui';
import { transferAllAmount, transferAmountForm } from '@site/shared/validation';
import { TransferAmountField } from '../../lib/transfer-amount-field';

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  min-height: 32px;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textSecondary};
`;

const Value = styled.span`
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
`;

const Notice = styled.p`
  margin: 0 0 12px;
  color: ${(p) => p.theme.colors.warning};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  width: 100%;
`;

export interface VenueTransferFormProps {
  request: EventMap['venue_transfer'];
  onClose: () => void;
}

/** One opening of the transfer-in dialog: center balance, amount with 全部, submit. */
export function VenueTransferForm({ request: opened, onClose }: VenueTransferFormProps) {
  const { channelCode, message, isActivity, onDone } = opened;
  const balance = useEndpointQuery(funds.getBalance, {});
  const venue = useEndpointQuery(funds.venueBalance, { channelCode });
  const [submitting, setSubmitting] = useState(false);
  const transfer = useMoneyMutation(funds.venueTransfer);
  const formId = useId();

  const centerFen = balance.data ? yuanTextToFen(balance.data.centerWalletBalance) : undefined;
  const schema = useMemo(
    () => transferAmountForm({ availableFen: centerFen, overBalance: t('funds.venueTransfer.overBalance') }),
    [centerFen],
  );
  const { handleSubmit, setValue, watch, clearErrors, formState } = useZodForm(schema, {
    defaultValues: { amount: '' },
  });

  const fillAll = () => {
    if (centerFen === undefined) return;
    setValue('amount', transferAllAmount(centerFen));
    clearErrors('amount');
  };

  const submit = handleSubmit(async ({ amount }) => {
    if (submitting) return;
    setSubmitting(true);
    const input = {
      channelCode,
      amount,
      ty: funds.TransferDirection.IN,
      ...(isActivity === undefined ? {} : { isActivity }),
    };
    try {
      await transfer.run(input);
      toast.success(t('funds.venueTransfer.success'));
      onClose();
    } catch (failure) {
      setSubmitting(false);
      if (failure instanceof ApiError && failure.statusCode === ErrorCode.VENUE_ACTIVITY) {
        onClose();
        showTips({ msg: failure.message, ...(onDone ? { onSure: onDone, onCancel: onDone } : {}) });
        return;
      }
      toast.error(failureText(failure));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('funds.venueTransfer.title')}
      width={440}
      footer={
        <Footer>
          <Button variant="secondary" onClick={onClose}>
            {t('funds.venueTransfer.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={submitting}>
            {t('funds.venueTransfer.submit')}
          </Button>
        </Footer>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
        {message && <Notice role="note">{message}</Notice>}
        <Row>
          <span>{t('funds.venueTransfer.venue')}</span>
          <Value>{venue.data?.name ?? channelCode}</Value>
        </Row>
        <Row>
          <span>{t('funds.venueTransfer.centerBalance')}</span>
          {centerFen !== undefined ? (
            <Value data-testid="center-balance">{formatMoney(centerFen, { currency: 'symbol' })}</Value>
          ) : balance.error ? (
            <Button variant="ghost" size="sm" onClick={balance.reload}>
              {t('funds.venueTransfer.balanceUnavailable')}，{t('funds.venueTransfer.retryBalance')}
            </Button>
          ) : (
            <Skeleton width="80px" height="16px" />
          )}
        </Row>
        <TransferAmountField
          label={t('funds.venueTransfer.amount')}
          placeholder={t('funds.venueTransfer.amountPlaceholder')}
          amount={watch('amount')}
          onAmountChange={(next) => {
            setValue('amount', next);
            clearErrors('amount');
          }}
          error={formState.errors.amount?.message}
          onAll={fillAll}
          allDisabled={centerFen === undefined}
        />
      </form>
    </Dialog>
  );
}
