import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];
export type Point = readonly [number, number];

/**
 * A tiny software canvas for the captcha pictures: they go out as PNG so their markup
 * is pixels, never shapes a script could read the answer from. Shapes are filled with
 * 2x2 supersampling per pixel so edges stay smooth.
 */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  private blend(x: number, y: number, [r, g, b]: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 3;
    const p = this.pixels;
    p[i] = Math.round((p[i] ?? 0) * (1 - alpha) + r * alpha);
    p[i + 1] = Math.round((p[i + 1] ?? 0) * (1 - alpha) + g * alpha);
    p[i + 2] = Math.round((p[i + 2] ?? 0) * (1 - alpha) + b * alpha);
  }

  /** Fills what `inside` says is inside, within the box, with coverage from 4 samples per pixel. */
  fill(
    box: readonly [number, number, number, number],
    colour: Rgb,
    alpha: number,
    inside: (x: number, y: number) => boolean,
  ): void {
    const [x0, y0, x1, y1] = [
      Math.max(0, Math.floor(box[0])),
      Math.max(0, Math.floor(box[1])),
      Math.min(this.width, Math.ceil(box[2])),
      Math.min(this.height, Math.ceil(box[3])),
    ];
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        let hits = 0;
        for (const [sx, sy] of [
          [0.25, 0.25],
          [0.75, 0.25],
          [0.25, 0.75],
          [0.75, 0.75],
        ] as const)
          if (inside(x + sx, y + sy)) hits++;
        if (hits) this.blend(x, y, colour, (alpha * hits) / 4);
      }
    }
  }

  rect(x: number, y: number, w: number, h: number, colour: Rgb, alpha = 1): void {
    this.fill(
      [x, y, x + w, y + h],
      colour,
      alpha,
      (px, py) => px >= x && px < x + w && py >= y && py < y + h,
    );
  }

  circle(cx: number, cy: number, r: number, colour: Rgb, alpha = 1): void {
    this.fill(
      [cx - r, cy - r, cx + r, cy + r],
      colour,
      alpha,
      (px, py) => (px - cx) ** 2 + (py - cy) ** 2 <= r * r,
    );
  }

  /** A convex or concave polygon (even-odd rule). */
  polygon(points: readonly Point[], colour: Rgb, alpha = 1): void {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    this.fill(
      [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
      colour,
      alpha,
      (px, py) => {
        let inside = false;
        for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
          const [xi, yi] = points[i] as Point;
          const [xj, yj] = points[j] as Point;
          if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
        }
        return inside;
      },
    );
  }

  /** A straight stroke of `width` from a to b. */
  line([ax, ay]: Point, [bx, by]: Point, width: number, colour: Rgb, alpha = 1): void {
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const [nx, ny] = [(-(by - ay) / len) * (width / 2), ((bx - ax) / len) * (width / 2)];
    this.polygon(
      [
        [ax + nx, ay + ny],
        [bx + nx, by + ny],
        [bx - nx, by - ny],
        [ax - nx, ay - ny],
      ],
      colour,
      alpha,
    );
  }

  /** A w x h piece starting at (x, y) as a new raster. */
  crop(x: number, y: number, w: number, h: number): Raster {
    const out = new Raster(w, h);
    for (let row = 0; row < h; row++) {
      const from = ((y + row) * this.width + x) * 3;
      out.pixels.set(this.pixels.subarray(from, from + w * 3), row * w * 3);
    }
    return out;
  }

  /** The picture as a `data:image/png;base64,` URL (8-bit RGB, no filter). */
  toDataUrl(): string {
    const rows = Buffer.alloc((this.width * 3 + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      rows[y * (this.width * 3 + 1)] = 0;
      rows.set(
        this.pixels.subarray(y * this.width * 3, (y + 1) * this.width * 3),
        y * (this.width * 3 + 1) + 1,
      );
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const png = Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    return `data:image/png;base64,${png.toString('base64')}`;
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
