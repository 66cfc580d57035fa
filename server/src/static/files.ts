import { createReadStream, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyReply } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/**
 * The file `relative` under `root`, or null when it is missing, a folder, or outside
 * `root` (a `..` in the URL must never reach the rest of the disk).
 */
export function fileUnder(root: string, relative: string): string | null {
  const base = resolve(root);
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = resolve(join(base, decoded));
  if (path !== base && !path.startsWith(base + sep)) return null;
  try {
    return statSync(path).isFile() ? path : null;
  } catch {
    return null;
  }
}

/** The encodings an Accept-Encoding header allows (q=0 excluded), lower-case. */
export function acceptedEncodings(header: string): Set<string> {
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name = '']) => name.trim().toLowerCase()),
  );
}

/**
 * The build writes `x.br` and `x.gz` beside each text file (shared/build/webpack.cjs,
 * PrecompressPlugin): the best one the browser accepts, compressed once at build time.
 */
function precompressed(
  path: string,
  acceptEncoding: string,
): { file: string; encoding: 'br' | 'gzip' } | null {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const [suffix, encoding] of [
    ['.br', 'br'],
    ['.gz', 'gzip'],
  ] as const) {
    if (!accepted.has(encoding)) continue;
    try {
      if (statSync(path + suffix).isFile()) return { file: path + suffix, encoding };
    } catch {
      // not compressed at build time: try the next, or send it as it is
    }
  }
  return null;
}

export function sendFile(reply: FastifyReply, path: string, cacheControl: string): FastifyReply {
  const type = TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  const compressed = precompressed(path, String(reply.request.headers['accept-encoding'] ?? ''));
  const file = compressed?.file ?? path;
  reply
    .code(200)
    .header('content-type', type)
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding');
  if (compressed) reply.header('content-encoding', compressed.encoding);
  return reply.header('content-length', statSync(file).size).send(createReadStream(file));
}

/** Webpack's content hashes (8+ hex characters in the name) make a file safe to cache forever. */
export function isHashedName(path: string): boolean {
  return /[.-][0-9a-f]{8,}\./i.test(path);
}
