import styled from 'styled-components';
import type { games } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { alpha } from '@site/shared/theme';
import { Spinner } from '@site/shared/ui';

const Root = styled.button<{ $down: boolean; $featured: boolean }>`
  position: relative;
  /* The featured venue takes two columns and two rows once the grid has room for it. */
  @media (min-width: 900px) {
    grid-column: ${(p) => (p.$featured ? 'span 2' : 'auto')};
    grid-row: ${(p) => (p.$featured ? 'span 2' : 'auto')};
  }
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  overflow: hidden;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  text-align: left;
  cursor: pointer;
  box-shadow: ${(p) => p.theme.shadows.sm};
  transition:
    transform ${(p) => p.theme.transitions.normal},
    box-shadow ${(p) => p.theme.transitions.normal};
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${(p) => p.theme.shadows.md};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${(p) => p.theme.colors.surfaceAlt};
    filter: ${(p) => (p.$down ? 'grayscale(0.9)' : 'none')};
  }
`;

const Body = styled.span`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 14px 16px 16px;
  strong {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
    letter-spacing: 0.04em;
  }
`;

const Slogan = styled.span<{ $down: boolean }>`
  color: ${(p) => (p.$down ? p.theme.colors.warning : p.theme.colors.textSecondary)};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Tag = styled.span<{ $tone: 'warning' | 'danger' }>`
  position: absolute;
  top: 10px;
  left: 10px;
  padding: 2px 10px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => (p.$tone === 'warning' ? p.theme.colors.warning : p.theme.colors.danger)};
  color: #fff;
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: ${(p) => p.theme.fontWeights.bold};
`;

const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${(p) => alpha(p.theme.colors.surface, 60)};
`;

export interface VenueCardProps {
  venue: games.VenueInfo;
  launching: boolean;
  onEnter: (venue: games.VenueInfo) => void;
  /** Shown large, with the 推荐场馆 tag (one per page). */
  featured?: boolean;
}

/** One venue: picture, names, slogan (or the maintenance notice), entering on click. */
export function VenueCard({ venue, launching, onEnter, featured = false }: VenueCardProps) {
  const down = venue.status === 'maintenance';
  const notice = venue.maintenanceMessage || t('casino.venue.maintenanceDefault');
  return (
    <Root
      type="button"
      $down={down}
      $featured={featured}
      aria-label={t('casino.venue.enterVenue', { name: venue.name })}
      aria-busy={launching}
      onClick={() => onEnter(venue)}
    >
      <img src={venue.imageUrl} alt="" loading="lazy" />
      {down ? (
        <Tag $tone="warning">{t('casino.venue.maintenance')}</Tag>
      ) : (
        (featured || venue.hot) && (
          <Tag $tone="danger">{t(featured ? 'casino.venue.featured' : 'casino.venue.hot')}</Tag>
        )
      )}
      <Body>
        <strong>{venue.name}</strong>
        <small>{venue.displayEnName}</small>
        <Slogan $down={down}>{down ? notice : venue.slogan}</Slogan>
      </Body>
      {launching && (
        <Busy>
          <Spinner />
        </Busy>
      )}
    </Root>
  );
}
