import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { funds } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { formatMoney } from '@site/shared/format';
import { useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { Button, ButtonLink, Tabs, TextField } from '@site/shared/ui';
import { depositForm } from '@site/shared/validation';
import { usePayDeposit, type DepositDraft } from '../hooks/use-pay-deposit';
import { amountFen, limitsOf, type DepositReward } from '../utils/deposit-amount';
import type { UsdtProtocol } from '../utils/order-cache';
import { AmountField } from './amount-field';
import { ConfirmDepositDialog } from './confirm-deposit-dialog';
import { RewardHints } from './reward-hints';

export interface DepositFormProps {
  types: readonly funds.PaymentType[];
  /** The member's real name as getCustomerInfo answered it. */
  customer: { realName: string; bindRealName: boolean };
  rewards: readonly DepositReward[];
  /** The real name was bound (or found bound): read the customer info again. */
  onNameBound: () => void;
  /** No birthday on file: SPEC §5 18+ comes before the first deposit (the server answers 6035). */
  needsBirthday?: boolean;
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 640px;
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textSecondary};
`;

const BirthdayNotice = styled.section`
  display: grid;
  gap: 8px;
  justify-items: start;
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => p.theme.colors.warning};
  font-size: ${(p) => p.theme.fontSizes.sm};
  h3,
  p {
    margin: 0;
  }
  h3 {
    font-size: ${(p) => p.theme.fontSizes.md};
    color: ${(p) => p.theme.colors.text};
  }
  p {
    color: ${(p) => p.theme.colors.textSecondary};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;

/** Bank-card and USDT money is matched by the payer's name: the server wants the real name bound first. */
const needsRealName = (type: funds.PaymentType) => type.mode === 'account';

/** Before the types are known: no form is shown, the schema is a placeholder. */
const NO_LIMITS = { minFen: 0, maxFen: 0 };

/** /mine/savemoney form: pay type tabs, amount with chips, real name when needed, confirmation, pay. */
export function DepositForm({
  types,
  customer,
  rewards,
  onNameBound,
  needsBirthday = false,
}: DepositFormProps) {
  const [payType, setPayType] = useState<funds.PayType>(types[0]?.payType ?? 'bank');
  const [protocol, setProtocol] = useState<UsdtProtocol | null>(null);
  const [draft, setDraft] = useState<DepositDraft | null>(null);
  // Unticked by default: a bonus brings a turnover requirement, so the member opts in knowingly.
  const [applyId, setApplyId] = useState<number | null>(null);
  const { submit, submitting } = usePayDeposit(onNameBound);

  const type = types.find((x) => x.payType === payType) ?? types[0];
  const askName = type !== undefined && needsRealName(type) && !customer.bindRealName;
  const limits = type ? limitsOf(type) : NO_LIMITS;
  const { minFen, maxFen } = limits;
  // The channel's limits and whether the name is asked make the schema (and the form's resolver).
  const schema = useMemo(() => depositForm({ minFen, maxFen }, askName), [minFen, maxFen, askName]);
  const form = useZodForm(schema, { defaultValues: { amount: '', realName: '' } });
  const { register, handleSubmit, setValue, clearErrors, reset, watch, formState } = form;
  if (!type) return null;
  const chosenProtocol = protocol ?? type.protocols[0] ?? null;
  const amount = watch('amount');

  const review = handleSubmit((values) => {
    const offer = rewards.find((r) => r.id === applyId && !r.joined);
    setDraft({
      type,
      amount: values.amount,
      protocol: type.payType === 'usdt' ? chosenProtocol : null,
      realName: values.realName,
      offer: offer ? { id: offer.id, title: offer.title } : null,
    });
  });

  const confirm = async (ready: DepositDraft) => {
    if (await submit(ready)) {
      setDraft(null);
      reset();
      setApplyId(null);
    }
  };

  return (
    <Tabs
      aria-label={t('deposit.page.types')}
      variant="card"
      items={types.map((x) => ({ value: x.payType, label: x.name }))}
      value={type.payType}
      onChange={(next) => {
        setPayType(next);
        clearErrors('amount');
      }}
    >
      <Form noValidate aria-label={t('deposit.form.label')} onSubmit={(event) => void review(event)}>
        <Meta>
          <span>
            {t('deposit.form.limits', { min: formatMoney(limits.minFen), max: formatMoney(limits.maxFen) })}
          </span>
          {type.rate && <span>{t('deposit.form.rate', { rate: type.rate })}</span>}
        </Meta>
        {type.protocols.length > 0 && chosenProtocol && (
          <Tabs
            aria-label={t('deposit.form.protocol')}
            variant="pill"
            items={type.protocols.map((p) => ({ value: p, label: p }))}
            value={chosenProtocol}
            onChange={setProtocol}
          />
        )}
        <AmountField
          type={type}
          value={amount}
          error={formState.errors.amount?.message}
          onChange={(next) => {
            setValue('amount', next);
            clearErrors('amount');
          }}
        />
        {askName && (
          <TextField
            label={t('deposit.form.realName')}
            placeholder={t('deposit.form.realNamePlaceholder')}
            maxLength={30}
            autoComplete="name"
            error={formState.errors.realName?.message}
            {...register('realName', { onChange: () => clearErrors('realName') })}
            hint={t('deposit.form.realNameHint', { name: type.name })}
          />
        )}
        {needsRealName(type) && customer.bindRealName && (
          <Meta>{t('deposit.form.depositor', { name: customer.realName })}</Meta>
        )}
        <RewardHints
          offers={rewards}
          amountFen={amountFen(amount)}
          applyId={applyId}
          onApplyChange={setApplyId}
        />
        {needsBirthday && (
          <BirthdayNotice aria-label={t('deposit.form.birthdayTitle')}>
            <h3>{t('deposit.form.birthdayTitle')}</h3>
            <p>{t('deposit.form.birthdayText')}</p>
            <ButtonLink variant="secondary" to={routePaths.userinfo}>
              {t('deposit.form.toFillBirthday')}
            </ButtonLink>
          </BirthdayNotice>
        )}
        <Footer>
          <Button variant="primary" size="lg" type="submit" loading={submitting} disabled={needsBirthday}>
            {t('deposit.form.submit')}
          </Button>
          <Button variant="text" onClick={() => bus.emit('customer_service')}>
            {t('deposit.form.customerService')}
          </Button>
        </Footer>
        <ConfirmDepositDialog
          draft={draft}
          submitting={submitting}
          onCancel={() => setDraft(null)}
          onConfirm={(d) => void confirm(d)}
        />
      </Form>
    </Tabs>
  );
}
