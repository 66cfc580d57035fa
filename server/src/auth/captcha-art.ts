import { randomInt } from 'node:crypto';

/**
 * Pictures of the self-hosted captchas, as SVG data URLs. This is a simulation and says
 * so: a bot that reads the SVG source can find the answer. What is real is the server
 * side around it: answers kept on the server, HMAC-checked passes, expiry, single use.
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

function dataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function color(min = 40, max = 200): string {
  return `rgb(${randomInt(min, max)},${randomInt(min, max)},${randomInt(min, max)})`;
}

/** The graphic-verification picture: the text drawn in jittered pixels over noise, 120x40. */
export function imageCaptchaSvg(text: string): string {
  const parts: string[] = [`<rect width="120" height="40" fill="${color(220, 255)}"/>`];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<line x1="${randomInt(0, 120)}" y1="${randomInt(0, 40)}" x2="${randomInt(0, 120)}" y2="${randomInt(0, 40)}" stroke="${color()}" stroke-width="1"/>`,
    );
  }
  [...text].forEach((ch, i) => {
    const rows = DIGITS[ch] ?? [];
    const x0 = 12 + i * 26 + randomInt(-3, 4);
    const y0 = 6 + randomInt(-2, 3);
    const pixels: string[] = [];
    rows.forEach((bits, row) => {
      for (let col = 0; col < 5; col++) {
        if (bits & (16 >> col)) pixels.push(`<rect x="${col * 3.4}" y="${row * 4}" width="3.4" height="4"/>`);
      }
    });
    parts.push(
      `<g fill="${color(20, 140)}" transform="translate(${x0} ${y0}) rotate(${randomInt(-18, 19)} 8 14)">${pixels.join('')}</g>`,
    );
  });
  for (let i = 0; i < 30; i++)
    parts.push(`<circle cx="${randomInt(0, 120)}" cy="${randomInt(0, 40)}" r="1" fill="${color()}"/>`);
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">${parts.join('')}</svg>`,
  );
}

export const SLIDER = { width: 300, height: 150, size: 44 } as const;

/** A background of soft shapes with the gap at (x, y), and the piece that fits it. */
export function sliderSvgs(x: number, y: number): { bg: string; slice: string } {
  const { width, height, size } = SLIDER;
  const shapes: string[] = [`<rect width="${width}" height="${height}" fill="${color(120, 220)}"/>`];
  for (let i = 0; i < 14; i++) {
    shapes.push(
      `<circle cx="${randomInt(0, width)}" cy="${randomInt(0, height)}" r="${randomInt(10, 45)}" fill="${color()}" fill-opacity="0.7"/>`,
    );
  }
  const scene = shapes.join('');
  const bg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${scene}<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="6" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="1.5"/></svg>`;
  const slice = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${x} ${y} ${size} ${size}">${scene}<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="6" fill="none" stroke="#fff" stroke-width="3"/></svg>`;
  return { bg: dataUrl(bg), slice: dataUrl(slice) };
}
