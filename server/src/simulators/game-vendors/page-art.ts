import { SYMBOLS, type SlotSymbol } from './slot';

/**
 * The drawings of the demo game pages, as one hidden SVG sprite per page (inline SVG is
 * markup, not script, so the site's CSP allows it): the slot's eight symbols and the playing
 * cards' suits. All drawn here, nothing copied. A page script shows a drawing with
 * `<svg><use href="#id"/></svg>`; ids are ASCII (the zh-TW page converts only Han text).
 */

/** The sprite id of a slot symbol: by code point, so a script needs no Han literal to find it. */
export const symbolId = (symbol: string): string => `sym-${symbol.codePointAt(0)?.toString(16) ?? ''}`;

const medallion = (id: string, light: string, dark: string, rim = '#f7d774') =>
  `<defs><radialGradient id="${id}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>
<circle cx="50" cy="50" r="45" fill="url(#${id})" stroke="${rim}" stroke-width="4"/>
<circle cx="50" cy="50" r="39" fill="none" stroke="${rim}" stroke-opacity="0.45" stroke-width="1.5"/>`;

/** Gold text on a symbol (the character is part of the picture, as on the tiles it imitates). */
const glyph = (text: string, y = 63, size = 34, fill = '#ffe7a3') =>
  `<text x="50" y="${y}" text-anchor="middle" font-size="${size}" font-weight="900" fill="${fill}" stroke="#6b3a00" stroke-width="1.2" font-family="'Noto Serif CJK SC','Noto Sans CJK SC',serif">${text}</text>`;

