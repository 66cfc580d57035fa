import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { BonusList, useMyBonuses } from '@site/shared/ui';
import { yuan } from '../../components/money';

const Section = styled.section`
  margin-top: 24px;
  padding: 18px 20px;
  border-radius: ${(p) => p.theme.radii.lg};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  h2 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;
const Hint = styled.p`
  margin: 0 0 12px;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textSecondary};
`;
const Left = styled.span`
  color: ${(p) => p.theme.colors.danger};
`;

/**
 * 流水进度: each bonus still owing turnover (reward_turnover, read through promotion/myBonuses),
 * with what was done and what is left before money may leave the centre wallet (SPEC §4, 6413).
 */
export function BonusProgress() {
  const bonuses = useMyBonuses();
  return (
    <Section data-testid="bonus-progress" aria-label={t('memberCentre.bonusProgress.title')}>
      <h2>{t('memberCentre.bonusProgress.title')}</h2>
      <Hint>{t('memberCentre.bonusProgress.hint')}</Hint>
      <BonusList
        state={bonuses}
        show={(b) => b.status === 'active'}
        emptyText={t('memberCentre.bonusProgress.empty')}
        barLabel={(b) => t('memberCentre.bonusProgress.bar', { title: b.title })}
        aside={(b) => <span>{yuan(b.amount)}</span>}
        meta={(b) => (
          <>
            <span>
              {t('memberCentre.bonusProgress.done', { done: yuan(b.done), required: yuan(b.required) })}
            </span>
            <Left>{t('memberCentre.bonusProgress.left', { left: yuan(b.left) })}</Left>
            <span>{t('memberCentre.bonusProgress.since', { time: b.createTime })}</span>
          </>
        )}
      />
    </Section>
  );
}
