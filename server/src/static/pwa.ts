import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandManifest } from '@site/shared/contract';
import { helpCentre, routes } from '@site/shared/messages';
import { themeForEdition } from '@site/shared/theme';
import type { Brands } from '../brands/brands';
import { rasterOf } from '../games/raster';
import { localText } from '../messages/locale';
import { appIconSvg, type IconVariant } from './app-icon';
import { NO_CACHE } from './files';
import { brandForRequest, pageLocale } from './page-brand';

/**
 * The site as an installable app (issue 28 item 9): the download page's buttons went to a
 * mobile domain that never loaded, and there is no store app to ship. What the site can truly
 * offer is itself, installed from the browser: a web app manifest per brand (its name, colours,
 * start page and icons drawn in its colours), linked from every page the host serves.
 */

export const MANIFEST_PATH = '/manifest.webmanifest';
const ICON_BASE = '/app-icons';

/** The icon files a manifest names: size, the drawing's variant, and the manifest's purpose. */
const ICONS = {
  'icon-192.png': { size: 192, variant: 'any', purpose: 'any' },
  'icon-512.png': { size: 512, variant: 'any', purpose: 'any' },
  'maskable-512.png': { size: 512, variant: 'maskable', purpose: 'maskable' },
  // iOS cuts its own rounded corners and fills transparency with black: the full-bleed drawing.
  'apple-touch-icon.png': { size: 180, variant: 'maskable', purpose: null },
} as const satisfies Record<string, { size: number; variant: IconVariant; purpose: string | null }>;
type IconFile = keyof typeof ICONS;

const iconUrl = (brand: BrandManifest, file: IconFile) => `${ICON_BASE}/${brand.brand}/${file}`;

/** The brand the host name alone selects: a start page for another brand carries ?brand=. */
function startUrl(brands: Brands, brand: BrandManifest, request: FastifyRequest): string {
  const hostname = (request.headers.host ?? '').replace(/:\d+$/, '');
  const byHost = brands.index.brands.find((b) => b.hosts.includes(hostname))?.brand ?? brands.index.default;
  return byHost === brand.brand ? '/home' : `/home?brand=${encodeURIComponent(brand.brand)}`;
}

/** The web app manifest of `brand`, in the page's locale. */
export function webAppManifest(brand: BrandManifest, locale: BrandManifest['locale'], start: string) {
  const { colors } = themeForEdition(brand.defaultEdition, brand.theme);
  const text = (s: string) => localText(s, locale);
  const title = locale === 'zh-TW' ? (brand.titles?.['zh-TW'] ?? text(brand.title)) : brand.title;
  const shortcut = (name: string, url: string) => ({
    name: text(name),
    url,
    icons: [{ src: iconUrl(brand, 'icon-192.png'), sizes: '192x192', type: 'image/png' }],
  });
  return {
    id: start,
    name: title,
    short_name: title.slice(0, 12),
    description: text(helpCentre.appDescription),
    lang: locale,
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: colors.headerBg,
    background_color: colors.bg,
    categories: ['sports', 'games', 'entertainment'],
    icons: (Object.keys(ICONS) as IconFile[])
      .filter((file) => ICONS[file].purpose !== null)
      .map((file) => ({
        src: iconUrl(brand, file),
        sizes: `${ICONS[file].size}x${ICONS[file].size}`,
        type: 'image/png',
        purpose: ICONS[file].purpose,
      })),
    shortcuts: [
      shortcut(routes.sport, '/game/sport'),
      shortcut(routes.saveMoney, '/mine/savemoney'),
      shortcut(routes.discount, '/activity/discount'),
    ],
  };
}

/** The <head> tags that make a page installable: the manifest and the iOS home-screen icon. */
export function pwaHeadTags(brand: BrandManifest, title: string): string {
  const name = title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<link rel="manifest" href="${MANIFEST_PATH}?brand=${brand.brand}">` +
    `<link rel="apple-touch-icon" href="${iconUrl(brand, 'apple-touch-icon.png')}">` +
    '<meta name="mobile-web-app-capable" content="yes">' +
    '<meta name="apple-mobile-web-app-capable" content="yes">' +
    `<meta name="apple-mobile-web-app-title" content="${name}">`
  );
}

async function sendIcon(reply: FastifyReply, brand: BrandManifest, file: IconFile) {
  const { size, variant } = ICONS[file];
  const accent = themeForEdition('classic', brand.theme).colors.primary;
  const shade = themeForEdition('professional', brand.theme).colors.bg;
  const png = await rasterOf(
    `app-icon:${accent}:${shade}:${variant}:${size}`,
    () => appIconSvg({ accent, shade }, variant),
    size,
  );
  return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(png);
}

/** /manifest.webmanifest, the brands' icons, and /apple-touch-icon.png (iOS asks for it unasked). */
export function pwaRoutes(app: FastifyInstance, brands: Brands): void {
  app.get(MANIFEST_PATH, async (request, reply) => {
    const brand = brandForRequest(brands, request);
    if (!brand) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    const body = webAppManifest(brand, pageLocale(brand, request), startUrl(brands, brand, request));
    return reply
      .header('cache-control', NO_CACHE)
      .header('vary', 'cookie')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(body));
  });

  app.get<{ Params: { brand: string; file: string } }>(
    `${ICON_BASE}/:brand/:file`,
    async (request, reply) => {
      const brand = brands.byName(request.params.brand);
      const file = request.params.file;
      if (!brand || !Object.hasOwn(ICONS, file))
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      return sendIcon(reply, brand, file as IconFile);
    },
  );

  app.get('/apple-touch-icon.png', async (request, reply) => {
    const brand = brandForRequest(brands, request);
    if (!brand) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return sendIcon(reply, brand, 'apple-touch-icon.png');
  });
}