const ART: Record<SlotSymbol, string> = {
  // A coiled golden dragon chasing its pearl on a jade medallion (the top symbol).
  龙: `${medallion('g-long', '#3ddc97', '#0b5e3c')}
<path d="M22 70 C20 50 40 44 50 52 C60 60 78 56 76 38 C74 24 58 20 50 28" fill="none" stroke="#f5c451" stroke-width="9" stroke-linecap="round"/>
<path d="M22 70 C20 50 40 44 50 52 C60 60 78 56 76 38 C74 24 58 20 50 28" fill="none" stroke="#b87a0e" stroke-width="2" stroke-dasharray="3 5"/>
<path d="M44 22 C50 16 60 18 62 26 C64 32 58 36 52 34 L44 36 Z" fill="#f5c451" stroke="#8a5a00" stroke-width="1.5"/>
<path d="M52 20 L56 10 M58 22 L66 14" stroke="#f5c451" stroke-width="3" stroke-linecap="round"/>
<circle cx="55" cy="25" r="2.2" fill="#c0262d"/>
<circle cx="30" cy="30" r="8" fill="#fff6d6" stroke="#f5c451" stroke-width="2"/><circle cx="28" cy="28" r="2.5" fill="#fff"/>
<path d="M18 74 L10 80 M24 76 L20 86" stroke="#f5c451" stroke-width="4" stroke-linecap="round"/>`,
  // A phoenix: fanned tail feathers in fire colours, a crested head.
  凤: `${medallion('g-feng', '#c05bd6', '#4a0f5e')}
<g stroke="#6b1a12" stroke-width="1">
<path d="M50 60 C30 70 16 62 14 44 C26 54 38 54 50 60 Z" fill="#ff8a3d"/>
<path d="M50 60 C36 76 24 80 16 70 C30 70 40 66 50 60 Z" fill="#ffcf4d"/>
<path d="M50 60 C50 78 44 88 34 86 C44 80 46 70 50 60 Z" fill="#ff5a4d"/></g>
<path d="M50 60 C56 44 58 34 66 28 C72 24 80 26 80 32 C76 32 72 34 70 40 C66 50 60 58 50 60 Z" fill="#ffd166" stroke="#8a3b00" stroke-width="1.5"/>
<path d="M72 26 C70 18 74 14 78 16 M76 26 C78 18 84 18 84 22" stroke="#ff5a4d" stroke-width="2.5" fill="none" stroke-linecap="round"/>
<path d="M80 31 L88 33 L80 35 Z" fill="#f59f00"/><circle cx="75" cy="30" r="1.8" fill="#2b0a00"/>`,
  // 福 on a red diamond with a gold frame (a door charm).
  福: `<path d="M50 6 L94 50 L50 94 L6 50 Z" fill="#d62f2f" stroke="#f7d774" stroke-width="4"/>
<path d="M50 16 L84 50 L50 84 L16 50 Z" fill="none" stroke="#f7d774" stroke-opacity="0.6" stroke-width="1.5"/>
${glyph('福', 62, 36)}`,
  // 禄: a cut jade gem.
  禄: `<path d="M30 14 H70 L90 40 L50 92 L10 40 Z" fill="#2bb673" stroke="#d8ffe9" stroke-width="3"/>
<path d="M10 40 H90 M30 14 L40 40 L50 92 L60 40 L70 14 M40 40 L50 14 L60 40" fill="none" stroke="#d8ffe9" stroke-opacity="0.7" stroke-width="1.5"/>
<path d="M30 14 L40 40 L10 40 Z" fill="#7cf0b4" opacity="0.6"/>
${glyph('禄', 70, 22, '#f7fff9')}`,
  // 寿: the longevity peach with two leaves.
  寿: `<path d="M50 88 C22 86 12 62 20 44 C28 28 44 28 50 38 C56 28 72 28 80 44 C88 62 78 86 50 88 Z" fill="#ff9aa8" stroke="#c2455a" stroke-width="2.5"/>
<path d="M50 38 C46 52 46 70 50 86" fill="none" stroke="#e0607a" stroke-width="2"/>
<path d="M28 50 C30 40 40 36 46 42" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="4" stroke-linecap="round"/>
<path d="M50 36 C40 22 26 22 20 26 C28 34 40 36 50 36 Z" fill="#3aa655" stroke="#1f6b33" stroke-width="1.5"/>
<path d="M50 36 C58 20 72 16 80 20 C74 30 62 36 50 36 Z" fill="#4cc26a" stroke="#1f6b33" stroke-width="1.5"/>
${glyph('寿', 74, 22, '#fff3f5')}`,
  // 喜: a red lantern with gold caps and a tassel.
  喜: `<line x1="50" y1="4" x2="50" y2="14" stroke="#f7d774" stroke-width="3"/>
<rect x="36" y="12" width="28" height="8" rx="2" fill="#f5c451"/>
<ellipse cx="50" cy="48" rx="34" ry="30" fill="#e03131" stroke="#8f1111" stroke-width="2"/>
<path d="M50 18 C36 30 36 66 50 78 M50 18 C64 30 64 66 50 78 M50 18 V78" fill="none" stroke="#8f1111" stroke-width="1.5"/>
<rect x="36" y="76" width="28" height="8" rx="2" fill="#f5c451"/>
<path d="M46 84 L44 98 M50 84 V98 M54 84 L56 98" stroke="#f5c451" stroke-width="2.5"/>
${glyph('喜', 59, 26)}`,
  // 财: a gold coin with a square hole.
  财: `${medallion('g-cai', '#ffe680', '#c98d1a', '#8a5a00')}
<rect x="40" y="40" width="20" height="20" fill="#5a3600" stroke="#8a5a00" stroke-width="2"/>
<text x="50" y="33" text-anchor="middle" font-size="18" font-weight="900" fill="#7a4a00" font-family="'Noto Serif CJK SC',serif">财</text>
<text x="50" y="80" text-anchor="middle" font-size="14" font-weight="900" fill="#7a4a00" font-family="'Noto Serif CJK SC',serif">通宝</text>`,
  // 金: a gold ingot (元宝).
  金: `<defs><linearGradient id="g-jin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1a8"/><stop offset="1" stop-color="#c98d1a"/></linearGradient></defs>
<path d="M8 50 C14 44 24 46 30 50 H70 C76 46 86 44 92 50 C90 72 72 84 50 84 C28 84 10 72 8 50 Z" fill="url(#g-jin)" stroke="#8a5a00" stroke-width="2.5"/>
<ellipse cx="50" cy="48" rx="20" ry="14" fill="#ffe07a" stroke="#8a5a00" stroke-width="2"/>
<path d="M38 42 C44 36 54 36 60 40" stroke="#fff" stroke-opacity="0.8" stroke-width="3" fill="none" stroke-linecap="round"/>
${glyph('金', 78, 18, '#7a4a00')}`,
};

