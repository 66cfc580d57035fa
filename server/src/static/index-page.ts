import { readFileSync, statSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FIRST_SCREEN_READS_ID, type BrandManifest, type FirstScreenRead } from '@site/shared/contract';
import { nav } from '@site/shared/messages';
import { HOME_SECTIONS, SERVER_SECTION_ATTR, type HomeSectionKey } from '@site/shared/routes';
import { HOME_LAYOUT, byVenueColumns, themeForEdition, venuesHeight, type Edition } from '@site/shared/theme';
import type { Brands } from '../brands/brands';
import { acceptedEncodings } from './files';
import { escapeHtml, htmlText } from './html';
import type { Locale } from '@site/shared/i18n';
import { localText, localize } from '../messages/locale';
import { deferScriptsPastFirstPaint } from './boot-loader';
import { pwaHeadTags } from './pwa';
import { MEMBER_MARK, preAuthButtons, preAuthButtonStyles, preAuthDialogs } from './pre-auth';
import type { HomeSectionsRenderer, ServerSections } from './home-sections';
import { brandForRequest, pageEdition, pageLocale } from './page-brand';

/**
 * index.html as the server sends it (issue 16): the page's brand inlined as a JSON data
 * block (no brand round trips before the host can start: CSP allows it, it never runs),
 * prefetch hints for the manifests of the remotes the page needs, the brand's title, and a
 * static header and page skeleton in the brand's colours, so the first paint is the site,
 * not "加载中". React replaces the skeleton when it mounts.
 */

/**
 * The remotes whose manifests a page will ask for, fetched from the HTML as a hint (issue 28
 * item 14). As `rel=prefetch`, not `preload`: the host's scripts start after the first paint
 * (boot-loader.ts), so the federation runtime asks for a manifest more than the browser's few
 * seconds after the load event and every page logged "preloaded but not used" for each. A
 * prefetched manifest (an immutable file) waits in the HTTP cache for the runtime's fetch.
 * The casino remote's launcher is in the layout of every page; the activities and sportsbook
 * remotes only in the home page's sections, so other pages do not fetch them.
 */
const EVERY_PAGE_REMOTES = ['mf_casino_venues'] as const;
const HOME_REMOTES = ['mf_activities', 'mf_casino_venues', 'mf_sportsbook'] as const;
const isHome = (path: string) => /^\/(home)?$/.test(path);

/**
 * Public data of the first screen the page can paint before any script (issue 16): the first
 * home banner. Its headline paints at once in the banner's place (first meaningful paint) and
 * its picture, the same URL the banner carousel shows, loads from the HTML with high priority
 * and covers it: the largest paint of the load no longer waits for the activities remote.
 */
export interface FirstScreen {
  bannerTitle: string | null;
  bannerImage?: string | null;
  /**
   * The home sections' API answers for a brand and locale (issue 31: site/first-screen-reads.ts),
   * sent with /home as a JSON block the host seeds its query cache from, so the sections
   * mount with their data instead of asking once the scripts have run.
   */
  reads?: (siteId: string, locale: Locale) => Promise<readonly FirstScreenRead[]>;
}

/** Header labels in header order (host/src/layout/nav-items.ts). */
const NAV_CODES = [
  'HOME',
  'TY',
  'ZR',
  'DZ',
  'QP',
  'BY',
  'DJ',
  'CP',
  'DISCOUNT',
  'VENTURE',
  'SPONSOR',
  'APP',
] as const;

/** JSON inside <script>: `<` written as \u003c, so no `</script>` can close the block. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The skeleton's boxes are the home page's (HOME_LAYOUT), so swapping it for the page moves nothing. */
const L = HOME_LAYOUT;

