import styled from 'styled-components';
import { fenToYuanText, type funds } from '@site/shared/contract';
import { formatMoney, toChineseCapital } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { TextLink } from '@site/shared/ui';
import { MoneyAmountField } from '../../../lib/money-amount-field';
import {
  DEPOSIT_AMOUNT_MAX_LENGTH,
  amountFen,
  coinsFor,
  limitsOf,
  quickAmounts,
} from '../utils/deposit-amount';

export interface AmountFieldProps {
  type: funds.PaymentType;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Chip = styled.button`
  min-width: 84px;
  height: 36px;
  padding: 0 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primaryText};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Hint = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
`;

/** Amount input with the type's limits in the placeholder, capital numerals and quick-amount chips. */
export function AmountField({ type, value, error, onChange }: AmountFieldProps) {
  const limits = limitsOf(type);
  // Capital numerals for any well-formed amount, even outside the limits: the player sees what they typed.
  const fen = amountFen(value);
  const hint =
    fen !== null ? (
      <Hint>
        <span>{t('deposit.form.capital', { capital: toChineseCapital(fen) })}</span>
        {type.payType === 'usdt' && type.rate && (
          <span>{t('deposit.form.coinEstimate', { coins: coinsFor(fen, type.rate) })}</span>
        )}
      </Hint>
    ) : undefined;
  const chips = quickAmounts(limits);

  return (
    <>
      <MoneyAmountField
        label={t('deposit.form.amount')}
        placeholder={t('deposit.form.amountPlaceholder', {
          min: formatMoney(limits.minFen),
          max: formatMoney(limits.maxFen),
        })}
        value={value}
        maxLength={DEPOSIT_AMOUNT_MAX_LENGTH}
        onValueChange={onChange}
        error={error}
        hint={hint}
        suffix={t('deposit.form.yuan')}
      />
      {chips.length > 0 && (
        <Chips role="group" aria-label={t('deposit.form.quickAmounts')}>
          {chips.map((chip) => (
            <Chip
              key={chip}
              type="button"
              aria-pressed={fen === chip}
              onClick={() => onChange(fenToYuanText(chip).replace(/\.00$/, ''))}
            >
              {t('deposit.form.quickAmount', { amount: formatMoney(chip) })}
            </Chip>
          ))}
        </Chips>
      )}
      {/* RTS 12: the limit tools one step from the deposit page. */}
      <TextLink to={routePaths.responsible}>{t('protection.depositLink')}</TextLink>
    </>
  );
}
