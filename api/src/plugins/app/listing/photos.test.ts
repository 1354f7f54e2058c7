// The photo pipeline without HTTP: orientation applied, metadata dropped, AVIF accepted, HEIC recognised by its brand,
// and the sizes the card and the listing page use.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { encodePhoto, inspectPhoto, isHeic } from './photos';
import { ImageError } from '../../../services/uploads';

test('photo pipeline', async (t) => {
  await t.test('EXIF orientation is applied, then EXIF/GPS dropped; thumb, card and full sizes', async () => {
    // 600×400 pixels stored, tagged "rotate 90° clockwise" (orientation 6): a portrait photo
    const input = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 10, g: 200, b: 90 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'SecretCam' } })
      .toBuffer();
    const out = await encodePhoto(input, { avif: false });
    assert.deepEqual(out.map((v) => [v.size, v.width, v.height]), [['thumb', 320, 240], ['card', 640, 480], ['full', 400, 600]]);
    for (const v of out) {
      const meta = await sharp(v.webp).metadata();
      assert.equal(meta.format, 'webp');
      assert.equal(meta.exif, undefined);
      assert.equal(meta.orientation, undefined);
    }
  });

  await t.test('a big photo gets a large size (up to 1920 px wide, no AVIF) for the full-screen viewer; a small one does not', async () => {
    // a 12 MP phone photo (4000×3000) and a panorama: large keeps the shape inside 1920×1440, full inside 1280×960
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 30, g: 90, b: 160 } } }).jpeg().toBuffer();
    const out = await encodePhoto(big);
    assert.deepEqual(out.map((v) => [v.size, v.width, v.height]), [['thumb', 320, 240], ['card', 640, 480], ['full', 1280, 960], ['large', 1920, 1440]]);
    assert.equal(out.find((v) => v.size === 'large')?.avif, undefined);
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#888' } }).jpeg().toBuffer();
    assert.deepEqual((await encodePhoto(wide, { avif: false })).filter((v) => v.size !== 'thumb' && v.size !== 'card').map((v) => [v.size, v.width, v.height]), [['full', 1280, 427], ['large', 1920, 640]]);
    // slightly bigger than full: large is the original's own size, never enlarged
    const mid = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#888' } }).jpeg().toBuffer();
    assert.deepEqual((await encodePhoto(mid, { avif: false })).map((v) => v.size === 'large' && [v.width, v.height]).filter(Boolean), [[1600, 1200]]);
    // no bigger than full: no large
    const small = await sharp({ create: { width: 1280, height: 960, channels: 3, background: '#888' } }).jpeg().toBuffer();
    assert.deepEqual((await encodePhoto(small, { avif: false })).map((v) => v.size), ['thumb', 'card', 'full']);
  });

  await t.test('AVIF input is accepted; an AVIF variant is kept only when smaller than the WebP', async () => {
    const input = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 120, b: 200 } } }).avif().toBuffer();
    const out = await encodePhoto(input);
    for (const v of out) if (v.avif) assert.ok(v.avif.length < v.webp.length);
  });

  await t.test('HEIC is recognised by its ftyp brand (AVIF and JPEG are not)', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic', 'latin1'), Buffer.alloc(4), Buffer.from('mif1heic', 'latin1')]);
    assert.equal(isHeic(heic), true);
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).avif().toBuffer();
    assert.equal(isHeic(avif), false);
    assert.equal(isHeic(Buffer.from('not an image')), false);
    await assert.rejects(encodePhoto(heic), (error: unknown) => error instanceof ImageError);
  });

  await t.test('a real HEIC: libvips reads its header but cannot decode HEVC; heic-convert does, into the usual sizes', async () => {
    // 96×64, HEVC-coded, made with libheif's heif-enc (see docs/ARCHITECTURE.md "HEIC")
    const heic = readFileSync(path.join(import.meta.dirname, '../../../../test/listings/fixtures/sample.heic'));
    const meta = await sharp(heic).metadata();
    assert.deepEqual([meta.format, meta.compression, meta.width, meta.height], ['heif', 'hevc', 96, 64]);
    await assert.rejects(sharp(heic).raw().toBuffer(), 'the prebuilt libvips has no HEVC decoder');
    assert.deepEqual(await inspectPhoto(heic), { pixels: 96 * 64, heic: true });
    const out = await encodePhoto(heic, { avif: false });
    assert.deepEqual(out.map((v) => [v.size, v.width, v.height]), [['thumb', 320, 240], ['card', 640, 480], ['full', 96, 64]]);
  });

  await t.test('GIF and SVG are refused as unsupported', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer();
    await assert.rejects(encodePhoto(gif), (error: unknown) => error instanceof ImageError && error.reason === 'unsupported');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    await assert.rejects(encodePhoto(svg), (error: unknown) => error instanceof ImageError && error.reason === 'unsupported');
  });
});
