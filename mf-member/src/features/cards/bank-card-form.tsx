import { useMemo } from 'react';
import type { funds } from '@site/shared/contract';
import { useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, FormError, Select, TextField } from '@site/shared/ui';
import { checkedForm } from '@site/shared/validation';
import { CARD_NO_INPUT_MAX_LENGTH, cardNoError, compactCardNo, groupCardNo } from './card-number';
import { addBankCard } from './cards-api';
import { ConfirmDialog } from './confirm-dialog';
import { Form } from './form-bits';
import { useConfirmedAdd } from './use-confirmed-add';

export interface BankCardFormProps {
  banks: readonly { bankCode: string; bankName: string }[];
  /** The registered real name: the only holder name the server accepts. */
  realName: string;
  onAdded: (card: funds.BankCard) => void;
}

/**
 * Bank, card number (digits, 12-19, shown in groups of four) and the holder, fixed to the
 * registered real name: SPEC §1 lets the site refuse settlement to a card whose holder
 * differs from the registered name, so another name is never offered. A confirmation
 * comes before the call, since a bound card cannot be edited by the member.
 */
export function BankCardForm({ banks, realName, onAdded }: BankCardFormProps) {
  const schema = useMemo(
    () =>
      checkedForm({
        bankCode: (code) =>
          banks.some((b) => b.bankCode === code) ? undefined : t('cards.bankCard.bankRequired'),
        cardNo: cardNoError,
      }),
    [banks],
  );
  const form = useZodForm(schema, { defaultValues: { bankCode: '', cardNo: '' } });
  const { handleSubmit, setValue, watch, setError, clearErrors, reset, getValues, formState } = form;
  const { serverError, clearServerError, confirming, cancel, submitting, ask, add } = useConfirmedAdd();
  const bankCode = watch('bankCode');
  const cardNo = watch('cardNo');
  const bank = banks.find((b) => b.bankCode === bankCode);

  const check = handleSubmit(() => ask());

  const submit = () => {
    if (!bank) return;
    void add(
      () => addBankCard(bank.bankCode, compactCardNo(getValues('cardNo')), realName),
      t('cards.bankCard.success'),
      (card) => {
        // The page stays in the tab cache: start empty next time.
        reset({ bankCode: '', cardNo: '' });
        onAdded(card);
      },
    );
  };

  return (
    <Form
      noValidate
      aria-label={t('cards.bankCard.formLabel')}
      onSubmit={(event) => {
        clearServerError();
        void check(event);
      }}
    >
      <Select
        label={t('cards.bankCard.bank')}
        placeholder={t('cards.bankCard.bankPlaceholder')}
        value={bankCode}
        options={banks.map((b) => ({ value: b.bankCode, label: b.bankName }))}
        error={formState.errors.bankCode?.message}
        onChange={(e) => {
          setValue('bankCode', e.target.value);
          clearErrors('bankCode');
        }}
      />
      <TextField
        label={t('cards.bankCard.cardNo')}
        placeholder={t('cards.bankCard.cardNoPlaceholder')}
        value={groupCardNo(cardNo)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={CARD_NO_INPUT_MAX_LENGTH}
        error={formState.errors.cardNo?.message}
        onChange={(e) => {
          const typed = compactCardNo(e.target.value);
          setValue('cardNo', typed);
          // Say at once when something other than digits went in; length is judged on submit.
          if (/^\d*$/.test(typed)) clearErrors('cardNo');
          else setError('cardNo', { message: t('cards.bankCard.cardNoDigits') });
        }}
      />
      <TextField
        label={t('cards.bankCard.holder')}
        value={realName}
        readOnly
        suffix={t('cards.bankCard.holderLocked')}
        hint={t('cards.bankCard.holderHint')}
      />
      <FormError>{serverError}</FormError>
      <Button variant="primary" type="submit" block>
        {t('cards.bankCard.submit')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('cards.bankCard.confirmTitle')}
        text={t('cards.bankCard.confirmText')}
        rows={[
          { label: t('cards.confirm.bank'), value: bank?.bankName ?? '' },
          { label: t('cards.confirm.cardNo'), value: groupCardNo(cardNo) },
          { label: t('cards.confirm.holder'), value: realName },
        ]}
        confirmText={t('cards.bankCard.confirm')}
        busy={submitting}
        onConfirm={submit}
        onCancel={cancel}
      />
    </Form>
  );
}
