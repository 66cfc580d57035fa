/**
 * Pictures of venues and games, drawn as SVG by the server: the demo needs thousands of
 * images and must never call another host.
 */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const FONT = `font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif"`;

/** A game tile (4:3) with the game's name, provider and, when given, a hot (red) or new (green) badge. */
export function gameSvg(
  name: string,
  provider: string,
  hue: number,
  badge?: { text: string; tone: 'hot' | 'new' },
): string {
  const size = name.length > 6 ? 26 : 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,52%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,26%)"/></linearGradient></defs>
<rect width="320" height="240" rx="18" fill="url(#g)"/>
<circle cx="262" cy="58" r="92" fill="#fff" opacity="0.08"/><circle cx="40" cy="210" r="70" fill="#000" opacity="0.12"/>
<text x="160" y="118" text-anchor="middle" fill="#fff" font-size="${size}" font-weight="700" ${FONT}>${escapeXml(name)}</text>
<text x="160" y="160" text-anchor="middle" fill="#fff" opacity="0.8" font-size="16" ${FONT}>${escapeXml(provider)}</text>
${badge ? `<rect x="12" y="12" width="56" height="26" rx="13" fill="${badge.tone === 'hot' ? '#e5484d' : '#30a46c'}"/><text x="40" y="30" text-anchor="middle" fill="#fff" font-size="14" ${FONT}>${escapeXml(badge.text)}</text>` : ''}
</svg>`;
}
