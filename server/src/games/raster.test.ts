import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rasterOf } from './raster';

const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${fill}"/></svg>`;

describe('rasterOf', () => {
  it('draws a PNG of the width asked, once per key even when asked again while drawing', async () => {
    let drawn = 0;
    const svg = () => {
      drawn += 1;
      return square('#c33');
    };
    const [a, b] = await Promise.all([
      rasterOf('raster-test:a', svg, 80),
      rasterOf('raster-test:a', svg, 80),
    ]);
    assert.equal(drawn, 1);
    assert.equal(a, b);
    assert.deepEqual([...a.subarray(1, 4)], [...Buffer.from('PNG')]);
    assert.equal(a.readUInt32BE(16), 80, 'width');
    assert.equal(a.readUInt32BE(20), 60, 'height');
    // Kept: asked later, the same picture without drawing again.
    assert.equal(await rasterOf('raster-test:a', svg, 80), a);
    assert.equal(drawn, 1);
  });

  it('reports a drawing resvg cannot read, and draws it again when asked again', async () => {
    let drawn = 0;
    const broken = () => {
      drawn += 1;
      return '<svg';
    };
    await assert.rejects(rasterOf('raster-test:broken', broken));
    await assert.rejects(rasterOf('raster-test:broken', broken));
    assert.equal(drawn, 2);
  });
});
