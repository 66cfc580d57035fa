import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Card, ErrorState, SkeletonText } from '@site/shared/ui';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 10px 8px;
    text-align: center;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    color: ${(p) => p.theme.colors.text};
  }
  th {
    color: ${(p) => p.theme.colors.textSecondary};
    font-weight: normal;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  td:last-child {
    color: ${(p) => p.theme.colors.primary};
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
`;
const How = styled.p`
  margin: 16px 0 0;
  line-height: 1.8;
  color: ${(p) => p.theme.colors.textSecondary};
`;

/** Commission tiers by active members and net result, and how the commission is computed. */
export function AgentTiers() {
  const { data, error, loading, reload } = useEndpoint(promotions.agentConfig, {});
  return (
    <Card title={t('promotions.agent.tiers')}>
      {loading && !data ? (
        <SkeletonText lines={5} />
      ) : error || !data ? (
        <ErrorState message={error?.message} onRetry={reload} />
      ) : (
        <Table aria-label={t('promotions.agent.tiers')}>
          <thead>
            <tr>
              <th>{t('promotions.agent.level')}</th>
              <th>{t('promotions.agent.active')}</th>
              <th>{t('promotions.agent.netLoss')}</th>
              <th>{t('promotions.agent.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {data.tiers.map((tier) => (
              <tr key={tier.level}>
                <td>{t('promotions.agent.levelN', { n: tier.level })}</td>
                <td>{t('promotions.agent.atLeast', { n: tier.activeMembers })}</td>
                <td>{t('promotions.agent.atLeastMoney', { amount: tier.minNetLoss })}</td>
                <td>{tier.ratePercent}%</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <How>
        <strong>{t('promotions.agent.howTitle')}：</strong>
        {t('promotions.agent.how')}
      </How>
    </Card>
  );
}
