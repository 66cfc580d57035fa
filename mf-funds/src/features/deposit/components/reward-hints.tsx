import styled from 'styled-components';
import { yuanTextToFen } from '@site/shared/contract';
import { formatMoney } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { rewardFor, type DepositReward } from '../utils/deposit-amount';

const Box = styled.section`
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
  font-size: ${(p) => p.theme.fontSizes.sm};
  h3 {
    margin: 0 0 6px;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.text};
  }
  ul {
    margin: 0;
    padding-left: 18px;
    color: ${(p) => p.theme.colors.textSecondary};
    line-height: 1.7;
  }
  li[aria-current='true'] {
    color: ${(p) => p.theme.colors.primary};
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
  p {
    margin: 6px 0 0;
    color: ${(p) => p.theme.colors.success};
  }
`;

/** The site's deposit reward tiers, the one the amount falls in marked, with its estimate. */
export function RewardHints({
  tiers,
  amountFen,
}: {
  tiers: readonly DepositReward[];
  amountFen: number | null;
}) {
  if (tiers.length === 0) return null;
  const hit = amountFen === null ? null : rewardFor(amountFen, tiers);
  return (
    <Box aria-label={t('deposit.form.rewards')}>
      <h3>{t('deposit.form.rewards')}</h3>
      <ul>
        {tiers.map((tier) => (
          <li key={tier.id} aria-current={hit?.tier.id === tier.id ? 'true' : undefined}>
            {t('deposit.form.rewardTier', {
              title: tier.title,
              max: formatMoney(yuanTextToFen(tier.maxReward)),
            })}
          </li>
        ))}
      </ul>
      {hit && hit.rewardFen > 0 && (
        <p>{t('deposit.form.rewardEstimate', { reward: formatMoney(hit.rewardFen) })}</p>
      )}
    </Box>
  );
}
