import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { webpOf } from '../games/raster';
import { localText } from '../messages/locale';
import { pageMessages } from '../messages/pages';
import { twBannerTitle } from '../site/content-overlay';
import { drawnPictureUrl, type DrawnKind } from '../drawn-pictures';
import { pictureFontFiles } from './picture-fonts';

const KIND_TABLE = { banners: 'ads', sponsors: 'sponsors', promos: 'promotions' } as const satisfies Record<
  DrawnKind,
  string
>;
type Kind = DrawnKind;

const PALETTES: [string, string][] = [
  ['#c9a45c', '#7a4f14'],
  ['#1f6feb', '#0b2e6b'],
  ['#e5484d', '#6b0f12'],
  ['#30a46c', '#0d4a2c'],
  ['#8e4ec6', '#3a1560'],
];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Coins, gift boxes or stars scattered at the picture's sides: a motif per banner, layered in depth. */
function motif(id: number, w: number, h: number): string {
  const kind = id % 3;
  const items = [
    [0.08, 0.3, 1],
    [0.16, 0.72, 0.7],
    [0.9, 0.68, 1.1],
    [0.82, 0.22, 0.6],
    [0.95, 0.25, 0.45],
  ] as const;
  return items
    .map(([fx, fy, scale], i) => {
      const x = (w * fx).toFixed(0);
      const y = (h * fy).toFixed(0);
      const r = h * 0.09 * scale;
      const opacity = (0.55 + 0.1 * i).toFixed(2);
      if (kind === 0)
        return `<g opacity="${opacity}"><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.92}" fill="#f7d774" stroke="#b8862b" stroke-width="${r * 0.12}"/><ellipse cx="${x}" cy="${y}" rx="${r * 0.6}" ry="${r * 0.55}" fill="none" stroke="#b8862b" stroke-width="${r * 0.08}"/></g>`;
      if (kind === 1)
        return `<g opacity="${opacity}" transform="translate(${x} ${y}) rotate(${i * 11 - 20})"><rect x="${-r}" y="${-r * 0.7}" width="${2 * r}" height="${1.6 * r}" rx="${r * 0.12}" fill="#ffffff"/><rect x="${-r * 0.18}" y="${-r * 0.7}" width="${r * 0.36}" height="${1.6 * r}" fill="#e5484d"/><rect x="${-r * 1.1}" y="${-r * 0.95}" width="${2.2 * r}" height="${r * 0.4}" rx="${r * 0.1}" fill="#ffffff"/></g>`;
      const p = Array.from({ length: 10 }, (_, k) => {
        const a = (Math.PI / 5) * k - Math.PI / 2;
        const rr = k % 2 === 0 ? r : r * 0.45;
        return `${(Number(x) + rr * Math.cos(a)).toFixed(1)},${(Number(y) + rr * Math.sin(a)).toFixed(1)}`;
      });
      return `<polygon opacity="${opacity}" points="${p.join(' ')}" fill="#ffe08a"/>`;
    })
    .join('');
}

/**
 * A banner picture drawn from its title (issue 15 item 14: depth, not a flat gradient): sky
 * gradient, a radial light, light beams, two hill bands and a motif in front, the title lifted
 * by a shadow. The demo needs images but must not call other hosts.
 */
