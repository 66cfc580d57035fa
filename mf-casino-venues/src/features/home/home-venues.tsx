import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';

type Category = 'TY' | 'ZR' | 'DZ' | 'QP' | 'BY' | 'DJ' | 'CP';

const categories: { code: Category; to: string; hue: number }[] = [
  { code: 'TY', to: routePaths.sport, hue: 140 },
  { code: 'ZR', to: routePaths.realbet, hue: 350 },
  { code: 'DZ', to: routePaths.gameegame, hue: 280 },
  { code: 'QP', to: routePaths.chess, hue: 30 },
  { code: 'BY', to: routePaths.gamefishing, hue: 195 },
  { code: 'DJ', to: routePaths.gaming, hue: 250 },
  { code: 'CP', to: routePaths.lottery, hue: 10 },
];

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 1.15rem;
  color: ${(p) => p.theme.colors.text};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 16px;
`;

const Card = styled(Link)<{ $hue: number }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  min-height: 150px;
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
  }
`;

const Glyph = styled.div`
  position: absolute;
  top: 8px;
  right: 14px;
  font-size: 3.5rem;
  font-weight: 800;
  opacity: 0.18;
  line-height: 1;
`;

/** Venue entries for every category on the home page. */
export function HomeVenues() {
  return (
    <section data-testid="home-venues">
      <Title>{t('casino.venuesTitle')}</Title>
      <Grid>
        {categories.map((c) => (
          <Card key={c.code} to={c.to} $hue={c.hue}>
            <Glyph aria-hidden>{t(`casino.categories.${c.code}.title`).slice(0, 1)}</Glyph>
            <strong>{t(`casino.categories.${c.code}.title`)}</strong>
            <span>{t(`casino.categories.${c.code}.desc`)}</span>
          </Card>
        ))}
      </Grid>
    </section>
  );
}
