import { useTheme } from 'styled-components';

/** Tier colour of a grade, from the theme: VIP0 muted, then info, warning, primary, danger. */
function tierColor(
  grade: number,
  colors: { textMuted: string; info: string; warning: string; primary: string; danger: string },
): string {
  if (grade <= 0) return colors.textMuted;
  if (grade <= 3) return colors.info;
  if (grade <= 6) return colors.warning;
  if (grade <= 9) return colors.primary;
  return colors.danger;
}

/** The grade badge: a crowned shield drawn for this site, its colour rising with the grade. */
export function VipBadge({ grade, size = 64 }: { grade: number; size?: number }) {
  const { colors } = useTheme();
  const tone = tierColor(grade, colors);
  const id = `vip-grad-${grade}`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={`VIP${grade}`}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={tone} stopOpacity="0.55" />
          <stop offset="1" stopColor={tone} />
        </linearGradient>
      </defs>
      <path d="M20 14 L26 6 L32 12 L38 6 L44 14 Z" fill={tone} />
      <path
        d="M32 12 L54 20 V34 C54 46 44 55 32 60 C20 55 10 46 10 34 V20 Z"
        fill={`url(#${id})`}
        stroke={tone}
        strokeWidth="2"
      />
      <path
        d="M32 18 L48 24 V34 C48 43 41 50 32 54 C23 50 16 43 16 34 V24 Z"
        fill={colors.surface}
        fillOpacity="0.18"
      />
      <text x="32" y="36" textAnchor="middle" fontSize="11" fontWeight="700" fill={colors.primaryText}>
        VIP
      </text>
      <text x="32" y="50" textAnchor="middle" fontSize="13" fontWeight="800" fill={colors.primaryText}>
        {grade}
      </text>
    </svg>
  );
}
