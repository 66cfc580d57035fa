import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { HOME_LAYOUT, byVenueColumns } from '@site/shared/theme';
import { CategoryArt, type CategoryCode } from './category-art';

const categories: { code: CategoryCode; to: string; hue: number }[] = [
  { code: 'TY', to: routePaths.sport, hue: 140 },
  { code: 'ZR', to: routePaths.realbet, hue: 350 },
  { code: 'DZ', to: routePaths.gameegame, hue: 280 },
  { code: 'QP', to: routePaths.chess, hue: 30 },
  { code: 'BY', to: routePaths.gamefishing, hue: 195 },
  { code: 'DJ', to: routePaths.gaming, hue: 250 },
  { code: 'CP', to: routePaths.lottery, hue: 10 },
];

const V = HOME_LAYOUT.venues;

// Heights and columns from HOME_LAYOUT: the first-paint skeleton and the host reserve the
// same box, so the page does not move when this section arrives.
const Title = styled.h2`
  margin: 0 0 ${V.titleGap}px;
  height: ${V.titleHeight}px;
  line-height: ${V.titleHeight}px;
  font-size: 1.15rem;
  color: ${(p) => p.theme.colors.text};
`;

const Grid = styled.div`
  display: grid;
  gap: ${V.gap}px;
  ${byVenueColumns('&', (columns) => `grid-template-columns:repeat(${columns},minmax(0,1fr));`)}
`;

const Card = styled(Link)<{ $hue: number }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  height: ${V.cardHeight}px;
  box-sizing: border-box;
  padding: 16px;
  border-radius: ${(p) => p.theme.radii.lg};
  overflow: hidden;
  text-decoration: none;
  color: #fff;
  background: linear-gradient(135deg, hsl(${(p) => p.$hue} 70% 45%), hsl(${(p) => p.$hue + 30} 75% 28%));
  box-shadow: ${(p) => p.theme.colors.shadow};
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease;
  &:hover {
    transform: translateY(-3px);
  }
  strong {
    font-size: 1.1rem;
  }
  span {
    margin-top: 4px;
    font-size: 0.8rem;
    opacity: 0.85;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

/** The category's picture, top right, tilted a little; a soft light behind it gives depth. */
const Art = styled.div`
  position: absolute;
  top: 6px;
  right: 4px;
  width: 96px;
  height: 96px;
  transform: rotate(-6deg);
  filter: drop-shadow(0 6px 10px rgba(0, 0, 0, 0.25));
  transition: transform 0.2s ease;
  svg {
    width: 100%;
    height: 100%;
  }
  &::before {
    content: '';
    position: absolute;
    inset: -20px;
    z-index: -1;
    border-radius: 50%;
    background: radial-gradient(circle, rgba(255, 255, 255, 0.28), transparent 65%);
  }
  a:hover > & {
    transform: rotate(0deg) scale(1.06);
  }
`;

/** Venue entries for every category on the home page. */
export function HomeVenues() {
  return (
    <section data-testid="home-venues">
      <Title>{t('casino.venuesTitle')}</Title>
      <Grid>
        {categories.map((c) => (
          <Card key={c.code} to={c.to} $hue={c.hue}>
            <Art aria-hidden>
              <CategoryArt code={c.code} color={`hsl(${c.hue + 30} 75% 28%)`} />
            </Art>
            <strong>{t(`casino.categories.${c.code}.title`)}</strong>
            <span>{t(`casino.categories.${c.code}.desc`)}</span>
          </Card>
        ))}
      </Grid>
    </section>
  );
}