/** The skeleton's grey box of a section the server has no markup for (banners, notices, venues). */
function sectionBox(key: HomeSectionKey, first: FirstScreen, locale: Locale): string {
  const local = htmlText(locale);
  if (key === 'banners')
    return first.bannerTitle
      ? `<div class="sk-banner">${local(first.bannerTitle)}${first.bannerImage ? `<img src="${escapeHtml(localize(first.bannerImage, locale))}" alt="" fetchpriority="high">` : ''}</div>`
      : `<div class="sk-block" style="aspect-ratio:${L.banner.aspectRatio};max-height:${L.banner.maxHeight}px"></div>`;
  if (key === 'notices') return '<div class="sk-block sk-notices"></div>';
  if (key === 'venues') return '<div class="sk-block sk-venues"></div>';
  return '';
}

/**
 * A section as the server rendered it (home-sections.ts), in the place and order the host's
 * home page puts it. `inert` until the browser's own section replaces it (host/src/pages/
 * home-page.tsx keeps this markup in the slot while the remote loads): a click before then
 * waits for the real one instead of landing on a dead copy. The first banner picture is the
 * page's largest paint: it keeps the high fetch priority the skeleton's picture had.
 */
function serverSection(key: HomeSectionKey, markup: string, edition: Edition): string {
  const body = key === 'banners' ? markup.replace('<img ', '<img fetchpriority="high" ') : markup;
  return `<div ${SERVER_SECTION_ATTR}="${key}" data-edition="${edition}" inert>${body}</div>`;
}

/**
 * The skeleton and the server's sections, in the host's page-wide styles where the sections
 * depend on them (GlobalStyle, host/src/shell/root-font-size.ts: the root font size from the
 * window width, as CSS; the host sets the same size inline when it starts).
 */
function skeleton(
  brand: BrandManifest,
  first: FirstScreen,
  locale: Locale,
  edition: Edition,
  server: ServerSections | null,
): string {
  const theme = themeForEdition(edition, brand.theme);
  const { colors, fontSizes } = theme;
  const local = htmlText(locale);
  const items = NAV_CODES.map(
    (code, i) => `<span class="sk-nav${i === 0 ? ' sk-on' : ''}">${local(nav[code])}</span>`,
  ).join('');
  const sections = (Object.keys(HOME_SECTIONS) as HomeSectionKey[])
    .map((key) => {
      const markup = server?.html[key];
      return markup ? serverSection(key, markup, edition) : sectionBox(key, first, locale);
    })
    .join('');
  return `<style>
body{margin:0;background:${colors.bg};color:${colors.text}}
#boot-skeleton *{box-sizing:border-box}
#boot-skeleton{font-family:'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif}
.sk-bar{position:sticky;top:0;background:${colors.headerBg};box-shadow:0 1px 0 ${colors.border}}
.sk-in{display:flex;align-items:center;gap:24px;max-width:1400px;margin:0 auto;padding:0 24px;height:64px;overflow:hidden}
.sk-logo{display:flex;align-items:center;gap:8px;font-size:20px;font-weight:700;letter-spacing:.06em;color:${colors.primary};white-space:nowrap}
.sk-mark{display:inline-grid;place-items:center;width:32px;height:32px;border-radius:8px;background:${colors.primary};color:${colors.primaryText};font-size:16px}
.sk-navs{display:flex;gap:4px;flex:1;overflow:hidden}
.sk-nav{padding:8px 10px;font-size:14.7px;white-space:nowrap;color:${colors.headerText}}
.sk-on{color:${colors.navActive};font-weight:600}
.sk-page{max-width:1400px;margin:0 auto;padding:${L.tabBarHeight + L.pageTop}px 24px 24px;display:grid;gap:${L.sectionGap}px}
.sk-page>[${SERVER_SECTION_ATTR}]{display:grid;min-width:0}
html{-webkit-text-size-adjust:100%;scrollbar-gutter:stable;scrollbar-width:thin;font-size:max(12px,1.10833vw)}@media (min-width:1600px){html{font-size:calc(17.7333px - (100vw - 1600px) * 0.0054167)}}@media (min-width:1920px){html{font-size:.83333vw}}#boot-skeleton{font-size:${fontSizes.sm};line-height:1.5715}:where(#boot-skeleton) button{font:inherit;color:inherit}:where(#boot-skeleton) a{color:${colors.primary}}
.sk-notices{height:${L.noticesHeight}px}${byVenueColumns('.sk-venues', (columns) => `height:${venuesHeight(columns)}px;`)}
.sk-block{border-radius:12px;background:${colors.surface};opacity:.7;animation:sk 1.2s ease-in-out infinite alternate}
.sk-banner img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}.sk-banner{position:relative;overflow:hidden;display:grid;place-items:center;aspect-ratio:${L.banner.aspectRatio};max-height:${L.banner.maxHeight}px;border-radius:12px;background:linear-gradient(135deg,${colors.primary},${colors.headerBg});color:${colors.primaryText};font-size:clamp(24px,4.6vw,64px);font-weight:800;letter-spacing:.04em;text-align:center;padding:0 5%}
@keyframes sk{to{opacity:.35}}
${preAuthButtonStyles(theme)}
@media (max-width:768px){.sk-navs{display:none}.sk-in{padding:0 12px}}
</style><div id="boot-skeleton" aria-busy="true"><header class="sk-bar"><div class="sk-in"><span class="sk-logo"><span class="sk-mark">${local(brand.title.slice(0, 1))}</span>${local(brand.title)}</span><nav class="sk-navs">${items}</nav>${preAuthButtons(locale)}</div></header><main class="sk-page">${sections}</main></div>`;
}

