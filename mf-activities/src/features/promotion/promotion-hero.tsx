import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { StatusBadge } from '../../components/status-badge';

const Hero = styled.header`
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
  gap: 24px;
  align-items: center;
  padding: 20px;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  img {
    width: 100%;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  @media (max-width: 700px) {
    grid-template-columns: 1fr;
    padding: 12px;
  }
`;
const Text = styled.div`
  display: grid;
  gap: 10px;
  h2 {
    margin: 0;
    color: ${(p) => p.theme.colors.text};
    font-size: ${(p) => p.theme.fontSizes.xxl};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.primary};
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** Banner, title, subtitle, status and dates of one promotion, with its join action. */
export function PromotionHero({ detail, action }: { detail: promotions.PromotionDetail; action: ReactNode }) {
  return (
    <Hero>
      <img src={detail.bannerUrl} alt="" />
      <Text>
        <h2>{detail.title}</h2>
        <p>{detail.subtitle}</p>
        <span>
          <StatusBadge status={detail.status} />
        </span>
        <small>{t('promotions.period', { start: detail.startTime, end: detail.endTime })}</small>
        {action}
      </Text>
    </Hero>
  );
}
