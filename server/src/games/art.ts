import { rngFromText } from './rng';

/**
 * Pictures of venues and games, drawn as SVG by the server: the demo needs thousands of
 * images and must never call another host.
 */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const FONT = `font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif"`;

/**
 * Theme words of a game's name and the motif drawn for each (white, at low opacity, behind the
 * name). The first match wins: the broad words (财, 金, 王...) come last.
 */
const THEMES: [RegExp, string][] = [
  [
    /龙/,
    '<path d="M40 150 C70 90 130 120 150 80 C170 40 230 60 250 30 C240 80 200 90 180 120 C160 150 110 140 90 170 C80 185 60 190 40 150 Z"/>',
  ],
  [
    /冰|雪/,
    '<path d="M250 40 V160 M198 70 L302 130 M198 130 L302 70" stroke="#fff" stroke-width="12" stroke-linecap="round"/>',
  ],
  [
    /火|焰|爆/,
    '<path d="M240 200 C180 190 190 130 220 100 C220 130 240 130 240 110 C250 80 240 60 230 40 C290 70 310 130 290 170 C280 190 260 200 240 200 Z"/>',
  ],
  [
    /埃及|金字塔|法老/,
    '<path d="M170 200 L250 60 L330 200 Z"/><path d="M40 200 L90 120 L140 200 Z" opacity="0.6"/>',
  ],
  [
    /糖果|甜/,
    '<circle cx="250" cy="120" r="40"/><path d="M210 120 L180 95 V145 Z M290 120 L320 95 V145 Z"/>',
  ],
  [
    /星|月|夜|空/,
    '<path d="M250 40 L262 80 L304 80 L270 104 L282 145 L250 120 L218 145 L230 104 L196 80 L238 80 Z"/><circle cx="70" cy="60" r="8"/><circle cx="110" cy="40" r="5"/>',
  ],
  [
    /海|鱼|水|龙宫/,
    '<path d="M180 120 C210 80 270 80 300 120 C270 160 210 160 180 120 Z M300 120 L330 95 V145 Z"/>',
  ],
  [
    /猴|虎|熊|狮|牛|马/,
    '<circle cx="250" cy="120" r="50"/><circle cx="210" cy="80" r="18"/><circle cx="290" cy="80" r="18"/>',
  ],
  [
    /财|金|宝|富|发/,
    '<ellipse cx="250" cy="170" rx="46" ry="42"/><ellipse cx="205" cy="195" rx="34" ry="31" opacity="0.7"/><ellipse cx="70" cy="70" rx="28" ry="26" opacity="0.6"/>',
  ],
  [/女王|皇|王|霸|尊/, '<path d="M190 150 L200 70 L235 110 L260 55 L285 110 L320 70 L330 150 Z"/>'],
];

/** The motif for a game: its theme word's drawing, else card suits by hue (every tile has one). */
function motifOf(name: string, hue: number): string {
  const found = THEMES.find(([words]) => words.test(name))?.[1];
  if (found) return found;
  const suits = [
    'M250 70 C280 30 330 80 250 150 C170 80 220 30 250 70 Z',
    'M250 50 L300 120 L250 190 L200 120 Z',
  ];
  return `<path d="${suits[hue % 2]}"/>`;
}

/**
 * A game tile (4:3) with the game's name, provider and, when given, a hot (red) or new
 * (green) badge; behind the name, a motif drawn from the theme words of its name (龙, 财神,
 * 冰雪, 火焰, 埃及...) over a lit, layered backdrop, so tiles differ by what the game is about.
 */
export function gameSvg(
  name: string,
  provider: string,
  hue: number,
  badge?: { text: string; tone: 'hot' | 'new' },
): string {
  const size = name.length > 6 ? 26 : 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,52%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,26%)"/></linearGradient>
<radialGradient id="l" cx="0.3" cy="0.2" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="320" height="240" rx="18" fill="url(#g)"/>
<rect width="320" height="240" rx="18" fill="url(#l)"/>
<g fill="#fff" opacity="0.22">${motifOf(name, hue)}</g>
<path d="M0 196 C80 170 160 214 320 186 V222 A18 18 0 0 1 302 240 H18 A18 18 0 0 1 0 222 Z" fill="#000" opacity="0.22"/>
<text x="160" y="118" text-anchor="middle" fill="#fff" font-size="${size}" font-weight="700" ${FONT}>${escapeXml(name)}</text>
<text x="160" y="160" text-anchor="middle" fill="#fff" opacity="0.8" font-size="16" ${FONT}>${escapeXml(provider)}</text>
${badge ? `<rect x="12" y="12" width="56" height="26" rx="13" fill="${badge.tone === 'hot' ? '#e5484d' : '#30a46c'}"/><text x="40" y="30" text-anchor="middle" fill="#fff" font-size="14" ${FONT}>${escapeXml(badge.text)}</text>` : ''}
</svg>`;
}

/**
 * A game's thumbnail art without text (the lobby card writes the name, provider and badges
 * itself), in flat colour regions: a backdrop, a halo and a band placed by the name, the
 * theme motif, a few sparkles. Flat regions keep the raster small (server/src/games/raster.ts
 * turns it into a PNG of a few KB), so the lobby paints bitmaps, not vector scenes.
 */
export function gameArtSvg(name: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
${gameArtBody(name, hue)}
</svg>`;
}

/**
 * The arts of several games side by side in one drawing, 320 x 240 each (the lobby's picture
 * strip: one PNG for a row of cards).
 */
export function gameArtStripSvg(arts: readonly { name: string; hue: number }[]): string {
  const cells = arts
    .map(
      (a, i) =>
        `<svg x="${i * 320}" width="320" height="240" viewBox="0 0 320 240">${gameArtBody(a.name, a.hue)}</svg>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${arts.length * 320}" height="240" viewBox="0 0 ${arts.length * 320} 240">
${cells}
</svg>`;
}

/** The shapes of one game's art in a 320 x 240 box (no text: the card writes the name). */
function gameArtBody(name: string, hue: number): string {
  const r = rngFromText(`art:${name}`);
  const cx = Math.round(60 + r() * 200);
  const cy = Math.round(40 + r() * 100);
  const halo = Math.round(70 + r() * 50);
  const tilt = Math.round(r() * 80) - 40;
  const stars = Array.from({ length: 5 }, () => {
    const x = Math.round(20 + r() * 280);
    const y = Math.round(16 + r() * 150);
    const s = Math.round(4 + r() * 6);
    return `M${x} ${y - s * 2} L${x + s / 2} ${y - s / 2} L${x + s * 2} ${y} L${x + s / 2} ${y + s / 2} L${x} ${y + s * 2} L${x - s / 2} ${y + s / 2} L${x - s * 2} ${y} L${x - s / 2} ${y - s / 2} Z`;
  }).join(' ');
  return `<rect width="320" height="240" fill="hsl(${hue},62%,36%)"/>
<circle cx="${cx}" cy="${cy}" r="${halo}" fill="hsl(${hue},72%,47%)"/>
<circle cx="${cx}" cy="${cy}" r="${Math.round(halo * 0.62)}" fill="hsl(${(hue + 12) % 360},80%,56%)"/>
<path d="M0 ${170 + tilt / 2} L320 ${150 - tilt / 2} V240 H0 Z" fill="hsl(${(hue + 20) % 360},55%,24%)"/>
<g fill="#fff" opacity="0.3">${motifOf(name, hue)}</g>
<path d="${stars}" fill="#fff" opacity="0.75"/>
<path d="M0 206 C80 186 160 222 320 198 V240 H0 Z" fill="#000" opacity="0.2"/>`;
}
