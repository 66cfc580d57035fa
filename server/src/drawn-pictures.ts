/**
 * The pictures the server draws itself from a title (static/pages.ts): the home banners, the
 * sponsors' cards and the promotions' pictures. The site calls no other host for them.
 */
export const DRAWN_KINDS = ['banners', 'sponsors', 'promos'] as const;
export type DrawnKind = (typeof DRAWN_KINDS)[number];

/**
 * A drawn picture's URL as the player API gives it: WebP, drawn by the server from the same
 * SVG as `/assets/<kind>/<id>.svg` (issue 31: an SVG image with text costs the page's main
 * thread a layout of its own before the first paint). Stored as such in `ads.image_url` and
 * `sponsors.image_url` (migration 035) and built so for promotions.
 */
export function drawnPictureUrl(kind: DrawnKind, id: number): string {
  return `/assets/${kind}/${id}.webp`;
}

/** A drawn picture's URL, either format: the zh-TW answers ask for it with `?language=zh-TW`. */
export const DRAWN_PICTURE = /^\/assets\/(banners|sponsors|promos)\/\d{1,6}\.(svg|webp)$/;
