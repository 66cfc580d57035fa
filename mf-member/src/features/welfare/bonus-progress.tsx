import styled from 'styled-components';
import { useEndpointQuery } from '@site/shared/api';
import { promotions, yuanTextToFen } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { EmptyState, ProgressBar, SkeletonText } from '@site/shared/ui';
import { AsyncView } from '../../components/async-view';
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
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Row = styled.li`
  display: grid;
  gap: 6px;
  padding: 12px 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  .head {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textSecondary};
  }
  .left {
    color: ${(p) => p.theme.colors.danger};
  }
`;

/**
 * 流水进度: each bonus still owing turnover (reward_turnover, read through promotion/myBonuses),
 * with what was done and what is left before money may leave the centre wallet (SPEC §4, 6413).
 */
export function BonusProgress() {
  const state = useEndpointQuery(promotions.myBonuses, {});
  return (
    <Section data-testid="bonus-progress" aria-label={t('memberCentre.bonusProgress.title')}>
      <h2>{t('memberCentre.bonusProgress.title')}</h2>
      <Hint>{t('memberCentre.bonusProgress.hint')}</Hint>
      <AsyncView state={state} skeleton={<SkeletonText lines={3} />}>
        {(bonuses) => {
          const active = bonuses.filter((b) => b.status === 'active');
          if (active.length === 0)
            return <EmptyState compact title={t('memberCentre.bonusProgress.empty')} />;
          return (
            <List>
              {active.map((b) => (
                <Row key={b.rewardId}>
                  <div className="head">
                    <span>{b.title}</span>
                    <span>{yuan(b.amount)}</span>
                  </div>
                  <ProgressBar
                    done={yuanTextToFen(b.done)}
                    need={yuanTextToFen(b.required)}
                    label={t('memberCentre.bonusProgress.bar', { title: b.title })}
                  />
                  <div className="meta">
                    <span>
                      {t('memberCentre.bonusProgress.done', {
                        done: yuan(b.done),
                        required: yuan(b.required),
                      })}
                    </span>
                    <span className="left">
                      {t('memberCentre.bonusProgress.left', { left: yuan(b.left) })}
                    </span>
                    <span>{t('memberCentre.bonusProgress.since', { time: b.createTime })}</span>
                  </div>
                </Row>
              ))}
            </List>
          );
        }}
      </AsyncView>
    </Section>
  );
}
