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

export function sendFile(reply: FastifyReply, path: string, cacheControl: string): FastifyReply {
  const type = TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  return reply
    .code(200)
    .header('content-type', type)
    .header('cache-control', cacheControl)
    .header('content-length', statSync(path).size)
    .send(createReadStream(path));
}

/** Webpack's content hashes (8+ hex characters in the name) make a file safe to cache forever. */
export function isHashedName(path: string): boolean {
  return /[.-][0-9a-f]{8,}\./i.test(path);
}
