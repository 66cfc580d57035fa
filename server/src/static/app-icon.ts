/**
 * The installed app's icon (issue 28 item 9), drawn here in the brand's colours: a gaming chip
 * (ring with eight edge inlays) carrying the site's star, on the brand's accent. No text, so
 * resvg needs no fonts and every brand's icon is drawn, not downloaded.
 *
 * `any` is a rounded tile for launchers that show the picture as it is; `maskable` fills the
 * whole square and keeps the chip inside the 80 % safe zone, for launchers (Android, iOS home
 * screen) that cut their own shape out of it.
 */
export type IconVariant = 'any' | 'maskable';

export interface IconColours {
  /** The brand's accent: the tile. */
  accent: string;
  /** The dark edition's page colour: the tile's shade and the chip's inlays. */
  shade: string;
}

const HEX = /^#[0-9a-f]{6}$/i;
/** Only #rrggbb reaches the SVG: a brand token is operator data, not markup. */
const safeColour = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

/** A five-pointed star of outer radius `r` centred on (cx, cy), as a path. */
function starPath(cx: number, cy: number, r: number): string {
  const inner = r * 0.42;
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
}

/** The icon as a 512 x 512 SVG. */
export function appIconSvg(colours: IconColours, variant: IconVariant): string {
  const accent = safeColour(colours.accent, '#c9a45c');
  const shade = safeColour(colours.shade, '#0f1420');
  // The maskable chip stays within the safe zone (a circle of 40 % of the size around the centre).
  const chip = variant === 'maskable' ? 150 : 176;
  const inlays = Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${256 - chip * 0.13}" y="${256 - chip}" width="${chip * 0.26}" height="${chip * 0.2}" rx="${chip * 0.04}" fill="${shade}" transform="rotate(${i * 45} 256 256)"/>`,
  ).join('');
  const tile =
    variant === 'maskable'
      ? '<rect width="512" height="512" fill="url(#tile)"/>'
      : '<rect width="512" height="512" rx="112" fill="url(#tile)"/>';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
    '<defs>',
    `<linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.78"/></linearGradient>`,
    `<radialGradient id="face" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#f1e9d8"/></radialGradient>`,
    '</defs>',
    tile,
    variant === 'maskable' ? '' : `<rect width="512" height="512" rx="112" fill="${shade}" opacity="0.12"/>`,
    `<circle cx="256" cy="262" r="${chip}" fill="${shade}" opacity="0.25"/>`,
    `<circle cx="256" cy="256" r="${chip}" fill="url(#face)"/>`,
    inlays,
    `<circle cx="256" cy="256" r="${chip * 0.7}" fill="none" stroke="${accent}" stroke-width="${chip * 0.05}" stroke-dasharray="${chip * 0.12} ${chip * 0.08}"/>`,
    `<circle cx="256" cy="256" r="${chip * 0.58}" fill="${accent}"/>`,
    `<path d="${starPath(256, 262, chip * 0.44)}" fill="#ffffff"/>`,
    '</svg>',
  ].join('');
}
