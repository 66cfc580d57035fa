import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { Button, Skeleton } from '@site/shared/ui';
import type { VenueTypeCode } from './venue-type';

/** Which discount-page tab holds a category's promotions (e-sports ones sit under 体育). */
const TAB: Record<VenueTypeCode, promotions.PromotionTab> = {
  TY: 'sport',
  DJ: 'sport',
  ZR: 'live',
  QP: 'chess',
  CP: 'lottery',
};
const SHOWN = 3;

const Aside = styled.aside`
  display: grid;
  align-content: start;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
    color: ${(p) => p.theme.colors.text};
  }
`;

const Promo = styled(Link)`
  display: grid;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  overflow: hidden;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 3 / 1;
    object-fit: cover;
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  span {
    display: grid;
    gap: 2px;
    padding: 10px 12px 12px;
  }
  small {
    color: ${(p) => p.theme.colors.textSecondary};
  }
  &:hover strong {
    color: ${(p) => p.theme.colors.primary};
  }
`;

const Quiet = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** Ongoing promotions of the page's kind beside the venues, each leading to the discount page. */
export function PromoAside({ typeCode }: { typeCode: VenueTypeCode }) {
  const list = useEndpoint(promotions.promotionConfig, { tab: TAB[typeCode] });
  const ongoing = list.data?.filter((p) => p.status === 'ongoing').slice(0, SHOWN);
  let body;
  if (list.error && !ongoing)
    body = (
      <Quiet role="alert">
        {t('casino.venue.promosFailed')}{' '}
        <Button variant="text" size="sm" onClick={list.reload}>
          {t('common.retry')}
        </Button>
      </Quiet>
    );
  else if (!ongoing) body = Array.from({ length: 2 }, (_, i) => <Skeleton key={i} height="150px" />);
  else if (ongoing.length === 0) body = <Quiet>{t('casino.venue.promosEmpty')}</Quiet>;
  else
    body = ongoing.map((p) => (
      <Promo key={p.id} to={routePaths.discount}>
        <img src={p.bannerUrl} alt="" loading="lazy" />
        <span>
          <strong>{p.title}</strong>
          <small>{p.subtitle}</small>
        </span>
      </Promo>
    ));
  return (
    <Aside aria-label={t('casino.venue.promos')}>
      <h2>{t('casino.venue.promos')}</h2>
      {body}
      <Link to={routePaths.discount}>{t('casino.venue.promosAll')}</Link>
    </Aside>
  );
}
