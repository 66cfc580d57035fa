import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Card, ErrorState, SkeletonText } from '@site/shared/ui';
import { DataTable } from '../../components/data-table';

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
        <DataTable
          label={t('promotions.agent.tiers')}
          align="center"
          emphasis="last"
          rows={data.tiers}
          rowKey={(tier) => tier.level}
          columns={[
            {
              header: t('promotions.agent.level'),
              cell: (tier) => t('promotions.agent.levelN', { n: tier.level }),
            },
            {
              header: t('promotions.agent.active'),
              cell: (tier) => t('promotions.agent.atLeast', { n: tier.activeMembers }),
            },
            {
              header: t('promotions.agent.netLoss'),
              cell: (tier) => t('promotions.agent.atLeastMoney', { amount: tier.minNetLoss }),
            },
            { header: t('promotions.agent.rate'), cell: (tier) => `${tier.ratePercent}%` },
          ]}
        />
      )}
      <How>
        <strong>{t('promotions.agent.howTitle')}：</strong>
        {t('promotions.agent.how')}
      </How>
    </Card>
  );
}
