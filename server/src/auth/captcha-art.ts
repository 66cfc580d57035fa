import { randomInt } from 'node:crypto';
import { Raster, type Point, type Rgb } from './raster';

/**
 * Pictures of the self-hosted captchas, as PNG data URLs drawn pixel by pixel on the
 * server (raster.ts). The markup is pixels only: no <text>, no shapes or coordinates a
 * script could read the answer or the gap position from; getting at the answer takes
 * looking at the picture. Answers stay on the server (captchas.ts).
 */

/** 5x7 bitmaps of the digits (each row 5 bits, most significant bit on the left). */
const DIGITS: Record<string, readonly number[]> = {
  '0': [14, 17, 19, 21, 25, 17, 14],
  '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [31, 2, 4, 2, 1, 17, 14],
  '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14],
  '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12],
};

export const IMAGE_CAPTCHA_ALPHABET = '0123456789';

function colour(min = 40, max = 200): Rgb {
  return [randomInt(min, max), randomInt(min, max), randomInt(min, max)];
}

const jitter = (): number => randomInt(-40, 41) / 100;

/** One digit's lit cells as jittered quads, rotated about the glyph centre and placed. */
function drawDigit(canvas: Raster, ch: string, x0: number, y0: number, degrees: number, ink: Rgb): void {
  const rad = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
  const place = (x: number, y: number): Point => {
    const [dx, dy] = [x - 8, y - 14];
    return [x0 + 8 + dx * cos - dy * sin + jitter(), y0 + 14 + dx * sin + dy * cos + jitter()];
  };
  (DIGITS[ch] ?? []).forEach((bits, row) => {
    for (let col = 0; col < 5; col++) {
      if (!(bits & (16 >> col))) continue;
      const [x, y] = [col * 3.4, row * 4];
      canvas.polygon([place(x, y), place(x + 3.5, y), place(x + 3.5, y + 4.1), place(x, y + 4.1)], ink);
    }
  });
}

/** The graphic-verification picture: the text in jittered cells over noise, 120x40. */
export function imageCaptchaPng(text: string): string {
  const canvas = new Raster(120, 40);
  canvas.rect(0, 0, 120, 40, colour(220, 255));
  for (let i = 0; i < 5; i++)
    canvas.line([randomInt(0, 120), randomInt(0, 40)], [randomInt(0, 120), randomInt(0, 40)], 1, colour());
  [...text].forEach((ch, i) =>
    drawDigit(
      canvas,
      ch,
      12 + i * 26 + randomInt(-3, 4),
      6 + randomInt(-2, 3),
      randomInt(-18, 19),
      colour(20, 140),
    ),
  );
  for (let i = 0; i < 30; i++) canvas.circle(randomInt(0, 120), randomInt(0, 40), 1, colour());
  return canvas.toDataUrl();
}

export const SLIDER = { width: 300, height: 150, size: 44 } as const;

/** The outline of a rounded square (corner radius 6) as a polygon. */
function roundedSquare(x: number, y: number, size: number, inset = 0): Point[] {
  const r = 6;
  const [a, b] = [x + inset, y + inset];
  const s = size - inset * 2;
  const corners: [number, number, number][] = [
    [a + s - r, b + r, -90],
    [a + s - r, b + s - r, 0],
    [a + r, b + s - r, 90],
    [a + r, b + r, 180],
  ];
  return corners.flatMap(([cx, cy, start]) =>
    Array.from({ length: 5 }, (_, k): Point => {
      const t = ((start + k * 22.5) * Math.PI) / 180;
      return [cx + Math.cos(t) * r, cy + Math.sin(t) * r];
    }),
  );
}

/** A background of soft shapes with the gap at (x, y), and the piece that fits it. */
export function sliderPngs(x: number, y: number): { bg: string; slice: string } {
  const { width, height, size } = SLIDER;
  const scene = new Raster(width, height);
  scene.rect(0, 0, width, height, colour(120, 220));
  for (let i = 0; i < 14; i++)
    scene.circle(randomInt(0, width), randomInt(0, height), randomInt(10, 45), colour(), 0.7);
  const piece = scene.crop(x, y, size, size);
  const outline = roundedSquare(0, 0, size, 1);
  for (let i = 0; i < outline.length; i++)
    piece.line(outline[i] as Point, outline[(i + 1) % outline.length] as Point, 2.5, [255, 255, 255]);
  scene.polygon(roundedSquare(x, y, size), [0, 0, 0], 0.45);
  const edge = roundedSquare(x, y, size);
  for (let i = 0; i < edge.length; i++)
    scene.line(edge[i] as Point, edge[(i + 1) % edge.length] as Point, 1.5, [255, 255, 255]);
  return { bg: scene.toDataUrl(), slice: piece.toDataUrl() };
}
