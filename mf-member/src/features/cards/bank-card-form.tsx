import { useState, type FormEvent } from 'react';
import type { funds } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button, Select, TextField } from '@site/shared/ui';
import { CARD_NO_INPUT_MAX_LENGTH, cardNoError, compactCardNo, groupCardNo } from './card-number';
import { addBankCard } from './cards-api';
import { ConfirmDialog } from './confirm-dialog';
import { Form, ServerError } from './form-bits';
import { useConfirmedAdd } from './use-confirmed-add';

export interface BankCardFormProps {
  banks: readonly { bankCode: string; bankName: string }[];
  /** The registered real name: the only holder name the server accepts. */
  realName: string;
  onAdded: (card: funds.BankCard) => void;
}

interface Errors {
  bank?: string | undefined;
  cardNo?: string | undefined;
}

/**
 * Bank, card number (digits, 12-19, shown in groups of four) and the holder, fixed to the
 * registered real name: SPEC §1 lets the site refuse settlement to a card whose holder
 * differs from the registered name, so another name is never offered. A confirmation
 * comes before the call, since a bound card cannot be edited by the member.
 */
export function BankCardForm({ banks, realName, onAdded }: BankCardFormProps) {
  const [bankCode, setBankCode] = useState('');
  const [cardNo, setCardNo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { serverError, clearServerError, confirming, cancel, submitting, ask, add } = useConfirmedAdd();
  const bank = banks.find((b) => b.bankCode === bankCode);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!bank) next.bank = t('cards.bankCard.bankRequired');
    const cardProblem = cardNoError(cardNo);
    if (cardProblem !== undefined) next.cardNo = cardProblem;
    setErrors(next);
    clearServerError();
    if (next.bank === undefined && next.cardNo === undefined) ask();
  };

  const submit = () => {
    if (!bank) return;
    void add(
      () => addBankCard(bank.bankCode, compactCardNo(cardNo), realName),
      t('cards.bankCard.success'),
      (card) => {
        // The page stays in the tab cache: start empty next time.
        setBankCode('');
        setCardNo('');
        onAdded(card);
      },
    );
  };

  return (
    <Form noValidate aria-label={t('cards.bankCard.formLabel')} onSubmit={check}>
      <Select
        label={t('cards.bankCard.bank')}
        placeholder={t('cards.bankCard.bankPlaceholder')}
        value={bankCode}
        options={banks.map((b) => ({ value: b.bankCode, label: b.bankName }))}
        error={errors.bank}
        onChange={(e) => {
          setBankCode(e.target.value);
          setErrors((x) => ({ ...x, bank: undefined }));
        }}
      />
      <TextField
        label={t('cards.bankCard.cardNo')}
        placeholder={t('cards.bankCard.cardNoPlaceholder')}
        value={groupCardNo(cardNo)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={CARD_NO_INPUT_MAX_LENGTH}
        error={errors.cardNo}
        onChange={(e) => {
          const typed = compactCardNo(e.target.value);
          setCardNo(typed);
          // Say at once when something other than digits went in; length is judged on submit.
          setErrors((x) => ({
            ...x,
            cardNo: /^\d*$/.test(typed) ? undefined : t('cards.bankCard.cardNoDigits'),
          }));
        }}
      />
      <TextField
        label={t('cards.bankCard.holder')}
        value={realName}
        readOnly
        suffix={t('cards.bankCard.holderLocked')}
        hint={t('cards.bankCard.holderHint')}
      />
      {serverError !== undefined && <ServerError role="alert">{serverError}</ServerError>}
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
