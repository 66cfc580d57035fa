import styled from 'styled-components';
import { failureText, useEndpointQuery } from '@site/shared/api';
import { funds } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { Card, ErrorState, SkeletonText, TextLink } from '@site/shared/ui';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 20px;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 8px;
  font-weight: ${(p) => p.theme.fontWeights.medium};
`;

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 12px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  small {
    color: ${(p) => p.theme.colors.textSecondary};
    font-family: ${(p) => p.theme.fonts.mono};
  }
`;

const None = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const GROUPS = [
  {
    kind: 'bank',
    title: 'withdraw.wallet.bankCards',
    manage: 'withdraw.wallet.manageBank',
    none: 'withdraw.wallet.noBankCard',
    to: routePaths.addBankCard,
  },
  {
    kind: 'usdt',
    title: 'withdraw.wallet.usdtAddresses',
    manage: 'withdraw.wallet.manageUsdt',
    none: 'withdraw.wallet.noUsdt',
    to: routePaths.virtualCoinCard,
  },
] as const;

/** The member's bank cards and USDT addresses, read-only, with links to the pages that manage them. */
export function PayoutAccounts() {
  const cards = useEndpointQuery(funds.queryMemberBanksInfoList, {});
  let body;
  if (cards.error) {
    body = (
      <ErrorState
        compact
        title={t('withdraw.wallet.accountsFailed')}
        message={failureText(cards.error)}
        onRetry={cards.reload}
        retrying={cards.fetching}
      />
    );
  } else if (!cards.data) {
    body = <SkeletonText lines={3} />;
  } else {
    const all = cards.data;
    body = (
      <Columns>
        {GROUPS.map((g) => {
          const mine = all.filter((c) => c.kind === g.kind);
          return (
            <section key={g.kind} aria-label={t(g.title)}>
              <Head>
                <span>{t(g.title)}</span>
                <TextLink to={g.to}>{t(g.manage)}</TextLink>
              </Head>
              {mine.length === 0 ? (
                <None>{t(g.none)}</None>
              ) : (
                <List>
                  {mine.map((c) => (
                    <li key={c.id}>
                      <span>{c.bankName}</span>
                      <small>{c.accountNo}</small>
                    </li>
                  ))}
                </List>
              )}
            </section>
          );
        })}
      </Columns>
    );
  }
  return <Card title={t('withdraw.wallet.accounts')}>{body}</Card>;
}
