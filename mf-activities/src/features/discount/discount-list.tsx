import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { EmptyState, ErrorState, Skeleton, Tabs } from '@site/shared/ui';
import { StatusBadge } from '../../components/status-badge';
import { promotionPath } from '../../lib/promo-links';

const TABS = promotions.promotionTab.options;

const Grid = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: 16px;
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;
const Item = styled(Link)<{ $ended: boolean }>`
  display: block;
  border-radius: ${(p) => p.theme.radii.lg};
  overflow: hidden;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  color: inherit;
  text-decoration: none;
  opacity: ${(p) => (p.$ended ? 0.65 : 1)};
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: 0 6px 18px ${(p) => p.theme.colors.shadow};
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
`;
const Body = styled.div`
  padding: 12px 14px 14px;
  display: grid;
  gap: 6px;
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-weight: ${(p) => p.theme.fontWeights.bold};
  color: ${(p) => p.theme.colors.text};
`;
const Sub = styled.div`
  color: ${(p) => p.theme.colors.primary};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;
const When = styled.div`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

/** /activity/discount: every live promotion by tab, with its banner and status, each leading to its page. */
export function DiscountList() {
  const [tab, setTab] = useState<promotions.PromotionTab>('all');
  const { data, error, loading, reload } = useEndpoint(promotions.promotionConfig, { tab });
  const items = TABS.map((value) => ({ value, label: t(`promotions.tabs.${value}`) }));
  return (
    <section>
      <Tabs
        items={items}
        value={tab}
        onChange={setTab}
        aria-label={t('promotions.listLabel')}
        variant="pill"
      />
      {loading && !data ? (
        <Grid aria-busy="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <li key={i}>
              <Skeleton height="240px" />
            </li>
          ))}
        </Grid>
      ) : error ? (
        <ErrorState message={error.message} onRetry={reload} />
      ) : !data || data.length === 0 ? (
        <EmptyState title={t('promotions.emptyList')} description={t('promotions.emptyListHint')} />
      ) : (
        <Grid>
          {data.map((p) => (
            <li key={p.id}>
              <Item to={promotionPath(p)} $ended={p.status === 'ended'} aria-label={p.title}>
                <img src={p.bannerUrl} alt="" loading="lazy" />
                <Body>
                  <Head>
                    <span>{p.title}</span>
                    <StatusBadge status={p.status} />
                  </Head>
                  <Sub>{p.subtitle}</Sub>
                  <When>
                    {t('promotions.period', { start: p.startTime.slice(0, 10), end: p.endTime.slice(0, 10) })}
                  </When>
                </Body>
              </Item>
            </li>
          ))}
        </Grid>
      )}
    </section>
  );
}
