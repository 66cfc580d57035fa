import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';

/**
 * The member avatars drawn for this site ('set:1'..'set:8', issue 12), in theme colours.
 * An uploaded avatar ('upload:<id>') is shown from `src` (the caller fetches it, owner only);
 * without it the first drawn avatar stands in.
 */
export function AvatarArt({
  avatar,
  size = 32,
  src,
}: {
  avatar: string | undefined;
  size?: number;
  src?: string | null;
}) {
  const { colors: c } = useTheme();
  if (src)
    return (
      <img src={src} width={size} height={size} alt="" style={{ borderRadius: '50%', objectFit: 'cover' }} />
    );
  const n = /^set:(\d+)$/.exec(avatar ?? '')?.[1] ?? '1';
  const bg =
    [c.warning, c.info, c.success, c.danger, c.primary, c.warning, c.info, c.primary][(Number(n) - 1) % 8] ??
    c.primary;
  const glyph: Record<string, ReactNode> = {
    '1': (
      <path
        d="M20 12 L24 8 L28 12 L32 10 L30 16 A10 10 0 1 1 10 16 L8 10 L12 12 L16 8 Z"
        fill={c.primaryText}
      />
    ),
    '2': <path d="M8 20 Q20 8 30 20 Q20 32 8 20 Z M30 20 L36 14 V26 Z" fill={c.primaryText} />,
    '3': (
      <>
        <circle cx="20" cy="21" r="10" fill={c.primaryText} />
        <circle cx="12" cy="12" r="4" fill={c.text} />
        <circle cx="28" cy="12" r="4" fill={c.text} />
        <circle cx="16" cy="20" r="2.5" fill={c.text} />
        <circle cx="24" cy="20" r="2.5" fill={c.text} />
      </>
    ),
    '4': <path d="M6 24 Q12 10 20 18 Q28 26 34 12 L32 22 Q26 32 18 26 Q12 22 6 24 Z" fill={c.primaryText} />,
    '5': (
      <>
        <circle cx="20" cy="20" r="11" fill={c.primaryText} />
        <path d="M20 14 L25 18 L23 24 H17 L15 18 Z" fill={c.text} />
      </>
    ),
    '6': (
      <>
        <circle cx="20" cy="20" r="11" fill={c.primaryText} />
        <path
          d="M9 20 H31 M20 9 V31 M12 12 Q20 20 12 28 M28 12 Q20 20 28 28"
          stroke={bg}
          strokeWidth="1.5"
          fill="none"
        />
      </>
    ),
    '7': (
      <>
        <rect x="12" y="9" width="16" height="22" rx="2" fill={c.primaryText} />
        <text x="20" y="25" textAnchor="middle" fontSize="11" fontWeight="800" fill={bg}>
          A
        </text>
      </>
    ),
    '8': <path d="M9 28 L11 14 L16 20 L20 11 L24 20 L29 14 L31 28 Z" fill={c.primaryText} />,
  };
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-hidden="true">
      <circle cx="20" cy="20" r="20" fill={bg} />
      {glyph[n] ?? glyph['1']}
    </svg>
  );
}
