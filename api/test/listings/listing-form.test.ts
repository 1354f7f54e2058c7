// The add/edit listing form's API (issue 14): a draft, 3 photos, reorder, publish → in /api/realty and on its page;
// an edit of the price → price history; refused uploads (pixel bomb, 25 MB, SVG, not an image, malformed multipart);
// other users cannot edit, upload to or delete; EİDS: pending after publish, decided by decideEids, catalogue filter.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { build } from '../helper';
import { send, signUp, type TestUser } from '../accounts/helpers';

function multipart(file?: { name: string; type: string; data: Buffer }, raw?: string) {
  const boundary = `----realtylisting${Date.now()}`;
  const parts: Buffer[] = [];
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(raw ?? `--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const jpeg = (w: number, h: number, r = 200) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r, g: 120, b: 60 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'GPS 36.5438N 31.9998E' } })
    .toBuffer();

const upload = (who: TestUser, url: string, file?: { name: string; type: string; data: Buffer }) => {
  const body = multipart(file);
  return send(who.jar, { method: 'POST', url, payload: body.payload, headers: body.headers });
};

/** A PNG that claims 14000×14000 pixels (a decompression bomb's header; the pixels are never there). */
function pngHeader(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
}

async function placeOf(app: FastifyInstance): Promise<{ region: string; city: string }> {
  const { rows } = await app.database.execute(
    'SELECT r.slug AS region, c.slug AS city FROM cities c JOIN regions r ON r.id = c.region_id ORDER BY c.id LIMIT 1',
  );
  return { region: String(rows[0]?.region), city: String(rows[0]?.city) };
}

test('listing form API', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  const bob = await signUp(app);
  const place = await placeOf(app);
  const { rows: types } = await app.database.execute("SELECT slug FROM property_types WHERE slug = 'apartment' OR has_rooms ORDER BY id LIMIT 1");
  const values = {
    deal_type: 'sale',
    property_type: String(types[0]?.slug),
    region: place.region,
    city: place.city,
    address: 'Atatürk Cd. 12',
    lat: '36.5438',
    lng: '31.9998',
    rooms: '2+1',
    area: '95',
    area_net: '80',
    floor: '3',
    floors: '6',
    features: ['pool', 'sea_view'],
    title_en: 'Sea view flat in the centre',
    description_en: 'Two bedrooms, close to the beach.',
    price: '150000',
    currency: 'EUR',
    contact_name: 'Ayşe Yılmaz',
    phone: '0532 111 22 33',
    eids_number: 'EIDS-2026-123456',
    title_deed_number: '1234/5',
    property_number: '104233516',
  };
  let draftId = 0;
  let listingId = 0;
  let photoIds: string[] = [];

  await t.test('signed out: 401', async () => {
    const res = await app.inject({ method: 'POST', url: '/en/api/listings/draft', headers: { 'x-xsrf-token': 'x' } });
    assert.ok([401, 419].includes(res.statusCode), res.body);
  });

  await t.test('a draft is opened, autosaved and restored', async () => {
    const opened = await send(alice.jar, { method: 'POST', url: '/en/api/listings/draft' });
    assert.equal(opened.statusCode, 200, opened.body);
    draftId = opened.json().data.draft_id;
    assert.ok(draftId > 0);
    const saved = await send(alice.jar, { method: 'PUT', url: `/en/api/listings/draft/${draftId}`, payload: { values: { ...values, price: '' } } });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().message, 'Draft saved.');
    const again = await send(alice.jar, { method: 'POST', url: '/en/api/listings/draft' });
    assert.equal(again.json().data.draft_id, draftId, 'the same draft comes back after a reload');
    assert.equal(again.json().data.values.title_en, 'Sea view flat in the centre');
  });

  await t.test('publishing without photos or price: 422 per field in the request language', async () => {
    const res = await send(alice.jar, { method: 'POST', url: `/ru/api/listings/draft/${draftId}/publish`, payload: { values: { ...values, price: '', lat: '' } } });
    assert.equal(res.statusCode, 422, res.body);
    const errors = res.json().errors;
    assert.deepEqual(errors.photos, ['Добавьте хотя бы одно фото.']);
    assert.deepEqual(errors.price, ['Это поле обязательно.']);
    assert.deepEqual(errors.lat, ['Поставьте метку на карте или введите координаты.']);
  });

  await t.test('three photos are re-encoded (WebP sizes, EXIF/GPS stripped) and reordered', async () => {
    for (const [i, size] of [[0, [1600, 1200]], [1, [1200, 1600]], [2, [800, 600]]] as const) {
      const res = await upload(alice, `/en/api/listings/draft/${draftId}/photos`, { name: `p${i}.jpg`, type: 'image/jpeg', data: await jpeg(size[0], size[1], 50 + i * 60) });
      assert.equal(res.statusCode, 201, res.body);
      photoIds.push(res.json().data.id);
      const card = res.json().data.card as string;
      assert.match(card, /^\/uploads\/listings\/\d+\/[0-9a-f]{24}-card\.webp$/);
      const file = path.join(app.config.uploadsDir, card.replace(/^\/uploads\//, ''));
      const meta = await sharp(file).metadata();
      assert.equal(meta.format, 'webp');
      assert.deepEqual([meta.width, meta.height], [640, 480]);
      assert.equal(meta.exif, undefined, 'EXIF (and its GPS) dropped');
    }
    const reversed = [...photoIds].reverse();
    const res = await send(alice.jar, { method: 'PUT', url: `/en/api/listings/draft/${draftId}/photos`, payload: { order: reversed } });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data.map((p: { id: string }) => p.id), reversed);
    const bad = await send(alice.jar, { method: 'PUT', url: `/en/api/listings/draft/${draftId}/photos`, payload: { order: reversed.slice(1) } });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().errors.order, ['The photo order must list every photo once.']);
    // A malformed body (validated by the route's zod schema) gets the same field message, in the request's language.
    const malformed = await send(alice.jar, { method: 'PUT', url: `/ru/api/listings/draft/${draftId}/photos`, payload: { order: 'first' } });
    assert.equal(malformed.statusCode, 422);
    assert.deepEqual(malformed.json().errors.order, ['Порядок фото должен содержать каждое фото один раз.']);
    const noValues = await send(alice.jar, { method: 'PUT', url: `/en/api/listings/draft/${draftId}`, payload: { values: 'all of them' } });
    assert.equal(noValues.statusCode, 422);
    assert.ok(noValues.json().errors.values?.length, noValues.body);
    photoIds = reversed;
  });

  await t.test('refused uploads: 14000×14000 PNG, 25 MB file, SVG, not an image, malformed multipart', async () => {
    const url = `/en/api/listings/draft/${draftId}/photos`;
    const bomb = pngHeader(14000, 14000);
    const big = await upload(alice, url, { name: 'bomb.png', type: 'image/png', data: bomb });
    assert.equal(big.statusCode, 422, big.body);
    assert.deepEqual(big.json().errors.photo, ['The photo is too large (up to 20 MB and 50 megapixels).']);
    const huge = await upload(alice, url, { name: 'huge.jpg', type: 'image/jpeg', data: Buffer.alloc(25 * 1024 * 1024, 1) });
    assert.equal(huge.statusCode, 422, huge.body);
    assert.deepEqual(huge.json().errors.photo, ['The photo is too large (up to 20 MB and 50 megapixels).']);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const svgRes = await upload(alice, url, { name: 'x.svg', type: 'image/svg+xml', data: svg });
    assert.equal(svgRes.statusCode, 422, svgRes.body);
    assert.deepEqual(svgRes.json().errors.photo, ['The photo must be a JPEG, PNG, WebP, AVIF or HEIC image.']);
    const text = await upload(alice, url, { name: 'x.jpg', type: 'image/jpeg', data: Buffer.from('not an image at all') });
    assert.equal(text.statusCode, 422, text.body);
    assert.deepEqual(text.json().errors.photo, ['The photo must be a JPEG, PNG, WebP, AVIF or HEIC image.']);
    const broken = multipart({ name: 'a.jpg', type: 'image/jpeg', data: await jpeg(10, 10) }, '--not-the-boundary');
    const malformed = await send(alice.jar, { method: 'POST', url, payload: broken.payload, headers: broken.headers });
    assert.ok(malformed.statusCode >= 400 && malformed.statusCode < 500, `malformed multipart: ${malformed.statusCode}`);
    const none = await send(alice.jar, { method: 'POST', url, payload: { photo: 'x' } });
    assert.equal(none.statusCode, 422);
    const count = await send(alice.jar, { method: 'POST', url: '/en/api/listings/draft' });
    assert.equal(count.json().data.photos.length, 3, 'nothing stored for refused uploads');
  });

  await t.test('another user cannot touch the draft', async () => {
    assert.equal((await send(bob.jar, { method: 'PUT', url: `/en/api/listings/draft/${draftId}`, payload: { values: {} } })).statusCode, 404);
    assert.equal((await upload(bob, `/en/api/listings/draft/${draftId}/photos`, { name: 'a.jpg', type: 'image/jpeg', data: await jpeg(100, 100) })).statusCode, 404);
    assert.equal((await send(bob.jar, { method: 'DELETE', url: `/en/api/listings/draft/${draftId}/photos/${photoIds[0]}` })).statusCode, 404);
    assert.equal((await send(bob.jar, { method: 'POST', url: `/en/api/listings/draft/${draftId}/publish`, payload: { values } })).statusCode, 404);
  });

  await t.test('publish: active, in /api/realty with its cover, on its page, EİDS pending', async () => {
    const res = await send(alice.jar, { method: 'POST', url: `/en/api/listings/draft/${draftId}/publish`, payload: { values } });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().message, 'Your listing is published.');
    listingId = res.json().data.id;
    assert.equal(res.json().data.url, `/en/real-estate/ad/${listingId}`);
    assert.equal(res.json().data.eids_status, 'pending');
    const list = await alice.jar.inject({ url: `/en/api/realty?user_id=${alice.user.id}` });
    assert.equal(list.statusCode, 200, list.body);
    const card = list.json().data.find((c: { id: number }) => c.id === listingId);
    assert.ok(card, 'in the catalogue');
    assert.equal(card.photo_count, 3);
    assert.match(card.gallery[0], new RegExp(`${photoIds[0]}-card\\.webp$`), 'the first photo is the cover');
    const detail = await app.inject({ url: `/en/api/realty/${listingId}` });
    assert.equal(detail.statusCode, 200);
    assert.equal(detail.json().data.title, 'Sea view flat in the centre');
    assert.equal(detail.json().data.eids_status, 'pending');
    assert.deepEqual(detail.json().data.price_history.map((h: { price: number; currency: string }) => [h.price, h.currency]), [[150000, 'EUR']]);
    const page = await app.inject({ url: `/en/real-estate/ad/${listingId}` });
    assert.equal(page.statusCode, 200);
    const gone = await send(alice.jar, { method: 'PUT', url: `/en/api/listings/draft/${draftId}`, payload: { values: {} } });
    assert.equal(gone.statusCode, 404, 'the draft is gone');
  });

  await t.test('EİDS: decided by decideEids; the catalogue filters eids=verified', async () => {
    const before = await app.inject({ url: `/en/api/realty?eids=verified&per_page=50` });
    assert.equal(before.json().data.some((c: { id: number }) => c.id === listingId), false);
    assert.equal(await app.decideEids(listingId, 'verified'), 'verified');
    const after = await app.inject({ url: `/en/api/realty?eids=verified&per_page=50` });
    assert.ok(after.json().data.every((c: { eids_status: string }) => c.eids_status === 'verified'));
    assert.ok(after.json().data.some((c: { id: number }) => c.id === listingId));
    assert.equal((await app.inject({ url: '/en/api/realty?eids=yes' })).statusCode, 422);
  });

  await t.test('edit: the price change is recorded, the listing stays public and verified', async () => {
    const form = await send(alice.jar, { method: 'GET', url: `/en/api/listings/${listingId}/edit` });
    assert.equal(form.statusCode, 200, form.body);
    assert.equal(form.json().data.values.price, 150000);
    assert.equal(form.json().data.photos.length, 3);
    const res = await send(alice.jar, { method: 'PUT', url: `/en/api/listings/${listingId}`, payload: { values: { ...form.json().data.values, price: '139000' } } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.status, 'active');
    assert.equal(res.json().data.eids_status, 'verified', 'unchanged EİDS number keeps its verdict');
    const detail = await app.inject({ url: `/en/api/realty/${listingId}` });
    assert.deepEqual(detail.json().data.price_history.map((h: { price: number }) => h.price), [150000, 139000]);
    assert.equal(detail.json().data.price.amount, 139000);
  });

  await t.test('another user cannot edit, upload to or delete the listing', async () => {
    assert.equal((await send(bob.jar, { method: 'GET', url: `/en/api/listings/${listingId}/edit` })).statusCode, 404);
    assert.equal((await send(bob.jar, { method: 'PUT', url: `/en/api/listings/${listingId}`, payload: { values } })).statusCode, 404);
    assert.equal((await upload(bob, `/en/api/listings/${listingId}/photos`, { name: 'a.jpg', type: 'image/jpeg', data: await jpeg(100, 100) })).statusCode, 404);
    assert.equal((await send(bob.jar, { method: 'DELETE', url: `/en/api/listings/${listingId}` })).statusCode, 404);
    const detail = await app.inject({ url: `/en/api/realty/${listingId}` });
    assert.equal(detail.json().data.price.amount, 139000);
  });

  await t.test('the owner adds and deletes a listing photo; the files of a deleted listing go after 30 days', async () => {
    const res = await upload(alice, `/en/api/listings/${listingId}/photos`, { name: 'a.jpg', type: 'image/jpeg', data: await jpeg(700, 500) });
    assert.equal(res.statusCode, 201, res.body);
    const file = path.join(app.config.uploadsDir, String(res.json().data.full).replace(/^\/uploads\//, ''));
    assert.ok(existsSync(file));
    const del = await send(alice.jar, { method: 'DELETE', url: `/en/api/listings/${listingId}/photos/${res.json().data.id}` });
    assert.equal(del.statusCode, 200, del.body);
    assert.equal(existsSync(file), false);
    const form = await send(alice.jar, { method: 'GET', url: `/en/api/listings/${listingId}/edit` });
    const cover = path.join(app.config.uploadsDir, String(form.json().data.photos[0].card).replace(/^\/uploads\//, ''));
    assert.ok(existsSync(cover));
    const removed = await send(alice.jar, { method: 'DELETE', url: `/en/api/listings/${listingId}` });
    assert.equal(removed.statusCode, 200);
    assert.equal((await app.inject({ url: `/en/api/realty/${listingId}` })).statusCode, 404);
    assert.ok(existsSync(cover), 'kept while the listing can be restored (30 days)');
    await app.listingTrash.purge(new Date(Date.now() + 31 * 24 * 3600 * 1000));
    assert.equal(existsSync(cover), false);
  });
});
