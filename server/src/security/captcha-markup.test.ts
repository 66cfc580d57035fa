import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { auth } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await startTestApp({ captchaMode: 'real' });
});
after(async () => {
  await t.stop();
});

/** The bytes of a data URL, asserting it is a PNG of the given size with no text chunks. */
function png(url: string, width: number, height: number): Buffer {
  assert.match(url, /^data:image\/png;base64,/, 'a raster picture, not markup');
  const bytes = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10]);
  assert.equal(bytes.toString('ascii', 12, 16), 'IHDR');
  assert.deepEqual([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], [width, height]);
  const text = bytes.toString('latin1');
  for (const marker of ['<svg', '<text', 'tEXt', 'iTXt', 'zTXt'])
    assert.equal(text.includes(marker), false, marker);
  return bytes;
}

describe('captcha pictures do not carry their answers', () => {
  it('the image captcha is pixels only, different every time', async () => {
    const a = auth.defaultKaptcha.response.parse((await t.api(auth.defaultKaptcha.path, {})).data);
    const b = auth.defaultKaptcha.response.parse((await t.api(auth.defaultKaptcha.path, {})).data);
    assert.notDeepEqual(png(a.image, 120, 40), png(b.image, 120, 40));
  });

  it('the slider gap and piece are pixels: no coordinate or viewBox names the gap', async () => {
    const body = await t.api<{ bg: string; slice: string }>(auth.sliderLoad.path, {});
    png(body.data.bg, 300, 150);
    png(body.data.slice, 44, 44);
  });
});
