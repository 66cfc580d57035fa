import styled, { useTheme } from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { site } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { EmptyState, ErrorState, Skeleton } from '@site/shared/ui';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 16px;
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;
const Item = styled.li`
  border-radius: ${(p) => p.theme.radii.lg};
  overflow: hidden;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  div {
    padding: 14px;
    display: grid;
    gap: 6px;
  }
  h3 {
    margin: 0;
    color: ${(p) => p.theme.colors.text};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textSecondary};
    line-height: 1.6;
  }
  small {
    color: ${(p) => p.theme.colors.primary};
  }
`;

/** A crest for each sponsorship, drawn in code from its id (never a copied logo). */
function Crest({ id, name }: { id: number; name: string }) {
  const { colors } = useTheme();
  const hues = [colors.primary, colors.danger, colors.success, colors.warning, colors.info];
  const main = hues[id % hues.length] ?? colors.primary;
  return (
    <svg
      viewBox="0 0 600 260"
      width="100%"
      role="img"
      aria-label={name}
      style={{ display: 'block', background: colors.footerBg }}
    >
      <path
        d="M300 30 L390 60 L380 170 Q300 230 300 230 Q220 190 220 170 L210 60 Z"
        fill={main}
        stroke={colors.primaryText}
        strokeWidth="6"
      />
      <path
        d="M300 70 L340 84 L334 150 Q300 180 300 180 Q266 160 266 150 L260 84 Z"
        fill={colors.primaryText}
        opacity="0.25"
      />
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={260 + i * 40} cy="115" r="8" fill={colors.primaryText} />
      ))}
      <rect x="0" y="236" width="600" height="24" fill={main} opacity="0.6" />
    </svg>
  );
}

/** The brand's sponsorships (SPEC §7 advertising/sponsorContent), each with drawn imagery. */
export function SponsorList() {
  const { data, error, loading, reload } = useEndpoint(site.sponsorContent, {});
  if (loading && !data)
    return (
      <Grid aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton height="320px" />
          </li>
        ))}
      </Grid>
    );
  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  if (!data || data.length === 0) return <EmptyState title={t('promotions.sponsor.empty')} />;
  return (
    <Grid>
      {data.map((s) => (
        <Item key={s.id}>
          <Crest id={s.id} name={s.name} />
          <div>
            <h3>{s.name}</h3>
            <small>{s.title}</small>
            <p>{s.description}</p>
            <small>{t('promotions.sponsor.period', { period: s.period })}</small>
          </div>
        </Item>
      ))}
    </Grid>
  );
}
