import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { memberArea, yuanTextToFen } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { pathTo } from '@site/shared/routes';
import { alpha } from '@site/shared/theme';
import { Card } from '@site/shared/ui';
import { AsyncView } from '../../components/async-view';
import { yuan } from '../../components/money';
import { Progress } from '../../components/progress';
import { VipBadge } from '../../components/vip-badge';
import { RebateTable } from './rebate-table';

const Hero = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
  align-items: center;
  padding: 24px;
  margin-bottom: 16px;
  border-radius: ${(p) => p.theme.radii.lg};
  background: linear-gradient(
    135deg,
    ${(p) => alpha(p.theme.colors.primary, 18)},
    ${(p) => alpha(p.theme.colors.warning, 14)}
  );
  border: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.text};
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  min-width: 200px;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xxl};
  }
  p {
    margin: 4px 0 0;
    color: ${(p) => p.theme.colors.textSecondary};
  }
`;
const Bars = styled.div`
  flex: 1 1 320px;
  display: grid;
  gap: 14px;
`;
const BarLabel = styled.div`
  display: flex;
  justify-content: space-between;
  margin-bottom: 6px;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textSecondary};
  strong {
    color: ${(p) => p.theme.colors.text};
  }
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 12px;
`;
const Perk = styled.div`
  padding: 14px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
  span {
    display: block;
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textSecondary};
  }
  strong {
    display: block;
    margin-top: 6px;
    font-size: ${(p) => p.theme.fontSizes.lg};
    color: ${(p) => p.theme.colors.primary};
  }
`;
const Links = styled.div`
  display: flex;
  gap: 16px;
  margin-top: 16px;
  a {
    color: ${(p) => p.theme.colors.primary};
  }
`;
const Keep = styled.p<{ $met: boolean }>`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => (p.$met ? p.theme.colors.success : p.theme.colors.warning)};
`;

function Bar({ label, have, need }: { label: string; have: string; need: string }) {
  const left = Math.max(0, yuanTextToFen(need) - yuanTextToFen(have));
  return (
    <div>
      <BarLabel>
        <span>
          {label} <strong>{yuan(have)}</strong> / {yuan(need)}
        </span>
        <span>
          {left === 0
            ? t('memberCentre.vip.reached')
            : t('memberCentre.vip.left', { amount: yuan((left / 100).toFixed(2)) })}
        </span>
      </BarLabel>
      <Progress done={yuanTextToFen(have)} need={yuanTextToFen(need)} label={label} />
    </div>
  );
}

/** /mine/vip: grade badge, progress to the next grade, keep status, privileges and rebate rates. */
export function VipOverview() {
  const info = useEndpoint(memberArea.memberGradeInfoByGrade, {});
  const rates = useEndpoint(memberArea.getGameFanshuiHighLow, {});
  return (
    <AsyncView state={info}>
      {(g) => (
        <>
          <Hero aria-label={t('memberCentre.vip.current')}>
            <Head>
              <VipBadge grade={g.grade} size={80} />
              <div>
                <h2>{g.config.name}</h2>
                <p>
                  {g.next
                    ? t('memberCentre.vip.toNext', { name: g.next.name })
                    : t('memberCentre.vip.maxGrade')}
                </p>
              </div>
            </Head>
            <Bars>
              {g.next && <Bar label={t('memberCentre.vip.deposit')} have={g.deposit} need={g.next.deposit} />}
              {g.next && (
                <Bar label={t('memberCentre.vip.turnover')} have={g.turnover} need={g.next.turnover} />
              )}
              <Keep $met={g.keepMet}>
                {t('memberCentre.vip.keepTitle')}：
                {t('memberCentre.vip.keepText', {
                  done: yuan(g.monthTurnover),
                  need: yuan(g.config.keepTurnover),
                })}{' '}
                · {g.keepMet ? t('memberCentre.vip.keepMet') : t('memberCentre.vip.keepNotMet')} ·{' '}
                {t('memberCentre.vip.keepDays', { days: g.keepDaysLeft })}
              </Keep>
              {!g.canUpgradeToday && g.next && <Keep $met>{t('memberCentre.vip.upgradeTomorrow')}</Keep>}
            </Bars>
          </Hero>
          <Card title={t('memberCentre.vip.privileges')}>
            <Grid>
              <Perk>
                <span>{t('memberCentre.vip.upgradeBonus')}</span>
                <strong>{yuan(g.config.upgradeBonus)}</strong>
              </Perk>
              <Perk>
                <span>{t('memberCentre.vip.birthdayBonus')}</span>
                <strong>{yuan(g.config.birthdayBonus)}</strong>
              </Perk>
              <Perk>
                <span>{t('memberCentre.vip.weekly')}</span>
                <strong>{yuan(g.config.weeklyRedPacket)}</strong>
              </Perk>
              <Perk>
                <span>{t('memberCentre.vip.monthly')}</span>
                <strong>{yuan(g.config.monthlyRedPacket)}</strong>
              </Perk>
              <Perk>
                <span>{t('memberCentre.vip.withdrawCount')}</span>
                <strong>{t('memberCentre.vip.times', { n: g.config.dailyWithdrawCount })}</strong>
              </Perk>
              <Perk>
                <span>{t('memberCentre.vip.withdrawLimit')}</span>
                <strong>{yuan(g.config.dailyWithdrawLimit)}</strong>
              </Perk>
            </Grid>
            <Links>
              <Link to={pathTo('vipDetail')}>{t('memberCentre.vip.detail')}</Link>
              <Link to={pathTo('welfare')}>{t('memberCentre.vip.welfare')}</Link>
            </Links>
          </Card>
          <div style={{ height: 16 }} />
          <Card title={t('memberCentre.vip.rebates')}>
            <AsyncView state={rates}>{(rows) => <RebateTable rows={rows} />}</AsyncView>
          </Card>
        </>
      )}
    </AsyncView>
  );
}
