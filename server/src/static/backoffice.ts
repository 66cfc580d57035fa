import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE, NO_CACHE, fileUnder, isHashedName, sendFile } from './files';

/** The operator API's prefix: never a file or the back office's page (answered by its routes, or 404). */
export const BO_API = /^\/bo\/api(\/|$)/;
const SOURCE_MAP = /\.map$/i;

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
}

/**
 * The back office (issue 30) at /bo/: its own build (bo/dist), its own index.html with an SPA
 * fallback for /bo/*, the site's Content-Security-Policy (set on every HTML answer by the app).
 * The player's host never answers under /bo (static.ts reserves it), and these routes never
 * answer anything outside it: no player page loads a byte of it.
 */
export function backOfficeRoutes(app: FastifyInstance, staticRoot: string, devTools: boolean): void {
  const dist = join(staticRoot, 'bo', 'dist');
  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const path = request.url.split('?')[0] ?? '/bo/';
    if (path === '/bo') return reply.redirect('/bo/', 301);
    if (BO_API.test(path)) return notFound(reply);
    const relative = path.slice('/bo/'.length);
    if (!devTools && SOURCE_MAP.test(relative)) return notFound(reply);
    if (relative && relative !== 'index.html') {
      const file = fileUnder(dist, relative);
      if (file) return sendFile(reply, file, isHashedName(file) ? IMMUTABLE : NO_CACHE);
    }
    // Only page navigations get index.html: a missing script must 404, not turn into HTML.
    if (!(request.headers.accept ?? '').includes('text/html')) return notFound(reply);
    const index = fileUnder(dist, 'index.html');
    if (!index)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          '运营后台尚未构建：bo/dist 不存在。请先运行 `pnpm --filter @site/bo run build`。\nThe back-office build is missing.',
        );
    // Operator pages are never cached by a shared cache nor kept by the browser's back/forward cache.
    return sendFile(reply, index, 'no-store');
  };
  app.get('/bo', handler);
  app.get('/bo/*', handler);
}
