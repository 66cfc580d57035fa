import { renderAsync } from '@resvg/resvg-js';

/** Width of the lobby thumbnails: cards are 180-260 CSS px wide at 1440 px. */
export const THUMB_WIDTH = 240;
/**
 * Bytes of PNG kept in memory (thumbnails are about 6 KB, a row's strip of seven about 40 KB);
 * the browser caches them for a day besides.
 */
const CACHE_BYTES = 12 * 1024 * 1024;

const cache = new Map<string, Buffer>();
let cachedBytes = 0;

/** Renders under way, by key: asked again meanwhile, a picture is drawn once. */
const rendering = new Map<string, Promise<Buffer>>();

function remember(key: string, png: Buffer): void {
  cache.set(key, png);
  cachedBytes += png.length;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.length;
  }
}

/**
 * The PNG of an SVG drawing (resvg, no fonts: the art has no text), `width` px wide, kept per
 * key in a small LRU. resvg draws on libuv's thread pool, not on the event loop: a thumbnail
 * takes a few milliseconds, a strip of twelve some tens, and requests queue for the pool's
 * threads instead of holding up every other request.
 */
export async function rasterOf(key: string, svg: () => string, width = THUMB_WIDTH): Promise<Buffer> {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const pending = rendering.get(key);
  if (pending) return pending;
  const job = renderAsync(svg(), { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } })
    .then((image) => {
      const png = image.asPng();
      remember(key, png);
      return png;
    })
    .finally(() => rendering.delete(key));
  rendering.set(key, job);
  return job;
}
