import styled from 'styled-components';
import { yuanTextToFen, type funds } from '@site/shared/contract';
import { formatMoney, formatMoneyFixed } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { SummaryList } from '@site/shared/ui';
import { basisPoints } from './withdraw-rules';

const Figures = styled(SummaryList)`
  gap: 24px 40px;
  margin: 0 0 12px;
`;

const Rules = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

export interface WithdrawSummaryProps {
  info: {
    centerWalletBalance: string;
    lockMoney: string;
    withdrawable: string;
    todayCount: number;
    remainingCount: number;
    cfg: funds.WithdrawCfg;
  };
  /** Yuan per USDT, for the USDT method. */
  rate?: string | undefined;
}

/** The money the member can take now, what is locked for review, and the method's rules. */
export function WithdrawSummary({ info, rate }: WithdrawSummaryProps) {
  const { cfg } = info;
  return (
    <section aria-label={t('withdraw.takeMoney.overview')}>
      <Figures>
        <div>
          <dt>{t('withdraw.takeMoney.withdrawable')}</dt>
          <dd data-testid="withdrawable">{formatMoneyFixed(yuanTextToFen(info.withdrawable))}</dd>
        </div>
        <div>
          <dt>{t('withdraw.takeMoney.center')}</dt>
          <dd>{formatMoneyFixed(yuanTextToFen(info.centerWalletBalance))}</dd>
        </div>
        <div>
          <dt>{t('withdraw.takeMoney.lock')}</dt>
          <dd data-testid="lock-money">{formatMoneyFixed(yuanTextToFen(info.lockMoney))}</dd>
        </div>
      </Figures>
      <Rules>
        <li>
          {t('withdraw.takeMoney.limits', {
            min: formatMoney(yuanTextToFen(cfg.minAmount)),
            max: formatMoney(yuanTextToFen(cfg.maxAmount)),
          })}
        </li>
        <li>
          {basisPoints(cfg.feeRate) === 0
            ? t('withdraw.takeMoney.feeFree')
            : t('withdraw.takeMoney.feeRule', {
                rate: cfg.feeRate,
                min: formatMoney(yuanTextToFen(cfg.minFee)),
              })}
        </li>
        <li>{t('withdraw.takeMoney.todayCount', { used: info.todayCount, left: info.remainingCount })}</li>
        {rate !== undefined && <li>{t('withdraw.takeMoney.rate', { rate })}</li>}
      </Rules>
    </section>
  );
}
