import styled from 'styled-components';
import type { funds } from '@site/shared/contract';
import { routePaths } from '@site/shared/routes';
import { maskRealName } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { ButtonLink, EmptyState, TextLink } from '@site/shared/ui';
import type { PayoutKind } from './withdraw-api';

const Group = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 12px 14px;
  border: 1px solid ${(p) => (p.$checked ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.md};
  cursor: pointer;
  input {
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

const Lines = styled.span`
  display: grid;
  gap: 2px;
  font-size: ${(p) => p.theme.fontSizes.sm};
  small {
    color: ${(p) => p.theme.colors.textSecondary};
    font-family: ${(p) => p.theme.fonts.mono};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 8px;
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const manage: Record<PayoutKind, string> = { bank: routePaths.addBankCard, usdt: routePaths.virtualCoinCard };

/** "招商银行 6225 **** **** 5678": how an account is named everywhere on the page. */
export function accountLabel(card: funds.BankCard): string {
  return `${card.bankName} ${card.accountNo}`;
}

export interface PayoutAccountPickerProps {
  kind: PayoutKind;
  cards: readonly funds.BankCard[];
  value: number | undefined;
  onChange: (cardId: number) => void;
}

/** The member's accounts of one method as radio choices; none: a call to action to add one. */
export function PayoutAccountPicker({ kind, cards, value, onChange }: PayoutAccountPickerProps) {
  if (cards.length === 0) {
    const bank = kind === 'bank';
    return (
      <EmptyState
        compact
        title={t(bank ? 'withdraw.takeMoney.noBankCard' : 'withdraw.takeMoney.noUsdt')}
        description={t(bank ? 'withdraw.takeMoney.noBankCardText' : 'withdraw.takeMoney.noUsdtText')}
        action={
          <ButtonLink size="sm" to={manage[kind]}>
            {t(bank ? 'withdraw.takeMoney.addBankCard' : 'withdraw.takeMoney.addUsdt')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div>
      <Head>
        <span>{t('withdraw.takeMoney.account')}</span>
        <TextLink to={manage[kind]}>{t('withdraw.takeMoney.manageAccounts')}</TextLink>
      </Head>
      <Group role="radiogroup" aria-label={t('withdraw.takeMoney.accountsLabel')}>
        {cards.map((card) => (
          <Option key={card.id} $checked={card.id === value}>
            <input
              type="radio"
              name={`payout-${kind}`}
              aria-label={accountLabel(card)}
              checked={card.id === value}
              onChange={() => onChange(card.id)}
            />
            <Lines>
              <span>{card.bankName}</span>
              <small>{card.accountNo}</small>
              {card.holderName && <small>{maskRealName(card.holderName)}</small>}
            </Lines>
          </Option>
        ))}
      </Group>
    </div>
  );
}
