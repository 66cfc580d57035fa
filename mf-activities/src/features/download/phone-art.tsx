import { useTheme } from 'styled-components';
import { t } from '@site/shared/i18n';

/** A phone showing the app (drawn here, in the theme's colours): a header, a banner, venue tiles and a tab bar. */
export function PhoneArt() {
  const { colors } = useTheme();
  const tiles = [0, 1, 2, 3, 4, 5];
  return (
    <svg
      viewBox="0 0 240 460"
      width="240"
      height="460"
      role="img"
      aria-label={t('helpCentre.downloadPhoneArt')}
    >
      <rect x="6" y="6" width="228" height="448" rx="34" fill={colors.text} opacity="0.9" />
      <rect x="16" y="16" width="208" height="428" rx="26" fill={colors.bg} />
      <rect x="90" y="24" width="60" height="10" rx="5" fill={colors.text} opacity="0.85" />
      <rect x="16" y="44" width="208" height="40" fill={colors.headerBg} />
      <circle cx="38" cy="64" r="10" fill={colors.primary} />
      <rect x="56" y="58" width="60" height="12" rx="6" fill={colors.headerText} opacity="0.8" />
      <rect x="168" y="56" width="44" height="16" rx="8" fill={colors.primary} />
      <rect x="28" y="96" width="184" height="86" rx="12" fill={colors.primary} />
      <path d="M40 168 80 124 108 150 132 128 200 168Z" fill={colors.primaryText} opacity="0.35" />
      <circle cx="178" cy="120" r="12" fill={colors.primaryText} opacity="0.5" />
      {tiles.map((i) => (
        <g key={i} transform={`translate(${28 + (i % 3) * 64} ${196 + Math.floor(i / 3) * 74})`}>
          <rect width="56" height="64" rx="10" fill={colors.surface} stroke={colors.border} />
          <circle cx="28" cy="26" r="12" fill={colors.primary} opacity={0.35 + i * 0.1} />
          <rect x="12" y="46" width="32" height="6" rx="3" fill={colors.textMuted} />
        </g>
      ))}
      <rect x="28" y="350" width="184" height="44" rx="10" fill={colors.surface} stroke={colors.border} />
      <rect x="40" y="362" width="90" height="8" rx="4" fill={colors.textSecondary} />
      <rect x="40" y="376" width="60" height="6" rx="3" fill={colors.textMuted} />
      <rect x="160" y="362" width="40" height="20" rx="10" fill={colors.rise} opacity="0.85" />
      <rect x="16" y="404" width="208" height="40" fill={colors.surface} />
      {[0, 1, 2, 3].map((i) => (
        <circle key={i} cx={46 + i * 50} cy="424" r="8" fill={i === 0 ? colors.primary : colors.textMuted} />
      ))}
    </svg>
  );
}

/** Small line icons of the app's features, in the primary colour. */
export function FeatureIcon({ kind }: { kind: 'wallet' | 'live' | 'safe' | 'service' }) {
  const { colors } = useTheme();
  const paths = {
    wallet: 'M6 12h28v18H6zM6 12l20-6v6M26 21h8',
    live: 'M6 30l8-10 7 6 8-12 5 6M6 8v24h28',
    safe: 'M20 5l13 5v9c0 8-6 13-13 16C13 32 7 27 7 19v-9zM14 20l4 4 8-8',
    service: 'M8 22v-4a12 12 0 0 1 24 0v4M8 22h5v8H8zM27 22h5v8h-5zM32 30c0 3-4 5-9 5',
  } as const;
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
      <path
        d={paths[kind]}
        fill="none"
        stroke={colors.primary}
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