/** The template's lang, quoted or not (the production build minifies index.html to lang=zh-CN). */
export const HTML_LANG = /<html lang=(?:"[^"]*"|[^\s>]*)/;

/**
 * The sections' answers as data, not script (the CSP's script-src does not apply to a JSON
 * block, and `scriptJson` escapes `<`, so no answer can close it): with the site id and
 * locale they were read for, which the host checks before using them.
 */
function readsBlock(brand: BrandManifest, locale: Locale, reads: readonly FirstScreenRead[]): string {
  if (reads.length === 0) return '';
  const body = scriptJson({ siteId: brand.siteId, locale, reads });
  return `<script id="${FIRST_SCREEN_READS_ID}" type="application/json">${body}</script>`;
}

/**
 * The server-rendered sections' rules, in the head: they outlive the skeleton, which React
 * replaces, for as long as the host shows that markup in the sections' slots.
 */
function sectionStyles(server: ServerSections | null): string {
  if (!server?.css) return '';
  return `<style id="${SERVER_SECTIONS_STYLE_ID}">${server.css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/** Id of the server-rendered sections' style element. */
export const SERVER_SECTIONS_STYLE_ID = 'server-sections';

function render(
  template: string,
  brand: BrandManifest,
  brands: Brands,
  first: FirstScreen,
  locale: Locale,
  home: boolean,
  reads: readonly FirstScreenRead[],
  edition: Edition,
  server: ServerSections | null,
): string {
  const data = `<script id="site-brand" type="application/json">${scriptJson({ index: brands.index, brand })}</script>`;
  const preloads = (home ? HOME_REMOTES : EVERY_PAGE_REMOTES)
    .map((name) => brand.remotes[name]?.entry)
    .filter((entry): entry is string => Boolean(entry))
    .map((entry) => `<link rel="prefetch" crossorigin="anonymous" href="${escapeHtml(entry)}">`)
    .join('');
  return deferScriptsPastFirstPaint(template)
    .replace(HTML_LANG, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(localText(brand.title, locale))}</title>`)
    .replace(
      '</head>',
      `<script>${MEMBER_MARK}</script>${pwaHeadTags(brand, localText(brand.title, locale))}${preloads}${data}${sectionStyles(server)}</head>`,
    )
    .replace(
      /<div id="?root"?>[\s\S]*?<\/div>\s*<\/div>/,
      // After the skeleton: the answers' bytes never come before the first paint's.
      () =>
        `<div id="root">${skeleton(brand, first, locale, edition, server)}</div>${preAuthDialogs(brand, locale, edition)}${readsBlock(brand, locale, reads)}`,
    );
}

