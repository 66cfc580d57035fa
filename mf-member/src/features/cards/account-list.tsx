import styled from 'styled-components';
import type { funds } from '@site/shared/contract';
import { formatDate, maskRealName } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { TileGrid } from '@site/shared/ui';

const List = styled(TileGrid).attrs({ $min: '300px', $gap: '16px' })``;

const Item = styled.li`
  display: grid;
  gap: 10px;
  padding: 18px 20px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 4px solid ${(p) => p.theme.colors.primary};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.text};
`;

const Name = styled.strong`
  font-size: ${(p) => p.theme.fontSizes.md};
`;

const AccountNo = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${(p) => p.theme.fontSizes.lg};
  letter-spacing: 0.04em;
  word-break: break-all;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** The added date; a time the formatter cannot read is shown as the server sent it. */
function addedDate(createTime: string): string {
  try {
    return formatDate(createTime);
  } catch {
    return createTime;
  }
}

export interface AccountListProps {
  cards: readonly funds.BankCard[];
  /** Accessible name of the list. */
  label: string;
}

/**
 * Bound withdrawal accounts: numbers come masked from the server (only the last digits
 * visible); the holder name is masked again by the site's one rule (张**), which leaves a
 * name the server masked the same way as it is and never shows more of one it did not.
 */
export function AccountList({ cards, label }: AccountListProps) {
  return (
    <List aria-label={label}>
      {cards.map((card) => (
        <Item key={card.id} aria-label={`${card.bankName} ${card.accountNo}`}>
          <Name>{card.bankName}</Name>
          <AccountNo>{card.accountNo}</AccountNo>
          <Meta>
            {card.holderName !== '' && (
              <span>{t('cards.common.holder', { name: maskRealName(card.holderName) })}</span>
            )}
            <span>{t('cards.common.addedAt', { date: addedDate(card.createTime) })}</span>
          </Meta>
        </Item>
      ))}
    </List>
  );
}
