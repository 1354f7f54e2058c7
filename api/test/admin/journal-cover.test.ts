// Journal covers (issue 23): a large cover (above PHOTO_INLINE_MAX_PIXELS) is accepted at once (202) and processed
// by the photo queue, like a large listing photo; the editor polls its upload until it is done (the cover's URLs)
// or failed (why, in the request's language). A small one is still processed in the request (201).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { build, fileUpload } from '../helper';
import { send, signUp } from '../accounts/helpers';
import { signUpAdmin } from './helpers';

const multipart = (data: Buffer, name = 'cover.jpg') => fileUpload('cover', { name, type: 'image/jpeg', data });

const jpeg = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();

test('a large journal cover is queued (202) and processed in the background; the editor polls it', async (t) => {
  // anything above 1 megapixel goes to the queue in this test
  const app = await build(t, { env: { PHOTO_INLINE_MAX_PIXELS: '1000000' } });
  const admin = await signUpAdmin(app);
  const large = await jpeg(3000, 2000);

  const started = Date.now();
  const res = await send(admin.jar, { method: 'POST', url: '/en/api/admin/journal/cover', ...multipart(large) });
  assert.equal(res.statusCode, 202, res.body);
  assert.ok(Date.now() - started < 5000, 'answered without processing the image');
  const queued = res.json<{ message: string; data: { id: string; status: string; cover: string | null } }>();
  assert.equal(queued.message, 'Cover received: it is being processed and will appear in a moment.');
  assert.match(queued.data.id, /^u\d+$/);
  assert.deepEqual([queued.data.status, queued.data.cover], ['processing', null]);

  const poll = (lang = 'en', jar = admin.jar) => jar.inject({ url: `/${lang}/api/admin/journal/cover/${queued.data.id}` });
  assert.deepEqual((await poll()).json().data, { id: queued.data.id, status: 'processing', error: null, cover: null, full: null });

  assert.equal(await app.photoQueue.runOnce(), 1);
  const done = (await poll()).json<{ data: { status: string; cover: string; full: string } }>().data;
  assert.equal(done.status, 'done');
  assert.match(done.cover, /^\/uploads\/listings\/\d+\/[0-9a-f]{24}-card\.webp$/);
  const file = path.join(app.config.uploadsDir, done.full.replace(/^\/uploads\//, ''));
  assert.ok(existsSync(file));
  const meta = await sharp(file).metadata();
  assert.equal(meta.format, 'webp');

  // the URL is then saved with the post as before
  const saved = await send(admin.jar, {
    method: 'POST',
    url: '/en/api/admin/journal',
    payload: { category_id: null, tag_ids: [], cover: done.cover, translations: { en: { title: 'Cover test', body: '<p>Text</p>' } } },
  });
  assert.equal(saved.statusCode, 201, saved.body);

  // another administrator's upload is not found; a malformed id is a 422 on the field
  const other = await signUpAdmin(app);
  assert.deepEqual([(await poll('en', other.jar)).statusCode, (await poll('en', other.jar)).json()], [404, { message: 'This upload was not found.' }]);
  const malformed = await admin.jar.inject({ url: '/ru/api/admin/journal/cover/x1' });
  assert.deepEqual([malformed.statusCode, malformed.json()], [422, { message: 'Загрузка не найдена.', errors: { upload: ['Загрузка не найдена.'] } }]);
  // a non-administrator never reaches it
  const user = await signUp(app);
  assert.equal((await poll('en', user.jar)).statusCode, 403);
});

test('a queued cover that is not an image fails with a translated reason; a small cover is processed at once', async (t) => {
  const app = await build(t, { env: { PHOTO_INLINE_MAX_PIXELS: '1000000' } });
  const admin = await signUpAdmin(app);
  const small = await send(admin.jar, { method: 'POST', url: '/en/api/admin/journal/cover', ...multipart(await jpeg(800, 600)) });
  assert.equal(small.statusCode, 201, small.body);
  assert.match(small.json().data.cover, /-card\.webp$/);

  // a JPEG whose header claims 3000×2000 but whose data is cut off: accepted on its header, fails in processing
  const broken = (await jpeg(3000, 2000)).subarray(0, 2000);
  const res = await send(admin.jar, { method: 'POST', url: '/en/api/admin/journal/cover', ...multipart(broken) });
  assert.equal(res.statusCode, 202, res.body);
  await app.photoQueue.runOnce();
  const failed = (await admin.jar.inject({ url: `/tr/api/admin/journal/cover/${res.json().data.id}` })).json().data;
  assert.equal(failed.status, 'failed');
  assert.equal(typeof failed.error, 'string');
  assert.notEqual(failed.error, '');
  assert.equal(failed.cover, null);
});
