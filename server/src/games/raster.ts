import { Resvg } from '@resvg/resvg-js';

/** Width of the lobby thumbnails: cards are 180-260 CSS px wide at 1440 px. */
export const THUMB_WIDTH = 240;
/** PNGs kept in memory (a few KB each); the browser caches them for a day besides. */
const CACHE_SIZE = 800;

const cache = new Map<string, Buffer>();

/**
 * The PNG of an SVG drawing (resvg, no fonts: the art has no text), kept per key in a small
 * LRU. Rendering takes a few milliseconds; a lobby page asks for about thirty.
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
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return png;
}
