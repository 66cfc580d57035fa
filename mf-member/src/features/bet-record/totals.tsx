import styled from 'styled-components';
import { yuanTextToFen } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { yuan } from '../../components/money';
import { Signed } from '../../components/table';

const Row = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin: 0 0 16px;
  div {
    padding: 12px 16px;
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  dt {
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textSecondary};
  }
  dd {
    margin: 4px 0 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
    font-weight: ${(p) => p.theme.fontWeights.bold};
    color: ${(p) => p.theme.colors.text};
  }
`;

/** The totals row of a record: count, stake, valid turnover and win/loss. */
export function Totals({
  betCount,
  betAmount,
  validBetAmount,
  winLoss,
}: {
  betCount: number;
  betAmount: string;
  validBetAmount: string;
  winLoss: string;
}) {
  return (
    <Row aria-label="totals">
      <div>
        <dt>{t('memberCentre.bets.count')}</dt>
        <dd data-testid="total-count">{betCount}</dd>
      </div>
      <div>
        <dt>{t('memberCentre.bets.stake')}</dt>
        <dd data-testid="total-stake">{yuan(betAmount)}</dd>
      </div>
      <div>
        <dt>{t('memberCentre.bets.valid')}</dt>
        <dd>{yuan(validBetAmount)}</dd>
      </div>
      <div>
        <dt>{t('memberCentre.bets.winLoss')}</dt>
        <dd>
          <Signed $value={yuanTextToFen(winLoss)}>{yuan(winLoss)}</Signed>
        </dd>
      </div>
    </Row>
  );
}
