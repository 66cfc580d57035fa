import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { ApiError, failureText, useMoneyMutation } from '@site/shared/api';
import { ErrorCode, fenToYuanText, funds } from '@site/shared/contract';
import { formatMoney, toChineseCapital } from '@site/shared/format';
import { useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { Button, ButtonLink, FormError, TextField, toast } from '@site/shared/ui';
import { withdrawForm } from '@site/shared/validation';
import { MoneyAmountField } from '../../lib/money-amount-field';
import { PayoutAccountPicker } from './payout-account-picker';
import { md5Password, type PayoutKind } from './withdraw-api';
import { WithdrawConfirmDialog } from './withdraw-confirm-dialog';
import { AMOUNT_MAX_LENGTH, PASSWORD_LENGTH, limitsOf, quote, typedFen, type Quote } from './withdraw-rules';
import { Facts, Prompt } from './withdraw-styles';

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 560px;
`;

export interface WithdrawInfo {
  withdrawable: string;
  remainingCount: number;
  hasWithdrawPassword: boolean;
  realName: string;
  cards: funds.BankCard[];
  cfg: funds.WithdrawCfg;
}

export interface WithdrawFormProps {
  kind: PayoutKind;
  info: WithdrawInfo;
  /** Yuan per USDT: the USDT method shows what arrives in coins. */
  rate?: string | undefined;
  /** The order the server created. */
  onSubmitted: (order: funds.WithdrawOrder) => void;
  /** The server refused: balance or limits may have moved, reload them. */
  onRefused: () => void;
}

const yuan = (fen: number) => t('withdraw.takeMoney.yuan', { amount: formatMoney(fen) });

/**
 * Account, amount (全部 fills the withdrawable maximum), live fee and amount received,
 * the withdrawal password, then a confirmation dialog before `withdraw/new`. Prompts
 * replace what the member cannot do yet (no real name, no password, no withdrawals left).
 */
export function WithdrawForm({ kind, info, rate, onSubmitted, onRefused }: WithdrawFormProps) {
  const [cardId, setCardId] = useState<number | undefined>(info.cards[0]?.id);
  const limits = limitsOf(info);
  const { minFen, maxFen, withdrawableFen } = limits;
  // A reload of the info with the same limits keeps the schema (and the form's resolver).
  const schema = useMemo(
    () => withdrawForm({ minFen, maxFen, withdrawableFen }),
    [minFen, maxFen, withdrawableFen],
  );
  const form = useZodForm(schema, { defaultValues: { amount: '', password: '' } });
  const { register, handleSubmit, setError, clearErrors, setValue, getValues, watch, formState } = form;
  const { errors } = formState;
  const [confirming, setConfirming] = useState<Quote | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One withdrawal is the account and the amount: a retry after no answer reuses its id.
  const withdraw = useMoneyMutation(funds.withdrawNew, {
    actionKey: (p) => `${kind}|${p.cardId}|${p.amount}`,
  });
  // A second click can land before React re-renders the disabled button.
  const inFlight = useRef(false);

  const card = info.cards.find((c) => c.id === cardId);
  const amount = watch('amount');
  const liveFen = typedFen(amount);
  const live = liveFen === null ? null : quote(info.cfg, liveFen, rate);
  const blocked = !info.realName || !info.hasWithdrawPassword || info.remainingCount <= 0;

  const review = handleSubmit((values) => {
    if (blocked || !card || submitting) return;
    setConfirming(quote(info.cfg, values.amount, rate));
  });

  const confirm = async () => {
    if (!confirming || !card || inFlight.current) return;
    const amountText = fenToYuanText(confirming.amountFen);
    inFlight.current = true;
    setSubmitting(true);
    try {
      const order = await withdraw.run({
        cardId: card.id,
        amount: amountText,
        password: md5Password(getValues('password')),
      });
      toast.success(t('withdraw.takeMoney.submitted'));
      onSubmitted(order);
    } catch (failure) {
      inFlight.current = false;
      setSubmitting(false);
      setConfirming(null);
      // Shown beside the form rather than as a toast, so it stays while the member corrects.
      if (!(failure instanceof ApiError)) {
        setError('root', { message: failureText(failure) });
        return;
      }
      if (failure.statusCode === ErrorCode.PASSWORD_CHECK_FAILURE) {
        setValue('password', '');
        setError('password', { message: failure.message });
      } else {
        setError('root', { message: failure.message });
      }
      onRefused();
    }
  };

  if (!info.realName) {
    return (
      <Prompt role="note">
        <span>{t('withdraw.takeMoney.noRealName')}</span>
        <ButtonLink size="sm" to={routePaths.auth}>
          {t('withdraw.takeMoney.toAuth')}
        </ButtonLink>
      </Prompt>
    );
  }
  if (info.cards.length === 0)
    return <PayoutAccountPicker kind={kind} cards={info.cards} value={undefined} onChange={setCardId} />;

  return (
    <>
      <Form
        noValidate
        aria-label={t('withdraw.takeMoney.submit')}
        onSubmit={(event) => {
          if (blocked || !card || submitting) {
            event.preventDefault();
            return;
          }
          void review(event);
        }}
      >
        <PayoutAccountPicker kind={kind} cards={info.cards} value={cardId} onChange={setCardId} />
        <MoneyAmountField
          label={t('withdraw.takeMoney.amount')}
          placeholder={t('withdraw.takeMoney.amountPlaceholder', {
            min: formatMoney(limits.minFen),
            max: formatMoney(limits.maxFen),
          })}
          value={amount}
          maxLength={AMOUNT_MAX_LENGTH}
          onValueChange={(value) => {
            setValue('amount', value);
            clearErrors('amount');
            clearErrors('root');
          }}
          error={errors.amount?.message}
          hint={
            live ? t('withdraw.takeMoney.capital', { capital: toChineseCapital(live.amountFen) }) : undefined
          }
          suffix={
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setValue('amount', fenToYuanText(limits.withdrawableFen));
                clearErrors('amount');
              }}
            >
              {t('withdraw.takeMoney.all')}
            </Button>
          }
        />
        {live && (
          <Facts aria-label={t('withdraw.takeMoney.received')}>
            <dt>{t('withdraw.takeMoney.fee')}</dt>
            <dd>{yuan(live.feeFen)}</dd>
            <dt>{t('withdraw.takeMoney.received')}</dt>
            <dd data-testid="received">{yuan(live.receivedFen)}</dd>
            {live.usdtCents !== undefined && (
              <>
                <dt>{t('withdraw.takeMoney.receivedUsdt')}</dt>
                <dd>{t('withdraw.takeMoney.usdtAmount', { amount: formatMoney(live.usdtCents) })}</dd>
              </>
            )}
          </Facts>
        )}
        {info.hasWithdrawPassword ? (
          <TextField
            type="password"
            label={t('withdraw.takeMoney.password')}
            placeholder={t('withdraw.takeMoney.passwordPlaceholder')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={PASSWORD_LENGTH}
            error={errors.password?.message}
            {...register('password', {
              onChange: () => {
                clearErrors('password');
                clearErrors('root');
              },
            })}
          />
        ) : (
          <Prompt role="note">
            <span>{t('withdraw.takeMoney.noPassword')}</span>
            <ButtonLink size="sm" to={routePaths.userinfo}>
              {t('withdraw.takeMoney.toSetPassword')}
            </ButtonLink>
          </Prompt>
        )}
        {info.remainingCount <= 0 && <Prompt role="note">{t('withdraw.takeMoney.noCountLeft')}</Prompt>}
        <FormError>{errors.root?.message}</FormError>
        <Button variant="primary" type="submit" disabled={blocked || !card} loading={submitting}>
          {t('withdraw.takeMoney.submit')}
        </Button>
      </Form>
      {confirming && card && (
        <WithdrawConfirmDialog
          card={card}
          quote={confirming}
          submitting={submitting}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  );
}
