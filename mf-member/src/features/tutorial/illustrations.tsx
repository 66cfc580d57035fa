import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';

/** One picture per tutorial step, drawn for this guide in the theme's colours. */
export type Step = 'register' | 'bind' | 'deposit' | 'transfer' | 'bet' | 'withdraw';

export function StepArt({ step }: { step: Step }) {
  const { colors: c } = useTheme();
  const frame = (children: ReactNode) => (
    <svg width="100%" height="120" viewBox="0 0 200 120" role="img" aria-hidden="true">
      <rect x="0" y="0" width="200" height="120" rx="12" fill={c.surfaceAlt} />
      {children}
    </svg>
  );
  switch (step) {
    case 'register':
      return frame(
        <>
          <rect x="50" y="14" width="100" height="92" rx="8" fill={c.surface} stroke={c.border} />
          <circle cx="100" cy="38" r="12" fill={c.primary} />
          <rect x="64" y="58" width="72" height="9" rx="4" fill={c.border} />
          <rect x="64" y="72" width="72" height="9" rx="4" fill={c.border} />
          <rect x="64" y="88" width="72" height="12" rx="6" fill={c.primary} />
        </>,
      );
    case 'bind':
      return frame(
        <>
          <rect x="70" y="10" width="60" height="100" rx="10" fill={c.text} />
          <rect x="75" y="20" width="50" height="78" rx="4" fill={c.surface} />
          <path d="M100 36 L116 42 V56 C116 66 108 72 100 76 C92 72 84 66 84 56 V42 Z" fill={c.success} />
          <path d="M93 56 L99 62 L109 50" stroke={c.primaryText} strokeWidth="3" fill="none" />
        </>,
      );
    case 'deposit':
      return frame(
        <>
          <rect x="40" y="40" width="90" height="56" rx="8" fill={c.primary} />
          <rect x="40" y="52" width="90" height="10" fill={c.text} opacity="0.4" />
          <circle cx="150" cy="44" r="18" fill={c.warning} />
          <text x="150" y="50" textAnchor="middle" fontSize="16" fontWeight="800" fill={c.primaryText}>
            ¥
          </text>
          <path d="M150 66 V86 M142 78 L150 86 L158 78" stroke={c.success} strokeWidth="4" fill="none" />
        </>,
      );
    case 'transfer':
      return frame(
        <>
          <rect x="20" y="36" width="56" height="48" rx="8" fill={c.info} />
          <rect x="124" y="36" width="56" height="48" rx="8" fill={c.warning} />
          <path d="M84 52 H116 M108 44 L116 52 L108 60" stroke={c.text} strokeWidth="4" fill="none" />
          <path d="M116 70 H84 M92 62 L84 70 L92 78" stroke={c.textMuted} strokeWidth="4" fill="none" />
        </>,
      );
    case 'bet':
      return frame(
        <>
          <circle cx="70" cy="60" r="30" fill={c.surface} stroke={c.text} strokeWidth="3" />
          <path d="M70 46 L82 54 L78 68 H62 L58 54 Z" fill={c.text} />
          <rect x="112" y="30" width="60" height="60" rx="8" fill={c.surface} stroke={c.border} />
          <text x="142" y="58" textAnchor="middle" fontSize="14" fontWeight="700" fill={c.primary}>
            1.95
          </text>
          <rect x="122" y="68" width="40" height="12" rx="6" fill={c.primary} />
        </>,
      );
    case 'withdraw':
      return frame(
        <>
          <rect x="50" y="24" width="100" height="72" rx="8" fill={c.surface} stroke={c.border} />
          <rect x="62" y="36" width="76" height="14" rx="3" fill={c.success} opacity="0.8" />
          <rect x="62" y="58" width="40" height="8" rx="4" fill={c.border} />
          <path d="M100 100 V76 M90 86 L100 76 L110 86" stroke={c.success} strokeWidth="4" fill="none" />
        </>,
      );
  }
}
