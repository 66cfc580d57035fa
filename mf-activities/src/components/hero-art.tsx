import styled, { useTheme } from 'styled-components';

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${(p) => p.theme.radii.lg};
`;

/**
 * Banner art drawn in code (house rule 11): a stadium at night for /sponsor, rising bars and
 * linked people for /agent, in the edition's colours.
 */
export function HeroArt({ variant, title, subtitle }: { variant: 'agent' | 'sponsor'; title: string; subtitle: string }) {
  const { colors } = useTheme();
  return (
    <Svg viewBox="0 0 1200 320" role="img" aria-label={title}>
      <defs>
        <linearGradient id={`hero-${variant}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors.primary} />
          <stop offset="1" stopColor={colors.footerBg} />
        </linearGradient>
      </defs>
      <rect width="1200" height="320" fill={`url(#hero-${variant})`} />
      {variant === 'sponsor' ? (
        <g opacity="0.9">
          <ellipse cx="900" cy="300" rx="330" ry="90" fill={colors.success} opacity="0.55" />
          <ellipse cx="900" cy="300" rx="250" ry="60" fill="none" stroke={colors.primaryText} strokeOpacity="0.5" strokeWidth="3" />
          <line x1="900" y1="240" x2="900" y2="320" stroke={colors.primaryText} strokeOpacity="0.5" strokeWidth="3" />
          {[640, 760, 1040, 1160].map((x) => (
            <g key={x}>
              <rect x={x - 4} y="40" width="8" height="200" fill={colors.primaryText} opacity="0.35" />
              <circle cx={x} cy="40" r="18" fill={colors.warning} opacity="0.9" />
              <polygon points={`${x - 18},48 ${x + 18},48 ${x + 140},300 ${x - 140},300`} fill={colors.warning} opacity="0.08" />
            </g>
          ))}
          <circle cx="900" cy="200" r="34" fill={colors.primaryText} />
          <path d="M900 172 l14 10 -5 17 h-18 l-5 -17 z" fill={colors.footerBg} />
        </g>
      ) : (
        <g>
          {[0, 1, 2, 3, 4].map((i) => (
            <rect key={i} x={700 + i * 80} y={260 - (i + 1) * 40} width="52" height={(i + 1) * 40} rx="6" fill={colors.primaryText} opacity={0.25 + i * 0.15} />
          ))}
          <polyline points="700,230 780,200 860,170 940,120 1020,80 1100,40" fill="none" stroke={colors.warning} strokeWidth="6" strokeLinecap="round" />
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
      <text x="60" y="150" fill={colors.primaryText} fontSize="48" fontWeight="700">
        {title}
      </text>
      <text x="60" y="205" fill={colors.primaryText} fontSize="24" opacity="0.85">
        {subtitle}
      </text>
    </Svg>
  );
}
