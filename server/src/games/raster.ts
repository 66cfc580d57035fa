import { Resvg } from '@resvg/resvg-js';

/** Width of the lobby thumbnails: cards are 180-260 CSS px wide at 1440 px. */
export const THUMB_WIDTH = 240;
/**
 * Bytes of PNG kept in memory (thumbnails are about 6 KB, a row's strip of seven about 40 KB);
 * the browser caches them for a day besides.
 */
const CACHE_BYTES = 12 * 1024 * 1024;

const cache = new Map<string, Buffer>();
let cachedBytes = 0;

/**
 * The PNG of an SVG drawing (resvg, no fonts: the art has no text), `width` px wide, kept per
 * key in a small LRU. Rendering a thumbnail takes a few milliseconds.
 */
export function rasterOf(key: string, svg: () => string, width = THUMB_WIDTH): Buffer {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const png = new Resvg(svg(), { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
  cache.set(key, png);
  cachedBytes += png.length;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.length;
  }
  return png;
}