export function bannerSvg(title: string, id: number, kind: Kind): string {
  const [from, to] = PALETTES[id % PALETTES.length] ?? PALETTES[0]!;
  const [w, h] = kind === 'banners' ? [1920, 500] : [600, 300];
  const size = kind === 'banners' ? 88 : 40;
  const beams = [0.2, 0.45, 0.7]
    .map(
      (f) =>
        `<path d="M${w * f} 0 L${w * (f + 0.08)} 0 L${w * (f - 0.1)} ${h} L${w * (f - 0.22)} ${h} Z" fill="#ffffff" opacity="0.05"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="light" cx="0.5" cy="0.35" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<filter id="lift" x="-10%" y="-30%" width="120%" height="160%"><feDropShadow dx="0" dy="${h * 0.012}" stdDeviation="${h * 0.015}" flood-color="#000" flood-opacity="0.45"/></filter></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<rect width="100%" height="100%" fill="url(#light)"/>
${beams}
<circle cx="${w * 0.85}" cy="${h * 0.3}" r="${h * 0.6}" fill="#ffffff" opacity="0.06"/>
<path d="M0 ${h * 0.78} C${w * 0.2} ${h * 0.66} ${w * 0.4} ${h * 0.9} ${w * 0.62} ${h * 0.76} C${w * 0.8} ${h * 0.64} ${w * 0.92} ${h * 0.74} ${w} ${h * 0.7} V${h} H0 Z" fill="#000" opacity="0.16"/>
<path d="M0 ${h * 0.9} C${w * 0.25} ${h * 0.8} ${w * 0.5} ${h * 0.98} ${w * 0.75} ${h * 0.86} C${w * 0.88} ${h * 0.8} ${w * 0.95} ${h * 0.86} ${w} ${h * 0.84} V${h} H0 Z" fill="#000" opacity="0.2"/>
${motif(id, w, h)}
<text x="50%" y="52%" text-anchor="middle" dominant-baseline="middle" fill="#ffffff" font-size="${size}" font-weight="700" filter="url(#lift)"
 font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif">${escapeXml(title)}</text>
</svg>`;
}

/**
 * Draws the home banners once, in zh-CN and zh-TW, right after the server starts (prod-serve),
 * one after the other: the first player after a start or a deploy does not wait for the
 * drawing (about 0.4 s for a 1920 px banner) before /home's largest paint.
 */
export async function drawHomeBanners(app: FastifyInstance, db: Db): Promise<void> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM ads WHERE position = 'banner' ORDER BY sort, id`,
  );
  for (const { id } of rows)
    for (const query of ['', '?language=zh-TW'])
      await app.inject({ method: 'GET', url: `${drawnPictureUrl('banners', id)}${query}` });
}

const CHAT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${pageMessages.serviceTitle}</title>
<style>body{font-family:sans-serif;background:#f5f6f8;margin:0;display:flex;align-items:center;justify-content:center;height:100vh}
main{background:#fff;border-radius:8px;padding:32px 40px;box-shadow:0 2px 12px rgba(0,0,0,.08);max-width:420px}</style></head>
<body><main><h1>${pageMessages.serviceTitle}</h1><p>${pageMessages.serviceDemo}</p>
<p>${pageMessages.serviceWarning}</p></main></body></html>`;

/**
 * Width of a drawn picture sent as WebP: a banner at its own 1920 px (the carousel is up to
 * 1200 CSS px wide, so a 2x screen of 960 px gets its detail), the smaller cards at twice
 * their 600.
 */
const WEBP_WIDTH: Record<Kind, number> = { banners: 1920, sponsors: 1200, promos: 1200 };

/** Pages and pictures the server makes itself: content images and the simulated customer-service chat. */
export function pageRoutes(
  app: FastifyInstance,
  db: Db,
  fontFiles: readonly string[] = pictureFontFiles(),
): void {
  if (fontFiles.length === 0)
    app.log.warn(
      'no CJK font for the drawn pictures (PICTURE_FONT_FILES, fonts-noto-cjk): banners are sent as SVG',
    );

  /** The drawing of `kind`/`id` with its title in the page's language. */
  async function drawing(kind: Kind, id: number, zhTw: boolean): Promise<string> {
    const table = KIND_TABLE[kind];
    const [row] = await db.query<{ title: string }>(`SELECT title FROM ${table} WHERE id = $1`, [id]);
    // An operator's published 繁體 banner title wins over the one converted from 简体 (issue 30).
    const written = zhTw && row && kind === 'banners' ? await twBannerTitle(db, id) : null;
    const title =
      written ?? localText(row?.title ?? pageMessages.pictureTitleFallback, zhTw ? 'zh-TW' : 'zh-CN');
    return bannerSvg(title, id, kind);
  }

  app.get<{ Params: { kind: string; file: string }; Querystring: { language?: string } }>(
    '/assets/:kind/:file',
    async (request, reply) => {
      const { kind, file } = request.params;
      const match = /^(\d{1,6})\.(svg|webp)$/.exec(file);
      if (!(kind in KIND_TABLE) || !match)
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      const id = Number(match[1]);
      // A zh-TW page asks with ?language=zh-TW (messages/locale.ts adds it to the picture's URL).
      const zhTw = request.query.language === 'zh-TW';
      if (match[2] === 'webp' && fontFiles.length === 0)
        return reply.redirect(`/assets/${kind}/${id}.svg${zhTw ? '?language=zh-TW' : ''}`, 302);
      const svg = await drawing(kind as Kind, id, zhTw);
      reply.header('cache-control', 'public, max-age=3600');
      if (match[2] === 'svg') return reply.type('image/svg+xml').send(svg);
      // Keyed by the drawing itself: an edited title is a new picture.
      const key = `${kind}:${createHash('sha1').update(svg).digest('base64url')}`;
      const webp = await webpOf(key, () => svg, { width: WEBP_WIDTH[kind as Kind], fontFiles });
      return reply.type('image/webp').send(webp);
    },
  );

  app.get('/cs/chat', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(CHAT_PAGE),
  );
}
