import styled, { useTheme } from 'styled-components';

const Frame = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radii.lg};
  min-height: 160px;
`;
const Svg = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  @media (max-width: 600px) {
    .art {
      opacity: 0.3;
    }
  }
`;
// The words are HTML over the drawing, so they keep a readable size at 390 px.
const Words = styled.div`
  position: relative;
  padding: 48px 40px;
  max-width: 62%;
  color: ${(p) => p.theme.colors.primaryText};
  h2 {
    margin: 0 0 12px;
    font-size: clamp(20px, 3.2vw, 44px);
  }
  p {
    margin: 0;
    font-size: clamp(13px, 1.6vw, 22px);
    opacity: 0.85;
  }
  @media (max-width: 600px) {
    padding: 24px 16px;
    max-width: 70%;
  }
`;

/**
 * Banner art drawn in code (house rule 11): a stadium at night for /sponsor, rising bars and
 * linked people for /agent, in the edition's colours.
 */
export function HeroArt({
  variant,
  title,
  subtitle,
}: {
  variant: 'agent' | 'sponsor';
  title: string;
  subtitle: string;
}) {
  const { colors } = useTheme();
  return (
    <Frame aria-label={title}>
      <Svg viewBox="0 0 1200 320" preserveAspectRatio="xMaxYMid slice" aria-hidden="true">
        <defs>
          <linearGradient id={`hero-${variant}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={colors.primary} />
            <stop offset="1" stopColor={colors.footerBg} />
          </linearGradient>
        </defs>
        <rect width="1200" height="320" fill={`url(#hero-${variant})`} />
        {variant === 'sponsor' ? (
          <g className="art" opacity="0.9">
            <ellipse cx="900" cy="300" rx="330" ry="90" fill={colors.success} opacity="0.55" />
            <ellipse
              cx="900"
              cy="300"
              rx="250"
              ry="60"
              fill="none"
              stroke={colors.primaryText}
              strokeOpacity="0.5"
              strokeWidth="3"
            />
            <line
              x1="900"
              y1="240"
              x2="900"
              y2="320"
              stroke={colors.primaryText}
              strokeOpacity="0.5"
              strokeWidth="3"
            />
            {[640, 760, 1040, 1160].map((x) => (
              <g key={x}>
                <rect x={x - 4} y="40" width="8" height="200" fill={colors.primaryText} opacity="0.35" />
                <circle cx={x} cy="40" r="18" fill={colors.warning} opacity="0.9" />
                <polygon
                  points={`${x - 18},48 ${x + 18},48 ${x + 140},300 ${x - 140},300`}
                  fill={colors.warning}
                  opacity="0.08"
                />
              </g>
            ))}
            <circle cx="900" cy="200" r="34" fill={colors.primaryText} />
            <path d="M900 172 l14 10 -5 17 h-18 l-5 -17 z" fill={colors.footerBg} />
          </g>
        ) : (
          <g className="art">
            {[0, 1, 2, 3, 4].map((i) => (
              <rect
                key={i}
                x={700 + i * 80}
                y={260 - (i + 1) * 40}
                width="52"
                height={(i + 1) * 40}
                rx="6"
                fill={colors.primaryText}
                opacity={0.25 + i * 0.15}
              />
            ))}
            <polyline
              points="700,230 780,200 860,170 940,120 1020,80 1100,40"
              fill="none"
              stroke={colors.warning}
              strokeWidth="6"
              strokeLinecap="round"
            />
            {[
              [760, 90],
              [860, 60],
              [960, 100],
            ].map(([x, y]) => (
              <g key={x} fill={colors.primaryText}>
                <circle cx={x} cy={y} r="14" />
                <path d={`M${(x ?? 0) - 20} ${(y ?? 0) + 36} q20 -28 40 0 z`} />
              </g>
            ))}
          </g>
        )}
      </Svg>
      <Words>
        <h2>{title}</h2>
        <p>{subtitle}</p>
      </Words>
    </Frame>
  );
}
