import styled from 'styled-components';
import type { protection } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Card } from '@site/shared/ui';
import { Hint } from './layout';
import { MoneyLimitRow } from './money-limit-row';
import { SessionLimitRow } from './session-limit-row';

const KINDS = ['deposit', 'loss', 'wager'] as const;

const Kind = styled.section`
  & + & {
    margin-top: 20px;
  }
  h3 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  > p {
    margin: 0 0 12px;
    color: ${(p) => p.theme.colors.textSecondary};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
`;

export interface LimitsCardProps {
  overview: protection.Overview;
  onResult: (result: protection.ChangeResult) => void;
}

/** Deposit, loss and wager limits for 24 hours, 7 days and a month, then the session time limit. */
export function LimitsCard({ overview, onResult }: LimitsCardProps) {
  return (
    <>
      <Card title={t('protection.limits.title')}>
        <Hint>{t('protection.limits.hint')}</Hint>
        {KINDS.map((kind) => (
          <Kind key={kind} aria-label={t(`protection.limits.kinds.${kind}`)}>
            <h3>{t(`protection.limits.kinds.${kind}`)}</h3>
            <p>{t(`protection.limits.kindHints.${kind}`)}</p>
            {overview.limits
              .filter((l) => l.kind === kind)
              .map((view) => (
                <MoneyLimitRow key={view.period} view={view} onResult={onResult} />
              ))}
          </Kind>
        ))}
      </Card>
      <Card title={t('protection.session.title')}>
        <Hint>{t('protection.session.hint')}</Hint>
        <SessionLimitRow limit={overview.sessionLimit} onResult={onResult} />
      </Card>
    </>
  );
}
