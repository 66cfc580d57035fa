/**
 * The picture of each game category on the home page's venue tiles, drawn here (issue 15
 * item 14: art made by the project): a football, a chip and cards, slot reels, a mahjong
 * tile, a fish, a game pad, lottery balls. White shapes in layers of light, so every tile
 * keeps its own colour; decorative (the tile's name is its text).
 */
const ART = {
  TY: (
    <>
      <ellipse cx="60" cy="104" rx="34" ry="6" opacity="0.18" />
      <circle cx="60" cy="56" r="40" opacity="0.95" />
      <path
        d="M60 36 L76 48 L70 67 L50 67 L44 48 Z M60 16 V36 M76 48 L97 42 M70 67 L83 88 M50 67 L37 88 M44 48 L23 42"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path d="M60 36 L76 48 L70 67 L50 67 L44 48 Z" fill="currentColor" />
    </>
  ),
  ZR: (
    <>
      <rect x="30" y="18" width="44" height="62" rx="6" transform="rotate(-14 52 49)" opacity="0.55" />
      <rect x="46" y="14" width="44" height="62" rx="6" transform="rotate(10 68 45)" opacity="0.95" />
      <path d="M70 34 l8 12 -8 12 -8 -12 z" fill="currentColor" transform="rotate(10 68 45)" />
      <circle cx="46" cy="88" r="20" opacity="0.95" />
      <circle
        cx="46"
        cy="88"
        r="13"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeDasharray="6 4"
      />
    </>
  ),
  DZ: (
    <>
      <rect x="12" y="22" width="96" height="70" rx="12" opacity="0.95" />
      <rect x="20" y="34" width="24" height="46" rx="5" fill="currentColor" opacity="0.85" />
      <rect x="48" y="34" width="24" height="46" rx="5" fill="currentColor" opacity="0.85" />
      <rect x="76" y="34" width="24" height="46" rx="5" fill="currentColor" opacity="0.85" />
      <text x="32" y="65" fontSize="22" fontWeight="800" textAnchor="middle" fill="#fff">
        7
      </text>
      <text x="60" y="65" fontSize="22" fontWeight="800" textAnchor="middle" fill="#fff">
        7
      </text>
      <text x="88" y="65" fontSize="22" fontWeight="800" textAnchor="middle" fill="#fff">
        7
      </text>
      <rect x="108" y="30" width="6" height="34" rx="3" opacity="0.8" />
      <circle cx="111" cy="28" r="7" opacity="0.95" />
    </>
  ),
  QP: (
    <>
      <rect x="22" y="20" width="46" height="64" rx="8" transform="rotate(-10 45 52)" opacity="0.6" />
      <rect x="52" y="18" width="46" height="64" rx="8" opacity="0.95" />
      <rect x="58" y="24" width="34" height="52" rx="5" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="75" cy="38" r="5" fill="currentColor" />
      <circle cx="75" cy="50" r="5" fill="currentColor" />
      <circle cx="75" cy="62" r="5" fill="currentColor" />
    </>
  ),
  BY: (
    <>
      <circle cx="22" cy="30" r="5" opacity="0.5" />
      <circle cx="32" cy="16" r="3.5" opacity="0.4" />
      <path d="M18 60 C40 26 84 26 100 60 C84 94 40 94 18 60 Z" opacity="0.95" />
      <path d="M100 60 L118 42 L114 60 L118 78 Z" opacity="0.8" />
      <circle cx="42" cy="54" r="6" fill="currentColor" />
      <path d="M58 40 C66 52 66 68 58 80" fill="none" stroke="currentColor" strokeWidth="4" />
    </>
  ),
  DJ: (
    <>
      <path
        d="M26 40 H94 C108 40 116 62 112 82 C108 98 92 96 84 84 L76 74 H44 L36 84 C28 96 12 98 8 82 C4 62 12 40 26 40 Z"
        opacity="0.95"
      />
      <path d="M32 52 V70 M23 61 H41" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
      <circle cx="82" cy="55" r="5" fill="currentColor" />
      <circle cx="94" cy="65" r="5" fill="currentColor" />
      <circle cx="70" cy="65" r="5" fill="currentColor" />
    </>
  ),
  CP: (
    <>
      <circle cx="36" cy="72" r="24" opacity="0.95" />
      <circle cx="78" cy="52" r="28" opacity="0.95" />
      <circle cx="92" cy="94" r="16" opacity="0.7" />
      <text x="36" y="80" fontSize="22" fontWeight="800" textAnchor="middle" fill="currentColor">
        8
      </text>
      <text x="78" y="61" fontSize="26" fontWeight="800" textAnchor="middle" fill="currentColor">
        6
      </text>
      <text x="92" y="100" fontSize="15" fontWeight="800" textAnchor="middle" fill="currentColor">
        3
      </text>
    </>
  ),
} as const;

export type CategoryCode = keyof typeof ART;

/** `color` is the tile's own deep colour: the lines cut into the white shapes in it. */
export function CategoryArt({ code, color }: { code: CategoryCode; color: string }) {
  return (
    <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" fill="#fff" style={{ color }}>
      {ART[code]}
    </svg>
  );
}
