import { useMemo, useState } from 'react';
import type { ResponseOf, funds } from '@site/shared/contract';
import { useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, FormError, Select, TextField } from '@site/shared/ui';
import { checkedForm } from '@site/shared/validation';
import { addUsdtAddress } from './cards-api';
import { ConfirmDialog } from './confirm-dialog';
import { Form } from './form-bits';
import { useConfirmedAdd } from './use-confirmed-add';
import { cleanAddress, usdtAddressError, type UsdtProtocol } from './usdt-address';

type Currency = ResponseOf<typeof funds.vCurrencyList>[number];

export interface UsdtAddressFormProps {
  /** vCurrency/list: at least one entry. */
  currencies: readonly Currency[];
  /** Reached the binding limit: the form stays visible but cannot be sent. */
  full: boolean;
  onAdded: () => void;
}

/**
 * Currency and chain from vCurrency/list, and the address, checked against the chain's
 * format before a confirmation: coins sent to an address on another chain are lost.
 */
export function UsdtAddressForm({ currencies, full, onAdded }: UsdtAddressFormProps) {
  const [currencyName, setCurrencyName] = useState(currencies[0]?.currency ?? '');
  const currency = currencies.find((c) => c.currency === currencyName) ?? currencies[0];
  const protocols = currency?.protocols ?? [];
  const [picked, setPicked] = useState<UsdtProtocol | undefined>();
  const protocol = picked !== undefined && protocols.includes(picked) ? picked : protocols[0];
  const schema = useMemo(
    () => checkedForm({ address: (text) => (protocol ? usdtAddressError(protocol, text) : undefined) }),
    [protocol],
  );
  const { handleSubmit, register, clearErrors, reset, watch, formState } = useZodForm(schema, {
    defaultValues: { address: '' },
  });
  const address = watch('address');
  const { serverError, clearServerError, confirming, cancel, submitting, ask, add } = useConfirmedAdd();

  const check = handleSubmit(() => ask());

  const submit = () => {
    if (!protocol) return;
    void add(
      () => addUsdtAddress(protocol, cleanAddress(address)),
      t('cards.usdt.success'),
      () => {
        reset({ address: '' });
        onAdded();
      },
    );
  };

  return (
    <Form
      noValidate
      aria-label={t('cards.usdt.formTitle')}
      onSubmit={(event) => {
        if (!protocol || full) {
          event.preventDefault();
          return;
        }
        clearServerError();
        void check(event);
      }}
    >
      <Select
        label={t('cards.usdt.currency')}
        value={currency?.currency ?? ''}
        options={currencies.map((c) => ({ value: c.currency, label: c.currency }))}
        onChange={(e) => setCurrencyName(e.target.value)}
        hint={
          currency ? t('cards.usdt.rate', { currency: currency.currency, rate: currency.rate }) : undefined
        }
      />
      <Select
        label={t('cards.usdt.protocol')}
        value={protocol ?? ''}
        options={protocols.map((p) => ({ value: p, label: p }))}
        onChange={(e) => {
          setPicked(protocols.find((p) => p === e.target.value));
          clearErrors('address');
        }}
        hint={t('cards.usdt.protocolHint')}
      />
      <TextField
        label={t('cards.usdt.address')}
        placeholder={
          protocol === 'ERC20'
            ? t('cards.usdt.addressPlaceholderERC20')
            : t('cards.usdt.addressPlaceholderTRC20')
        }
        autoComplete="off"
        spellCheck={false}
        maxLength={80}
        error={formState.errors.address?.message}
        {...register('address', { onChange: () => clearErrors('address') })}
      />
      <FormError>{serverError}</FormError>
      <Button variant="primary" type="submit" block disabled={full || !protocol}>
        {t('cards.usdt.submit')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('cards.usdt.confirmTitle')}
        text={t('cards.usdt.confirmText')}
        rows={[
          { label: t('cards.confirm.currency'), value: currency?.currency ?? '' },
          { label: t('cards.confirm.protocol'), value: protocol ?? '' },
          { label: t('cards.confirm.address'), value: cleanAddress(address) },
        ]}
        confirmText={t('cards.usdt.confirm')}
        busy={submitting}
        onConfirm={submit}
        onCancel={cancel}
      />
    </Form>
  );
}
