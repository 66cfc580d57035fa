import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';

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
 * One picture per key, drawn once: kept in a small LRU, and a second ask while it is being
 * drawn waits for the same drawing. A drawing that fails is forgotten (asked again, drawn again).
 */
function drawOnce(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return Promise.resolve(hit);
  }
  const pending = rendering.get(key);
  if (pending) return pending;
  const job = draw()
    .then((picture) => {
      remember(key, picture);
      return picture;
    })
    .finally(() => rendering.delete(key));
  rendering.set(key, job);
  return job;
}

/**
 * The PNG of an SVG drawing (resvg, no fonts: the art has no text), `width` px wide, kept per
 * key in a small LRU. resvg draws on libuv's thread pool, not on the event loop: a thumbnail
 * takes a few milliseconds, a strip of twelve some tens, and requests queue for the pool's
 * threads instead of holding up every other request.
 */
export function rasterOf(key: string, svg: () => string, width = THUMB_WIDTH): Promise<Buffer> {
  return drawOnce(key, async () => {
    const image = await renderAsync(svg(), {
      fitTo: { mode: 'width', value: width },
      font: { loadSystemFonts: false },
    });
    return image.asPng();
  });
}

/**
 * The WebP of an SVG drawing with text in it (a banner's title), `width` px wide, its text set
 * in `fontFiles` (resvg reads no system font: the same picture on every server with those
 * files). Drawn by resvg, encoded by sharp (libvips), both off the event loop; a 1920 px
 * banner is about 20 KB, against a few hundred as PNG. Why a picture and not the SVG: a
 * browser lays out an SVG image with text in a document of its own, on the page's main
 * thread, before the page's first paint (BENCHMARKS.md, issue 31).
 */
export function webpOf(
  key: string,
  svg: () => string,
  options: { width: number; fontFiles: readonly string[]; quality?: number },
): Promise<Buffer> {
  return drawOnce(`webp:${key}`, async () => {
    const image = await renderAsync(svg(), {
      fitTo: { mode: 'width', value: options.width },
      font: { loadSystemFonts: false, fontFiles: [...options.fontFiles] },
    });
    return sharp(Buffer.from(image.pixels), {
      raw: { width: image.width, height: image.height, channels: 4 },
    })
      .webp({ quality: options.quality ?? 80 })
      .toBuffer();
  });
}
