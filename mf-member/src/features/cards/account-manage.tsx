import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { failureText } from '@site/shared/api';
import { t } from '@site/shared/i18n';
import { Button, Card, EmptyState, ErrorState, SkeletonText } from '@site/shared/ui';
import { addAccountPath, type AccountKind } from './account-kind';
import { AccountList } from './account-list';
import { AlipayNotice } from './alipay-notice';
import { KindNav } from './kind-nav';
import { useCardAccounts, type CardAccountsState } from './use-card-accounts';

const Extra = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

export const Hint = styled.p`
  margin: 16px 0 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
  line-height: 1.6;
`;

const TEXT = {
  bank: {
    list: 'cards.manage.listBank',
    count: 'cards.manage.countBank',
    add: 'cards.manage.addBank',
    emptyTitle: 'cards.manage.emptyBankTitle',
    emptyText: 'cards.manage.emptyBankText',
  },
  usdt: {
    list: 'cards.manage.listUsdt',
    count: 'cards.manage.countUsdt',
    add: 'cards.manage.addUsdt',
    emptyTitle: 'cards.manage.emptyUsdtTitle',
    emptyText: 'cards.manage.emptyUsdtText',
  },
} as const;

export interface CardAccountsProps {
  kind: 'bank' | 'usdt';
  accounts: CardAccountsState;
  /** Off under the USDT form, which is right above the list. */
  showAdd?: boolean;
}

/** The bound accounts of one card kind with the binding limit and the way to add one. */
export function CardAccounts({ kind, accounts, showAdd = true }: CardAccountsProps) {
  const navigate = useNavigate();
  const text = TEXT[kind];
  const { cards, max } = accounts;

  if (accounts.error) {
    return (
      <ErrorState
        title={t('cards.common.loadFailed')}
        message={failureText(accounts.error)}
        onRetry={accounts.reload}
      />
    );
  }
  if (!cards || max === undefined) return <SkeletonText lines={4} />;

  const full = cards.length >= max;
  const add = (
    <Button variant="primary" size="sm" disabled={full} onClick={() => navigate(addAccountPath(kind))}>
      {t(text.add)}
    </Button>
  );

  return (
    <Card
      title={t(text.list)}
      extra={
        <Extra>
          <span>{t(text.count, { count: cards.length, max })}</span>
          {showAdd && cards.length > 0 && add}
        </Extra>
      }
    >
      {cards.length === 0 ? (
        <EmptyState
          compact
          title={t(text.emptyTitle)}
          description={t(text.emptyText)}
          action={showAdd ? add : undefined}
        />
      ) : (
        <AccountList cards={cards} label={t(text.list)} />
      )}
      {full && <Hint role="status">{t('cards.manage.limitReached', { max })}</Hint>}
      <Hint>{t('cards.common.removeHint')}</Hint>
    </Card>
  );
}

function ManagedCards({ kind }: { kind: 'bank' | 'usdt' }) {
  return <CardAccounts kind={kind} accounts={useCardAccounts(kind)} />;
}

/** /mine/accountManage/:id: the accounts of one kind (see parseAccountKind), or the known kinds. */
export function AccountManage({ kind }: { kind: AccountKind | null }) {
  return (
    <>
      <KindNav current={kind} />
      {kind === null && (
        <EmptyState title={t('cards.manage.unknownTitle')} description={t('cards.manage.unknownText')} />
      )}
      {kind === 'alipay' && <AlipayNotice />}
      {(kind === 'bank' || kind === 'usdt') && <ManagedCards key={kind} kind={kind} />}
    </>
  );
}
