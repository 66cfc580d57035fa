import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { localText } from '../messages/locale';

const KIND_TABLE = { banners: 'ads', sponsors: 'sponsors', promos: 'promotions' } as const;
type Kind = keyof typeof KIND_TABLE;

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

/** A banner picture drawn from its title: the demo needs images but must not call other hosts. */
export function bannerSvg(title: string, id: number, kind: Kind): string {
  const [from, to] = PALETTES[id % PALETTES.length] ?? PALETTES[0]!;
  const [w, h] = kind === 'banners' ? [1920, 500] : [600, 300];
  const size = kind === 'banners' ? 88 : 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${w * 0.85}" cy="${h * 0.3}" r="${h * 0.6}" fill="#ffffff" opacity="0.08"/>
<text x="50%" y="52%" text-anchor="middle" dominant-baseline="middle" fill="#ffffff" font-size="${size}" font-weight="700"
 font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif">${escapeXml(title)}</text>
</svg>`;
}

const CHAT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>在线客服</title>
<style>body{font-family:sans-serif;background:#f5f6f8;margin:0;display:flex;align-items:center;justify-content:center;height:100vh}
main{background:#fff;border-radius:8px;padding:32px 40px;box-shadow:0 2px 12px rgba(0,0,0,.08);max-width:420px}</style></head>
<body><main><h1>在线客服</h1><p>这是模拟的在线客服页面，演示环境不连接真实客服系统。</p>
<p>温馨提示：请仅通过本站、官方APP或官方客服进行存款，线下第三方代充不被认可，谨防诈骗。</p></main></body></html>`;

/** Pages and pictures the server makes itself: content images and the simulated customer-service chat. */
export function pageRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { kind: string; file: string } }>('/assets/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const match = /^(\d{1,6})\.svg$/.exec(file);
    if (!(kind in KIND_TABLE) || !match)
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    const id = Number(match[1]);
    const table = KIND_TABLE[kind as Kind];
    const [row] = await db.query<{ title: string }>(`SELECT title FROM ${table} WHERE id = $1`, [id]);
    // A zh-TW page asks with ?language=zh-TW (messages/locale.ts adds it to the picture's URL).
    const zhTw = (request.query as { language?: string }).language === 'zh-TW';
    const title = localText(row?.title ?? '精彩活动', zhTw ? 'zh-TW' : 'zh-CN');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('image/svg+xml')
      .send(bannerSvg(title, id, kind as Kind));
  });

  app.get('/cs/chat', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(CHAT_PAGE),
  );
}
