import styled from 'styled-components';
import { yuanTextToFen } from '@site/shared/contract';
import { formatMoneyFixed } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { ButtonLink } from '@site/shared/ui';

const Box = styled.section`
  display: grid;
  gap: 6px;
  justify-items: start;
  padding: 14px 16px;
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => p.theme.colors.warning};
  font-size: ${(p) => p.theme.fontSizes.sm};
  line-height: 1.6;
  h3,
  p {
    margin: 0;
  }
  h3 {
    font-size: ${(p) => p.theme.fontSizes.md};
    color: ${(p) => p.theme.colors.text};
  }
  p {
    color: ${(p) => p.theme.colors.textSecondary};
  }
  strong {
    color: ${(p) => p.theme.colors.warning};
  }
`;

export interface BonusLockNoticeProps {
  info: { withdrawable: string; turnoverOwed: string; bonusLocked: string };
}

/**
 * While a bonus's turnover is owed the money door refuses every withdrawal (6413): the page says
 * so before the member types, with what is left to bet and what the rule holds (the venues'
 * money from before the bonus too), and that giving the bonus up frees everything it did not fund.
 */
export function BonusLockNotice({ info }: BonusLockNoticeProps) {
  const fen = (text: string) => formatMoneyFixed(yuanTextToFen(text));
  return (
    <Box aria-label={t('withdraw.takeMoney.bonusLockTitle')}>
      <h3>{t('withdraw.takeMoney.bonusLockTitle')}</h3>
      <p>
        <strong data-testid="turnover-owed">
          {t('withdraw.takeMoney.bonusLockNow', {
            withdrawable: fen(info.withdrawable),
            turnover: fen(info.turnoverOwed),
          })}
        </strong>
      </p>
      <p>{t('withdraw.takeMoney.bonusLockHeld', { held: fen(info.bonusLocked) })}</p>
      <p>{t('withdraw.takeMoney.bonusLockQuit')}</p>
      <ButtonLink variant="secondary" size="sm" to={routePaths.discount}>
        {t('withdraw.takeMoney.bonusLockLink')}
      </ButtonLink>
    </Box>
  );
}
