import type { games } from '@site/shared/contract';

/**
 * Venue cards and logos, drawn by this project (issue 15 item 14): a layered backdrop
 * (gradient sky, light, two hill bands) for depth, an illustration of the venue's kind,
 * and a wordmark whose emblem shape and lettering follow from the venue's code, so every
 * provider reads as its own brand. Deterministic: the same venue always gets the same art.
 */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const CJK = `font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif"`;
const LATIN = [
  `font-family="Georgia,'Times New Roman',serif" font-style="italic"`,
  `font-family="Arial Black,Arial,sans-serif" letter-spacing="3"`,
  `font-family="Verdana,sans-serif" letter-spacing="1"`,
  `font-family="'Trebuchet MS',Arial,sans-serif" font-style="italic" letter-spacing="2"`,
];

/** A small stable hash of the code: picks the emblem, the lettering and the light's place. */
function seedOf(code: string): number {
  let h = 2166136261;
  for (const c of code) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360},${s}%,${l}%)`;

/** The emblem behind the initials: circle, hexagon, shield or diamond. */
function emblem(kind: number, cx: number, cy: number, r: number, fill: string, stroke: string): string {
  const common = `fill="${fill}" stroke="${stroke}" stroke-width="${r / 12}"`;
  switch (kind % 4) {
    case 0:
      return `<circle cx="${cx}" cy="${cy}" r="${r}" ${common}/>`;
    case 1: {
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6;
        return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
      });
      return `<polygon points="${pts.join(' ')}" ${common}/>`;
    }
    case 2:
      return `<path d="M${cx} ${cy - r} L${cx + r} ${cy - r * 0.6} V${cy + r * 0.1} C${cx + r} ${cy + r * 0.6} ${cx + r * 0.4} ${cy + r * 0.9} ${cx} ${cy + r} C${cx - r * 0.4} ${cy + r * 0.9} ${cx - r} ${cy + r * 0.6} ${cx - r} ${cy + r * 0.1} V${cy - r * 0.6} Z" ${common}/>`;
    default:
      return `<path d="M${cx} ${cy - r} L${cx + r} ${cy} L${cx} ${cy + r} L${cx - r} ${cy} Z" ${common}/>`;
  }
}

function initials(code: string, enName: string): string {
  const words = enName.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.map((w) => w[0]).join('') : code;
  return letters.slice(0, 3).toUpperCase();
}

/** What the venue offers, drawn in white at low contrast on the card's right. */
function illustration(category: games.VenueCategory, accent: string): string {
  const w = 'fill="#fff"';
  switch (category) {
    case 'TY':
      return `<g transform="translate(370 128)"><circle r="62" ${w} opacity="0.92"/><path d="M0-22 L21-7 L13 18 L-13 18 L-21-7 Z" fill="${accent}"/><path d="M0-22 V-60 M21-7 L57-18 M13 18 L36 50 M-13 18 L-36 50 M-21-7 L-57-18" stroke="${accent}" stroke-width="4"/></g>`;
    case 'ZR':
    case 'QP':
      return `<g transform="translate(372 132)"><g transform="rotate(-16)"><rect x="-42" y="-60" width="84" height="118" rx="10" ${w} opacity="0.85"/></g><g transform="rotate(10)"><rect x="-42" y="-60" width="84" height="118" rx="10" ${w}/><text x="-30" y="-30" font-size="26" font-weight="700" fill="${accent}" ${CJK}>A</text><path d="M0 -12 C14 -30 34 -8 0 22 C-34 -8 -14 -30 0 -12 Z" fill="${accent}"/></g>${category === 'ZR' ? `<g transform="translate(-70 60)"><circle r="26" fill="${accent}" stroke="#fff" stroke-width="5" stroke-dasharray="8 6"/><circle r="14" fill="#fff" opacity="0.9"/></g>` : ''}</g>`;
    case 'DJ':
      return `<g transform="translate(370 132)"><path d="M-70 -18 C-70 -42 -50 -46 -30 -40 H30 C50 -46 70 -42 70 -18 L80 34 C84 56 58 62 44 42 L30 22 H-30 L-44 42 C-58 62 -84 56 -80 34 Z" ${w} opacity="0.92"/><path d="M-44 -10 V14 M-56 2 H-32" stroke="${accent}" stroke-width="7" stroke-linecap="round"/><circle cx="38" cy="-6" r="7" fill="${accent}"/><circle cx="52" cy="8" r="7" fill="${accent}"/></g>`;
    case 'CP':
      return `<g transform="translate(366 130)">${[
        [-48, 22, '7'],
        [0, -28, '3'],
        [46, 20, '8'],
      ]
        .map(
          ([x, y, n]) =>
            `<circle cx="${x}" cy="${y}" r="34" ${w}/><circle cx="${x}" cy="${y}" r="22" fill="none" stroke="${accent}" stroke-width="3"/><text x="${x}" y="${Number(y) + 11}" text-anchor="middle" font-size="30" font-weight="700" fill="${accent}" ${CJK}>${n}</text>`,
        )
        .join('')}</g>`;
    case 'BY':
      return `<g transform="translate(370 132)"><path d="M-70 0 C-30 -56 40 -50 62 0 C40 50 -30 56 -70 0 Z" ${w}/><path d="M62 0 L96 -30 V30 Z" ${w}/><circle cx="-36" cy="-8" r="7" fill="${accent}"/></g>`;
    default:
      return `<g transform="translate(370 132)">${[-60, 0, 60]
        .map(
          (x) =>
            `<rect x="${x - 26}" y="-46" width="52" height="92" rx="10" ${w}/><text x="${x}" y="16" text-anchor="middle" font-size="44" font-weight="800" fill="${accent}" ${CJK}>7</text>`,
        )
        .join('')}</g>`;
  }
}

export interface VenueArt {
  code: string;
  name: string;
  enName: string;
  hue: number;
  category: games.VenueCategory;
}

// Gradient ids carry the code: several of these drawn inline in one page must not share one.

/** The venue's logo (96 x 96): its emblem with initials, in the venue's colours. */
export function venueLogoSvg(v: VenueArt): string {
  const seed = seedOf(v.code);
  const text = initials(v.code, v.enName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<defs><linearGradient id="l-${v.code}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(v.hue, 70, 55)}"/><stop offset="1" stop-color="${hsl(v.hue + 25, 75, 28)}"/></linearGradient></defs>
${emblem(seed, 48, 48, 44, `url(#l-${v.code})`, hsl(v.hue, 60, 80))}
<text x="48" y="${text.length > 2 ? 57 : 60}" text-anchor="middle" fill="#fff" font-size="${text.length > 2 ? 24 : 32}" font-weight="800" ${LATIN[seed % LATIN.length]}>${escapeXml(text)}</text></svg>`;
}

/** The venue's card (16:9): layered backdrop, illustration, emblem and wordmark. */
export function venueCardSvg(v: VenueArt): string {
  const seed = seedOf(v.code);
  const accent = hsl(v.hue, 72, 42);
  const lightX = 300 + (seed % 140);
  const text = initials(v.code, v.enName);
  const nameSize = v.name.length > 5 ? 36 : 42;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">
<defs>
<linearGradient id="sky-${v.code}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(v.hue, 72, 46)}"/><stop offset="1" stop-color="${hsl(v.hue + 30, 78, 16)}"/></linearGradient>
<radialGradient id="glow-${v.code}" cx="${lightX / 480}" cy="0.2" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="fade-${v.code}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient>
</defs>
<rect width="480" height="270" fill="url(#sky-${v.code})"/>
<rect width="480" height="270" fill="url(#glow-${v.code})"/>
<path d="M0 200 C90 160 170 230 280 190 C370 158 430 186 480 170 V270 H0 Z" fill="#000" opacity="0.18"/>
<path d="M0 236 C110 206 200 256 320 226 C400 208 450 228 480 220 V270 H0 Z" fill="#000" opacity="0.22"/>
${illustration(v.category, accent)}
<rect width="480" height="270" fill="url(#fade-${v.code})"/>
${emblem(seed, 62, 70, 30, 'rgba(255,255,255,0.16)', '#fff')}
<text x="62" y="${text.length > 2 ? 77 : 80}" text-anchor="middle" fill="#fff" font-size="${text.length > 2 ? 17 : 24}" font-weight="800" ${LATIN[seed % LATIN.length]}>${escapeXml(text)}</text>
<text x="32" y="160" fill="#fff" font-size="${nameSize}" font-weight="800" ${CJK}>${escapeXml(v.name)}</text>
<rect x="34" y="176" width="${36 + (seed % 5) * 10}" height="4" rx="2" fill="${hsl(v.hue + 180, 80, 65)}"/>
<text x="34" y="210" fill="#fff" opacity="0.85" font-size="20" ${LATIN[seed % LATIN.length]}>${escapeXml(v.enName)}</text>
</svg>`;
}
