import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, REMOTE_NAMES, fail } from '@site/shared/contract';
import type { Brands } from '../brands/brands';
import { sendEnvelope } from '../http/envelope';
import { httpMessages } from '../messages/http';
import { BO_API, backOfficeRoutes } from './backoffice';
import { FAVICON_SVG } from './favicon';
import { IMMUTABLE, NO_CACHE, fileUnder, isHashedName, sendFile } from './files';
import type { HomeSectionsRenderer } from './home-sections';
import { indexPageSender, type FirstScreen } from './index-page';
import { pwaRoutes } from './pwa';

/** mf_sportsbook -> mf-sportsbook: the workspace folder of each remote. */
const REMOTE_FOLDERS = new Set<string>(REMOTE_NAMES.map((n) => n.replace(/_/g, '-')));

/** Source maps give away the whole source: served only with the dev tools (issue 10 item 13). */
const SOURCE_MAP = /\.map$/i;

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
}

/**
 * One port serves everything: remote builds under immutable versioned folders, the
 * brand manifests, and the host build with its SPA fallback.
 */
export function staticRoutes(
  app: FastifyInstance,
  staticRoot: string,
  brands: Brands,
  devTools: boolean,
): void {
  app.get<{ Params: { folder: string; version: string; '*': string } }>(
    '/remotes/:folder/:version/*',
    async (request, reply) => {
      const { folder, version } = request.params;
      if (!REMOTE_FOLDERS.has(folder) || !/^[\w.-]+$/.test(version)) return notFound(reply);
      if (!devTools && SOURCE_MAP.test(request.params['*'])) return notFound(reply);
      // The server's section renderer (home-sections.ts) is read from disk, never sent.
      if (/^ssr\//.test(request.params['*'])) return notFound(reply);
      const path = fileUnder(join(staticRoot, folder, 'dist', version), request.params['*']);
      // A host on another origin may load remotes from here (brand manifests with absolute URLs).
      reply.header('access-control-allow-origin', '*');
      if (!path) return notFound(reply);
      // A version folder never changes once published: an operator publishes a new version instead.
      return sendFile(reply, path, IMMUTABLE);
    },
  );

  backOfficeRoutes(app, staticRoot, devTools);

  // An SVG under the .ico name: every browser reads the type, not the extension.
  for (const path of ['/favicon.ico', '/favicon.svg'])
    app.get(path, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(FAVICON_SVG),
    );

  pwaRoutes(app, brands);

  // The brands as read at start (checked against the contract), plus the index the host
  // reads first to pick one. no-cache: a host always revalidates, so an operator's edit
  // (and a server restart) takes effect on the next reload.
  app.get<{ Params: { file: string } }>('/brands/:file', async (request, reply) => {
    const name = /^([a-z0-9-]+)\.json$/.exec(request.params.file)?.[1];
    const body = name === 'index' ? brands.index : name === undefined ? undefined : brands.byName(name);
    reply.header('access-control-allow-origin', '*');
    if (!body) return notFound(reply);
    return reply
      .header('cache-control', NO_CACHE)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(body));
  });
}

// /bo is the back office's (backoffice.ts): the player's shell never answers there.
const RESERVED = /^\/(remotes|brands|assets\/(banners|sponsors|promos)|dev|cs|ws|bo)(\/|$)/;

/**
 * What the not-found handler does for non-API paths: a file of host/dist if there is
 * one, else index.html for page navigations (client-side routes), else 404.
 */
export function serveHost(
  staticRoot: string,
  brands: Brands,
  devTools: boolean,
  firstScreen?: () => FirstScreen,
  sections?: HomeSectionsRenderer,
) {
  const dist = join(staticRoot, 'host', 'dist');
  const sendIndex = indexPageSender(join(dist, 'index.html'), brands, firstScreen, sections);
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> => {
    const path = request.url.split('?')[0] ?? '/';
    // An operator call the server does not have: the envelope the back office reads, not a page.
    if (BO_API.test(path))
      return sendEnvelope(request, reply, fail(ErrorCode.NOT_FOUND, httpMessages.noSuchEndpoint(path)));
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound(reply);
    if (RESERVED.test(path)) return notFound(reply);
    if (!devTools && SOURCE_MAP.test(path)) return notFound(reply);
    if (path !== '/' && !path.endsWith('/index.html')) {
      const file = fileUnder(dist, path);
      if (file) return sendFile(reply, file, isHashedName(file) ? IMMUTABLE : NO_CACHE);
    }
    // Only page navigations get index.html: a missing script must 404, not turn into HTML.
    if (!(request.headers.accept ?? '').includes('text/html')) return notFound(reply);
    const index = fileUnder(dist, 'index.html');
    if (!index) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          '站点尚未构建：host/dist 不存在。请先运行 `pnpm run build`（或 `npm start`）再访问。\nThe host build is missing: run `pnpm run build` first.',
        );
    }
    return sendIndex(request, reply, NO_CACHE);
  };
}