interface Rendered {
  key: string;
  /** The newest read time of the answers in it (0: none). */
  readAt: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * A page whose answers are at most this much older than the newest goes out at once while
 * the page of the newest is rendered (the sections' server rendering and the compression
 * stay off the request: issue 31). One refresh of the keep-warm job (READS_REFRESH_MS, 5 s)
 * plus its run time; a section whose answer is older than its staleTime asks again.
 */
export const PAGE_STALE_MS = 10_000;

const newest = (reads: readonly FirstScreenRead[]) => reads.reduce((max, r) => Math.max(max, r.readAt), 0);

/** Sends index.html for `request`'s brand; rendered and compressed once per brand and file version. */
export function indexPageSender(
  indexFile: string,
  brands: Brands,
  firstScreen: () => FirstScreen = () => ({ bannerTitle: null }),
  sections?: HomeSectionsRenderer,
) {
  /** The newest page of each brand, locale, edition and kind (`base` below). */
  const pages = new Map<string, Rendered>();
  /** Pages being rendered, by key: concurrent requests share one rendering. */
  const rendering = new Map<string, Promise<Rendered>>();
  let cachedFor: unknown = null;
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    cacheControl: string,
  ): Promise<FastifyReply> => {
    const brand = brandForRequest(brands, request);
    if (cachedFor !== brands.all) {
      pages.clear();
      cachedFor = brands.all;
    }
    const first = firstScreen();
    const locale = brand ? pageLocale(brand, request) : 'zh-CN';
    const edition = brand ? pageEdition(brand, request) : 'classic';
    const home = isHome(request.url.split('?')[0] ?? '/');
    // A brand with the safe switch has its API traffic encrypted: its answers are not put in plain HTML.
    const reads =
      home && brand && first.reads && brand.features.safeSwitch !== 1
        ? await first.reads(brand.siteId, locale)
        : [];
    // A page per read time of its answers: re-rendered (and compressed) when they are read again.
    const readsStamp = reads.map((r) => r.readAt).join(',');
    const base = `${brand?.brand ?? '-'}:${locale}:${edition}:${home}:${statSync(indexFile).mtimeMs}:${first.bannerTitle ?? ''}:${first.bannerImage ?? ''}:`;
    const key = `${base}${readsStamp}`;
    let page = pages.get(base);
    if (page?.key !== key) {
      let next = rendering.get(key);
      if (!next) {
        const forBrands = cachedFor;
        next = (async (): Promise<Rendered> => {
          const template = readFileSync(indexFile, 'utf8');
          // The sections with those answers, by the brand's pinned remotes (home-sections.ts).
          const server =
            brand && sections && reads.length > 0 ? await sections(brand, locale, edition, reads) : null;
          const html = Buffer.from(
            brand ? render(template, brand, brands, first, locale, home, reads, edition, server) : template,
          );
          const done = {
            key,
            readAt: newest(reads),
            html,
            br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
            gzip: gzipSync(html, { level: 9 }),
          };
          // A page of earlier answers is never sent again (unless the brands changed meanwhile).
          const shown = pages.get(base);
          if (cachedFor === forBrands && (!shown || shown.readAt <= done.readAt)) pages.set(base, done);
          return done;
        })().finally(() => rendering.delete(key));
        rendering.set(key, next);
      }
      // The page of slightly older answers now, the new one for the next request.
      if (!page || page.readAt < newest(reads) - PAGE_STALE_MS) page = await next;
      else void next.catch(() => undefined);
    }
    const accepted = acceptedEncodings(String(request.headers['accept-encoding'] ?? ''));
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
    reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', cacheControl)
      .header('vary', 'accept-encoding, cookie');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
  };
}
