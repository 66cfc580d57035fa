import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { funds } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { formatMoney } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { Button, ButtonLink, Tabs, TextField } from '@site/shared/ui';
import { realName as realNameRule } from '@site/shared/validation';
import { usePayDeposit, type DepositDraft } from '../hooks/use-pay-deposit';
import { amountFen, checkDepositAmount, limitsOf, type DepositReward } from '../utils/deposit-amount';
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

/** /mine/savemoney form: pay type tabs, amount with chips, real name when needed, confirmation, pay. */
export function DepositForm({
  types,
  customer,
  rewards,
  onNameBound,
  needsBirthday = false,
}: DepositFormProps) {
  const [payType, setPayType] = useState<funds.PayType>(types[0]?.payType ?? 'bank');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [protocol, setProtocol] = useState<UsdtProtocol | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [draft, setDraft] = useState<DepositDraft | null>(null);
  // Unticked by default: a bonus brings a turnover requirement, so the member opts in knowingly.
  const [applyId, setApplyId] = useState<number | null>(null);
  const { submit, submitting } = usePayDeposit(onNameBound);

  const type = types.find((x) => x.payType === payType) ?? types[0];
  if (!type) return null;
  const askName = needsRealName(type) && !customer.bindRealName;
  const chosenProtocol = protocol ?? type.protocols[0] ?? null;
  const limits = limitsOf(type);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDepositAmount(amount, limits);
    const named = askName ? realNameRule.safeParse(name) : null;
    setAmountError(checked.ok ? undefined : checked.error);
    setNameError(named && !named.success ? named.error.issues[0]?.message : undefined);
    if (!checked.ok || (named && !named.success)) return;
    const offer = rewards.find((r) => r.id === applyId && !r.joined);
    setDraft({
      type,
      amount: checked.text,
      protocol: type.payType === 'usdt' ? chosenProtocol : null,
      realName: named ? named.data : null,
      offer: offer ? { id: offer.id, title: offer.title } : null,
    });
  };

  const confirm = async (ready: DepositDraft) => {
    if (await submit(ready)) {
      setDraft(null);
      setAmount('');
      setName('');
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
        setAmountError(undefined);
      }}
    >
      <Form noValidate aria-label={t('deposit.form.label')} onSubmit={review}>
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
          error={amountError}
          onChange={(next) => {
            setAmount(next);
            setAmountError(undefined);
          }}
        />
        {askName && (
          <TextField
            label={t('deposit.form.realName')}
            placeholder={t('deposit.form.realNamePlaceholder')}
            value={name}
            maxLength={30}
            autoComplete="name"
            onChange={(e) => {
              setName(e.target.value);
              setNameError(undefined);
            }}
            error={nameError}
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