/** The suits of the playing cards, 24 x 24. */
const SUITS: Record<string, string> = {
  S: '<path d="M12 2 C16 8 22 11 22 15 C22 19 17 20 13 17 L15 22 H9 L11 17 C7 20 2 19 2 15 C2 11 8 8 12 2 Z"/>',
  H: '<path d="M12 21 C6 16 2 12 2 8 C2 4 6 2 9 4 C10 5 11 6 12 7 C13 6 14 5 15 4 C18 2 22 4 22 8 C22 12 18 16 12 21 Z"/>',
  D: '<path d="M12 1 L21 12 L12 23 L3 12 Z"/>',
  C: '<path d="M12 2 A5 5 0 0 1 15.5 10.5 A5 5 0 1 1 14 17 L15 22 H9 L10 17 A5 5 0 1 1 8.5 10.5 A5 5 0 0 1 12 2 Z"/>',
};

/** The sprite of a slot page: its eight symbols. */
export function slotSprite(): string {
  const symbols = SYMBOLS.map(
    (s) => `<symbol id="${symbolId(s)}" viewBox="0 0 100 100">${ART[s]}</symbol>`,
  ).join('');
  return `<svg width="0" height="0" style="position:absolute" aria-hidden="true">${symbols}</svg>`;
}

/** The sprite of a card table: the four suits. */
export function cardSprite(): string {
  const suits = Object.entries(SUITS)
    .map(([k, d]) => `<symbol id="suit-${k}" viewBox="0 0 24 24">${d}</symbol>`)
    .join('');
  return `<svg width="0" height="0" style="position:absolute" aria-hidden="true">${suits}</svg>`;
}

/**
 * The dealer's place at a live table: a dealer behind the felt's edge, the card shoe at her
 * right and the discard tray at her left (the table pages deal from the shoe).
 */
export function dealerSvg(): string {
  return `<svg class="dealer" viewBox="0 0 400 150" role="img" aria-label="荷官">
<defs><radialGradient id="g-spot" cx="0.5" cy="0.1" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="400" height="150" fill="url(#g-spot)"/>
<path d="M150 150 C150 112 170 98 200 98 C230 98 250 112 250 150 Z" fill="#1b1b22"/>
<path d="M186 98 L200 130 L214 98 Z" fill="#f4f1ea"/>
<path d="M192 104 L200 100 L208 104 L200 108 Z" fill="#c0262d"/>
<rect x="192" y="80" width="16" height="20" rx="6" fill="#e9b99a"/>
<ellipse cx="200" cy="62" rx="22" ry="26" fill="#f1c6a8"/>
<path d="M176 66 C170 36 190 28 204 30 C222 30 232 44 226 70 C224 56 214 46 200 46 C188 46 180 54 176 66 Z" fill="#2a1a14"/>
<path d="M176 66 C172 84 174 104 168 114 C180 110 184 96 182 74 Z M226 68 C230 86 228 104 234 114 C222 110 218 96 220 74 Z" fill="#2a1a14"/>
<circle cx="192" cy="64" r="2" fill="#2a1a14"/><circle cx="208" cy="64" r="2" fill="#2a1a14"/>
<path d="M194 76 Q200 80 206 76" stroke="#b5524a" stroke-width="2" fill="none" stroke-linecap="round"/>
<g transform="translate(300 104)"><rect width="62" height="40" rx="6" fill="#3b2a1a" stroke="#c98d1a" stroke-width="2"/>
<rect x="8" y="-8" width="40" height="30" rx="3" fill="#9b2226" stroke="#fff" stroke-width="2" transform="rotate(-8 28 7)"/></g>
<g transform="translate(40 112)"><rect width="56" height="30" rx="5" fill="none" stroke="#c98d1a" stroke-width="2"/>
<rect x="8" y="6" width="40" height="18" rx="2" fill="#9b2226" opacity="0.7"/></g>
</svg>`;
}
