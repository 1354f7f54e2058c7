// The perceptual hash kept with each listing photo (moderation's "same photos" duplicates): a resized, re-encoded
// copy hashes alike, a different picture does not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { encodePhotoWithHash, perceptualHash } from './photos';

/** A 320×240 picture: a horizontal gradient with a dark block (or a vertical one when `flip`). */
async function picture(flip = false): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // 40×30 tiles of pseudo-random brightness (a fixed pattern): structure like a photo's, not a smooth gradient
      const tx = Math.floor((flip ? height - 1 - y : x) / 40);
      const ty = Math.floor((flip ? x : y) / 30);
      const v = ((tx * 73 + ty * 151 + tx * ty * 37) % 256 + 256) % 256;
      data.set([v, (v * 3) % 256, 255 - v], (y * width + x) * 3);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

const distance = (a: string, b: string): number => {
  let n = 0;
  for (let i = 0; i < a.length; i += 1) n += [...(parseInt(a[i] ?? '0', 16) ^ parseInt(b[i] ?? '0', 16)).toString(2)].filter((c) => c === '1').length;
  return n;
};

test('perceptual hash: 16 hex digits, stable under resizing and re-encoding, different for another picture', async () => {
  const original = await picture();
  const hash = await perceptualHash(sharp(original));
  assert.match(hash, /^[0-9a-f]{16}$/);
  const copy = await sharp(original).resize(800, 600).webp({ quality: 60 }).toBuffer();
  assert.ok(distance(hash, await perceptualHash(sharp(copy))) <= 2, 'a resized WebP copy hashes (almost) alike');
  const other = await perceptualHash(sharp(await picture(true)));
  assert.ok(distance(hash, other) > 10, `another picture differs (${hash} vs ${other})`);
  const { phash, variants } = await encodePhotoWithHash(original, { avif: false });
  assert.ok(distance(phash, hash) <= 2, 'the pipeline hashes the decoded photo alike');
  assert.equal(variants.length, 3);
});
