import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { ApiError, failureText, useMoneyMutation } from '@site/shared/api';
import { ErrorCode, funds, yuanTextToFen } from '@site/shared/contract';
import { useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, Select, showTips, toast } from '@site/shared/ui';
import { transferAllAmount, transferAmountForm } from '@site/shared/validation';
import { TransferAmountField } from '../../lib/transfer-amount-field';
import { type Direction } from '../../lib/venue-transfer';

const Form = styled.form`
  display: grid;
  gap: 12px;
`;

export interface TransferTarget {
  channelCode: string;
  direction: Direction;
}

export interface TransferFormProps {
  venues: readonly funds.VenueBalance[];
  /** Spendable center balance in fen. */
  centerFen: number;
  target: TransferTarget;
  onTargetChange: (target: TransferTarget) => void;
}

/** Transfer between the center wallet and one venue: venue, direction, amount with 全部. */
export function TransferForm({ venues, centerFen, target, onTargetChange }: TransferFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const transfer = useMoneyMutation(funds.venueTransfer);
  const formId = useId();

  const venue = venues.find((v) => v.channelCode === target.channelCode);
  const into = target.direction === funds.TransferDirection.IN;
  const availableFen = into ? centerFen : venue ? yuanTextToFen(venue.balance) : 0;
  const schema = useMemo(
    () =>
      transferAmountForm({
        availableFen,
        overBalance: t('funds.transferMoney.overBalance'),
        required: t('funds.transferMoney.amountRequired'),
      }),
    [availableFen],
  );
  const { handleSubmit, setValue, watch, clearErrors, reset, formState } = useZodForm(schema, {
    defaultValues: { amount: '' },
  });

  const submit = handleSubmit(async ({ amount }) => {
    if (submitting || !venue) return;
    setSubmitting(true);
    try {
      await transfer.run({ channelCode: venue.channelCode, amount, ty: target.direction });
      toast.success(t('funds.transferMoney.success'));
      reset({ amount: '' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.statusCode === ErrorCode.VENUE_ACTIVITY)
        showTips({ msg: failure.message });
      else toast.error(failureText(failure));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Form
      id={formId}
      noValidate
      onSubmit={(e) => {
        if (submitting || !venue) e.preventDefault();
        else void submit(e);
      }}
      aria-label={t('funds.transferMoney.formTitle')}
    >
      <Select
        label={t('funds.transferMoney.venue')}
        value={target.channelCode}
        onChange={(e) => onTargetChange({ ...target, channelCode: e.target.value })}
        options={venues.map((v) => ({ value: v.channelCode, label: v.name, disabled: v.status !== 'open' }))}
      />
      <Select
        label={t('funds.transferMoney.direction')}
        value={String(target.direction)}
        onChange={(e) =>
          onTargetChange({
            ...target,
            direction: e.target.value === '2' ? funds.TransferDirection.OUT : funds.TransferDirection.IN,
          })
        }
        options={[
          { value: '1', label: t('funds.transferMoney.directionIn') },
          { value: '2', label: t('funds.transferMoney.directionOut') },
        ]}
      />
      <TransferAmountField
        label={t('funds.transferMoney.amount')}
        placeholder={t('funds.transferMoney.amountPlaceholder')}
        amount={watch('amount')}
        onAmountChange={(next) => {
          setValue('amount', next);
          clearErrors('amount');
        }}
        error={formState.errors.amount?.message}
        onAll={() => {
          setValue('amount', transferAllAmount(availableFen));
          clearErrors('amount');
        }}
      />
      <Button variant="primary" type="submit" loading={submitting} disabled={!venue}>
        {t('funds.transferMoney.submit')}
      </Button>
    </Form>
  );
}
