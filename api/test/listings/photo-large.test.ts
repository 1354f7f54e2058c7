// Listing photos for a desktop full-screen viewer: a photo bigger than the gallery size gets a large variant (up to
// 1920 px wide) that the listing reply names with its width; photos stored before it keep their three sizes and work
// as before; deleting the photo deletes the large file too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { build } from '../helper';
import { insertListing, signUp } from '../accounts/helpers';
import { removeListingPhoto, storeListingPhoto } from '../../src/plugins/app/listing/photos';

type Photo = { thumb: string; card: string; full: string; large?: string | null; large_width?: number | null };

test('the listing reply names the large photo and its width; older photos keep working', async (t) => {
  const app = await build(t);
  const owner = await signUp(app);
  const listing = await insertListing(app, owner.user.id);
  const camera = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg().toBuffer();
  const stored = await storeListingPhoto(app.uploads, owner.user.id, camera, { avif: false });
  assert.deepEqual([stored.variants.full.w, stored.variants.large?.w, stored.variants.large?.h], [1280, 1920, 1280]);
  const old = { thumb: { url: '/uploads/demo/p1-thumb.webp', w: 320, h: 240 }, card: { url: '/uploads/demo/p1-card.webp', w: 640, h: 480 }, full: { url: '/uploads/demo/p1-full.webp', w: 1280, h: 960 } };
  await app.database.execute(
    `INSERT INTO listing_photos (listing_id, position, path, variants) VALUES ($1, 0, $2, $3::jsonb), ($1, 1, 'demo/p1', $4::jsonb)`,
    [listing, stored.key, JSON.stringify(stored.variants), JSON.stringify(old)],
  );

  const res = await app.inject({ url: `/en/api/realty/${listing}` });
  assert.equal(res.statusCode, 200, res.body);
  const [fresh, older] = res.json<{ data: { photos: Photo[] } }>().data.photos;
  assert.equal(fresh?.large, stored.variants.large?.url);
  assert.equal(fresh?.large_width, 1920);
  assert.equal(fresh?.full, stored.variants.full.url);
  assert.deepEqual(older, { thumb: old.thumb.url, card: old.card.url, full: old.full.url, large: null, large_width: null });

  const file = path.join(app.config.uploadsDir, String(fresh?.large).replace(/^\/uploads\//, ''));
  assert.ok(existsSync(file));
  assert.equal((await sharp(file).metadata()).width, 1920);
  await removeListingPhoto(app.uploads, stored.key);
  assert.equal(existsSync(file), false);
});
