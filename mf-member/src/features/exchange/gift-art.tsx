import { useTheme } from 'styled-components';

/** Pictures of the catalogue items, drawn for this site in theme colours. */
export function GiftArt({ art, size = 72 }: { art: string; size?: number }) {
  const { colors } = useTheme();
  const common = {
    width: size,
    height: size,
    viewBox: '0 0 64 64',
    role: 'img' as const,
    'aria-hidden': true,
  };
  switch (art) {
    case 'shirt':
      return (
        <svg {...common}>
          <path
            d="M22 8 L32 14 L42 8 L56 18 L50 28 L46 26 V56 H18 V26 L14 28 L8 18 Z"
            fill={colors.primary}
          />
          <text x="32" y="44" textAnchor="middle" fontSize="14" fontWeight="800" fill={colors.primaryText}>
            10
          </text>
        </svg>
      );
    case 'headset':
      return (
        <svg {...common}>
          <path d="M12 36 V30 A20 20 0 0 1 52 30 V36" fill="none" stroke={colors.info} strokeWidth="5" />
          <rect x="8" y="34" width="12" height="18" rx="4" fill={colors.info} />
          <rect x="44" y="34" width="12" height="18" rx="4" fill={colors.info} />
        </svg>
      );
    case 'watch':
      return (
        <svg {...common}>
          <rect x="24" y="4" width="16" height="56" rx="5" fill={colors.textSecondary} />
          <rect x="16" y="16" width="32" height="32" rx="9" fill={colors.text} />
          <rect x="20" y="20" width="24" height="24" rx="6" fill={colors.success} />
          <path
            d="M32 26 V32 L37 35"
            stroke={colors.primaryText}
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      );
    case 'ball':
      return (
        <svg {...common}>
          <circle cx="32" cy="32" r="24" fill={colors.surface} stroke={colors.text} strokeWidth="2.5" />
          <path d="M32 22 L41 28 L38 38 H26 L23 28 Z" fill={colors.text} />
          <path
            d="M32 22 V10 M41 28 L53 24 M38 38 L45 49 M26 38 L19 49 M23 28 L11 24"
            stroke={colors.text}
            strokeWidth="2"
          />
        </svg>
      );
    case 'spins':
      // A slot machine: three reels showing 7s under an arched top.
      return (
        <svg {...common}>
          <rect x="8" y="14" width="48" height="40" rx="6" fill={colors.primary} />
          <path d="M14 14 A18 10 0 0 1 50 14 Z" fill={colors.warning} />
          {[13, 27, 41].map((x) => (
            <g key={x}>
              <rect x={x} y="24" width="10" height="20" rx="2" fill={colors.surface} />
              <text x={x + 5} y="38" textAnchor="middle" fontSize="11" fontWeight="800" fill={colors.danger}>
                7
              </text>
            </g>
          ))}
          <rect x="56" y="22" width="3" height="16" rx="1.5" fill={colors.text} />
          <circle cx="57.5" cy="20" r="3.5" fill={colors.danger} />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <ellipse cx="32" cy="46" rx="20" ry="7" fill={colors.warning} opacity="0.6" />
          <ellipse cx="32" cy="38" rx="20" ry="7" fill={colors.warning} opacity="0.8" />
          <ellipse cx="32" cy="30" rx="20" ry="7" fill={colors.warning} />
          <text x="32" y="34" textAnchor="middle" fontSize="11" fontWeight="800" fill={colors.primaryText}>
            ¥
          </text>
        </svg>
      );
  }
}
