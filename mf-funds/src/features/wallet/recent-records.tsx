import styled from 'styled-components';
import { failureText, useEndpointQuery } from '@site/shared/api';
import { funds, yuanTextToFen } from '@site/shared/contract';
import { formatDateTime, formatMoney } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { Card, EmptyState, ErrorState, SkeletonText, TextLink } from '@site/shared/ui';

/** How many of the latest records the wallet shows; the full list is /mine/transRecord. */
export const RECENT_COUNT = 5;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 2px 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  li:last-child {
    border-bottom: none;
  }
  small {
    color: ${(p) => p.theme.colors.textSecondary};
  }
`;

const Amount = styled.strong<{ $negative: boolean }>`
  color: ${(p) => (p.$negative ? p.theme.colors.danger : p.theme.colors.success)};
  text-align: right;
`;

/** The latest few money movements, signed as seen from the center wallet. */
export function RecentRecords() {
  const records = useEndpointQuery(funds.queryDealRecord, {
    type: 'all',
    pageNum: 1,
    pageSize: RECENT_COUNT,
  });
  let body;
  if (records.error) {
    body = (
      <ErrorState
        compact
        title={t('withdraw.wallet.recordsFailed')}
        message={failureText(records.error)}
        onRetry={records.reload}
        retrying={records.fetching}
      />
    );
  } else if (!records.data) {
    body = <SkeletonText lines={4} />;
  } else if (records.data.list.length === 0) {
    body = <EmptyState compact title={t('withdraw.wallet.noRecords')} />;
  } else {
    body = (
      <List aria-label={t('withdraw.wallet.records')}>
        {records.data.list.map((r) => {
          const fen = yuanTextToFen(r.amount);
          return (
            <li key={r.id}>
              <span>{r.typeName}</span>
              <Amount $negative={fen < 0}>{fen > 0 ? `+${formatMoney(fen)}` : formatMoney(fen)}</Amount>
              <small>{formatDateTime(r.createTime)}</small>
              <small>{r.statusName}</small>
            </li>
          );
        })}
      </List>
    );
  }
  return (
    <Card
      title={t('withdraw.wallet.records')}
      extra={<TextLink to={routePaths.transRecord}>{t('withdraw.wallet.allRecords')}</TextLink>}
    >
      {body}
    </Card>
  );
}
