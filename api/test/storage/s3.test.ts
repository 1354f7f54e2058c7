// Uploads on the S3 API (issue 26): the S3 driver against a real S3-protocol server (s3rver, started here on a free
// loopback port), the /uploads/ route streaming objects from the bucket with the year-long cache headers (Range,
// HEAD, If-None-Match, 404 for a missing key), a listing photo uploaded through the API, processed in the background
// and served from the bucket, the redirect to the CDN with S3_PUBLIC_URL, readiness, and the migration command.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { loadConfig } from '../../src/config';
import { S3Storage } from '../../src/services/storage/s3';
import { LocalStorage, RangeNotSatisfiable } from '../../src/services/storage';
import { migrateStorage } from '../../src/services/storage/migrate';
import { ensureDemoPhotos } from '../../src/db/photos';
import { PHOTO_POOL } from '../../src/db/demo';
import { build, fileUpload } from '../helper';
import { send, signUp } from '../accounts/helpers';
import { S3_BUCKET, S3_KEYS, startS3 } from './s3-server';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const run = promisify(execFile);
const API = path.resolve(import.meta.dirname, '../..');

const driver = (endpoint: string, bucket = S3_BUCKET) => new S3Storage({ bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { ...S3_KEYS } });
const collect = async (body: AsyncIterable<Uint8Array>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};
const jpeg = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam' } })
    .toBuffer();

const multipart = (file: { name: string; type: string; data: Buffer }) => fileUpload('photo', file);

/** A loopback port nothing listens on. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('S3 driver against an S3-protocol server', async (t) => {
  const s3 = await startS3(t);
  const storage = driver(s3.endpoint);
  t.after(() => storage.close());

  await t.test('put, head, get, stream (whole and a range), list, delete', async () => {
    const data = Buffer.from('0123456789abcdef');
    await storage.put('listings/1/aaaaaaaaaaaaaaaaaaaaaaaa-card.webp', data, 'image/webp');
    await storage.put('listings/1/aaaaaaaaaaaaaaaaaaaaaaaa-card.avif', Buffer.from('avif'), 'image/avif');
    await storage.put('demo/p1-thumb.webp', Buffer.from('demo'), 'image/webp');
    const head = await storage.head('listings/1/aaaaaaaaaaaaaaaaaaaaaaaa-card.webp');
    assert.equal(head?.size, 16);
    assert.equal(head?.contentType, 'image/webp');
    assert.ok(head?.etag);
    assert.deepEqual(await storage.get('listings/1/aaaaaaaaaaaaaaaaaaaaaaaa-card.webp'), data);
    const whole = await storage.stream('listings/1/aaaaaaaaaaaaaaaaaaaaaaaa-card.webp');
    assert.ok(whole);
    assert.equal(whole.range, undefined);
    assert.deepEqual(await collect(whole.body), data);
    const part = await storage.stream('listings/1/aaaaaaaaaaaaaaaaaaaaaaaa-card.webp', 'bytes=2-5');
    assert.ok(part);
    assert.deepEqual([part.range, part.length, part.size], [{ start: 2, end: 5 }, 4, 16]);
    assert.equal((await collect(part.body)).toString(), '2345');
    await assert.rejects(storage.stream('listings/1/aaaaaaaaaaaaaaaaaaaaaaaa-card.webp', 'bytes=100-200'), RangeNotSatisfiable);
    const keys: string[] = [];
    for await (const object of storage.list('listings/')) keys.push(object.key);
    assert.deepEqual(keys.sort(), ['listings/1/aaaaaaaaaaaaaaaaaaaaaaaa-card.avif', 'listings/1/aaaaaaaaaaaaaaaaaaaaaaaa-card.webp']);
    await storage.delete(['listings/1/aaaaaaaaaaaaaaaaaaaaaaaa-card.webp', 'listings/1/aaaaaaaaaaaaaaaaaaaaaaaa-card.avif', 'listings/1/never-there.webp']);
    assert.equal(await storage.head('listings/1/aaaaaaaaaaaaaaaaaaaaaaaa-card.webp'), null);
    assert.equal(await storage.get('listings/1/aaaaaaaaaaaaaaaaaaaaaaaa-card.avif'), null);
    assert.equal(await storage.stream('listings/1/aaaaaaaaaaaaaaaaaaaaaaaa-card.avif'), null);
    assert.ok(await storage.head('demo/p1-thumb.webp'), 'other objects stay');
  });

  await t.test('keys that could escape or hide are refused before any request', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', '.hidden', 'a//b', 'a/.git/x', 'dir/']) {
      await assert.rejects(storage.put(key, Buffer.from('x')), /not a storage key/, key);
    }
  });

  await t.test('the seed writes the demo pictures into the bucket once', async () => {
    await storage.delete(['demo/p1-thumb.webp']);
    assert.equal(await ensureDemoPhotos(storage), PHOTO_POOL * 3);
    assert.equal((await storage.head('demo/p7-card.webp'))?.contentType, 'image/webp');
    assert.equal(await ensureDemoPhotos(storage), 0, 'a second seed writes nothing');
    await storage.delete(['demo/p2-full.webp']);
    assert.equal(await ensureDemoPhotos(storage), 1, 'only the missing one');
  });

  await t.test('readiness probe: ok on the bucket; not ok for a missing bucket or a server that is down', async () => {
    assert.equal((await storage.check(1000)).ok, true);
    const missing = driver(s3.endpoint, 'no-such-bucket');
    const down = driver(`http://127.0.0.1:${await deadPort()}`);
    try {
      const noBucket = await missing.check(1000);
      assert.equal(noBucket.ok, false);
      assert.match(noBucket.error ?? '', /404|NotFound|NoSuchBucket/);
      assert.equal((await down.check(1000)).ok, false);
      // a missing bucket is a configuration error, not a missing object
      await assert.rejects(missing.get('demo/p1-thumb.webp'));
    } finally {
      missing.close();
      down.close();
    }
  });
});

test('the API on S3: photos uploaded, processed and served from the bucket', async (t) => {
  const s3 = await startS3(t);
  const bucket = driver(s3.endpoint);
  t.after(() => bucket.close());
  // photos above 50,000 pixels go to the background queue; smaller ones are processed at once
  const app = await build(t, { env: s3.env, config: { photoInlineMaxPixels: 50_000 } });
  assert.equal(app.storage.kind, 's3');
  const alice = await signUp(app);
  const draftId: number = (await send(alice.jar, { method: 'POST', url: '/en/api/listings/draft' })).json().data.draft_id;
  const photosUrl = `/en/api/listings/draft/${draftId}/photos`;
  let card = '';

  await t.test('a small photo is stored in the bucket (not the local folder) and streamed with the cache headers', async () => {
    const res = await send(alice.jar, { method: 'POST', url: photosUrl, ...multipart({ name: 'a.jpg', type: 'image/jpeg', data: await jpeg(200, 150) }) });
    assert.equal(res.statusCode, 201, res.body);
    card = res.json().data.card;
    assert.match(card, /^\/uploads\/listings\/\d+\/[0-9a-f]{24}-card\.webp$/);
    const key = card.replace(/^\/uploads\//, '');
    assert.ok(await bucket.head(key), 'the object is in the bucket');
    assert.equal(existsSync(path.join(app.config.uploadsDir, key)), false, 'nothing written to UPLOADS_DIR');
    const served = await app.inject({ url: card });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.equal(served.headers['accept-ranges'], 'bytes');
    assert.ok(served.headers.etag);
    assert.equal(Number(served.headers['content-length']), served.rawPayload.length);
    const meta = await sharp(served.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height, meta.exif], ['webp', 640, 480, undefined]);
  });

  await t.test('HEAD, a byte range, If-None-Match; 404 for a missing key or a path that escapes', async () => {
    const head = await app.inject({ method: 'HEAD', url: card });
    assert.equal(head.statusCode, 200);
    assert.equal(head.body, '');
    assert.equal(head.headers['cache-control'], 'public, max-age=31536000, immutable');
    const size = Number(head.headers['content-length']);
    assert.ok(size > 100);
    const part = await app.inject({ url: card, headers: { range: 'bytes=0-11' } });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], `bytes 0-11/${size}`);
    assert.equal(part.rawPayload.length, 12);
    assert.equal(part.rawPayload.subarray(8, 12).toString('latin1'), 'WEBP');
    assert.equal((await app.inject({ url: card, headers: { range: `bytes=${size + 10}-` } })).statusCode, 416);
    const again = await app.inject({ url: card, headers: { 'if-none-match': String(head.headers.etag) } });
    assert.equal(again.statusCode, 304);
    assert.equal((await app.inject({ url: '/uploads/listings/1/000000000000000000000000-card.webp' })).statusCode, 404);
    assert.equal((await app.inject({ method: 'HEAD', url: '/uploads/listings/1/000000000000000000000000-card.webp' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/uploads/..%2f..%2fetc%2fpasswd' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/uploads/.hidden' })).statusCode, 404);
  });

  await t.test('a large photo is queued, processed by the photo job into the bucket, then served', async () => {
    const res = await send(alice.jar, { method: 'POST', url: photosUrl, ...multipart({ name: 'big.jpg', type: 'image/jpeg', data: await jpeg(600, 400) }) });
    assert.equal(res.statusCode, 202, res.body);
    assert.equal(await app.photoQueue.runOnce(), 1);
    const list = (await send(alice.jar, { method: 'GET', url: photosUrl })).json().data;
    assert.deepEqual(list.pending, []);
    assert.equal(list.photos.length, 2);
    const full = String(list.photos[1].full);
    const served = await app.inject({ url: full });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.deepEqual([(await sharp(served.rawPayload).metadata()).width], [600]);
  });

  await t.test('deleting a photo deletes its objects', async () => {
    const list = (await send(alice.jar, { method: 'GET', url: photosUrl })).json().data;
    const photo = list.photos[0];
    const res = await send(alice.jar, { method: 'DELETE', url: `${photosUrl}/${photo.id}` });
    assert.ok(res.statusCode < 300, res.body);
    assert.equal(await bucket.head(String(photo.card).replace(/^\/uploads\//, '')), null);
    assert.equal((await app.inject({ url: photo.card })).statusCode, 404);
  });

  await t.test('an avatar goes to the bucket too, and the old one is deleted when replaced', async () => {
    const form = (data: Buffer) => fileUpload('photo', { name: 'me.png', type: 'image/png', data });
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3366aa' } }).png().toBuffer();
    const first = await send(alice.jar, { method: 'POST', url: '/en/api/profile/photo', ...form(png) });
    assert.equal(first.statusCode, 200, first.body);
    const url = String(first.json().data.photo);
    assert.ok(await bucket.head(url.replace(/^\/uploads\//, '')));
    assert.equal((await app.inject({ url })).headers['content-type'], 'image/webp');
    const second = await send(alice.jar, { method: 'POST', url: '/en/api/profile/photo', ...form(png) });
    assert.equal(second.statusCode, 200, second.body);
    assert.equal(await bucket.head(url.replace(/^\/uploads\//, '')), null, 'the previous avatar is gone');
  });

  await t.test('readiness reports the storage', async () => {
    const ready = await app.inject({ url: '/api/health/ready' });
    assert.equal(ready.statusCode, 200, ready.body);
    assert.deepEqual({ ...ready.json().storage, latencyMs: 0 }, { kind: 's3', ok: true, latencyMs: 0 });
  });
});

test('S3 down: readiness says unready and images answer 503, not 500', async (t) => {
  const port = await deadPort();
  const app = await build(t, { env: { S3_BUCKET, S3_ENDPOINT: `http://127.0.0.1:${port}`, AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'y' } });
  const ready = await app.inject({ url: '/api/health/ready' });
  assert.equal(ready.statusCode, 503);
  assert.equal(ready.json().storage.ok, false);
  assert.equal(ready.json().storage.kind, 's3');
  const image = await app.inject({ url: '/uploads/demo/p1-card.webp' });
  assert.equal(image.statusCode, 503);
  assert.equal(image.headers['retry-after'], '5');
});

test('S3_PUBLIC_URL: /uploads/ redirects to the CDN serving the bucket, which the CSP allows', async (t) => {
  const s3 = await startS3(t);
  const app = await build(t, { env: { ...s3.env, S3_PUBLIC_URL: 'https://img.realty.example/media/' } });
  const res = await app.inject({ url: '/uploads/listings/3/0123456789abcdef01234567-card.webp' });
  assert.equal(res.statusCode, 301);
  assert.equal(res.headers.location, 'https://img.realty.example/media/listings/3/0123456789abcdef01234567-card.webp');
  assert.match(String(res.headers['cache-control']), /^public, max-age=\d+$/);
  const page = await app.inject({ url: '/api/health' });
  assert.match(String(page.headers['content-security-policy']), /img-src [^;]*https:\/\/img\.realty\.example/);
});

test('migration: a local uploads folder copied into the bucket, idempotent, with counts', async (t) => {
  const s3 = await startS3(t);
  const bucket = driver(s3.endpoint);
  t.after(() => bucket.close());
  const dir = await mkdtemp(path.join(tmpdir(), 'realty-uploads-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).webp().toBuffer();
  await mkdir(path.join(dir, 'listings/4'), { recursive: true });
  await mkdir(path.join(dir, 'demo'), { recursive: true });
  await writeFile(path.join(dir, 'listings/4/0123456789abcdef01234567-card.webp'), webp);
  await writeFile(path.join(dir, 'listings/4/0123456789abcdef01234567-card.avif'), Buffer.from('avif bytes'));
  await writeFile(path.join(dir, 'demo/p1-thumb.webp'), webp);
  await writeFile(path.join(dir, '.DS_Store'), 'x');

  await t.test('the function: copies, then skips what is there', async () => {
    const first = await migrateStorage(new LocalStorage(dir), bucket);
    assert.deepEqual({ ...first, bytes: 0 }, { files: 3, copied: 3, skipped: 0, ignored: 0, failed: [], bytes: 0 });
    const again = await migrateStorage(new LocalStorage(dir), bucket);
    assert.deepEqual(again, { files: 3, copied: 0, skipped: 3, ignored: 0, failed: [], bytes: 0 });
    assert.equal((await bucket.head('listings/4/0123456789abcdef01234567-card.avif'))?.contentType, 'image/avif');
    await bucket.delete(['listings/4/0123456789abcdef01234567-card.webp', 'listings/4/0123456789abcdef01234567-card.avif', 'demo/p1-thumb.webp']);
  });

  await t.test('the command (npm run storage:migrate): prints the counts; a second run copies nothing', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, ...s3.env, UPLOADS_DIR: dir, NODE_ENV: 'test' };
    delete env.S3_PUBLIC_URL;
    const first = await run(process.execPath, ['--import', 'tsx', 'src/services/storage/cli.ts', 'migrate'], { cwd: API, env });
    assert.match(first.stdout, /files: 3, copied: 3 \([\d.]+ MB\), already there: 0, ignored: 0, failed: 0/);
    assert.deepEqual(await bucket.get('listings/4/0123456789abcdef01234567-card.webp'), await readFile(path.join(dir, 'listings/4/0123456789abcdef01234567-card.webp')));
    const second = await run(process.execPath, ['--import', 'tsx', 'src/services/storage/cli.ts', 'migrate', '--from', dir], { cwd: API, env: { ...env, UPLOADS_DIR: '/nonexistent' } });
    assert.match(second.stdout, /files: 3, copied: 0 \(0\.0 MB\), already there: 3, ignored: 0, failed: 0/);
    const noBucket = await run(process.execPath, ['--import', 'tsx', 'src/services/storage/cli.ts', 'migrate'], { cwd: API, env: { ...env, S3_BUCKET: '', S3_ENDPOINT: '', S3_REGION: '' } }).catch((error: { code: number; stderr: string }) => error);
    assert.equal((noBucket as { code: number }).code, 2);
    assert.match((noBucket as { stderr: string }).stderr, /S3_BUCKET is not set/);
  });
});

test('configuration: S3 variables validated at start-up, naming the variable', () => {
  assert.equal(loadConfig({}).s3, undefined, 'unset: the local folder');
  const config = loadConfig({ S3_BUCKET: 'realty-media', S3_ENDPOINT: 'http://garage:3900/', S3_REGION: 'garage', AWS_ACCESS_KEY_ID: 'GK1', AWS_SECRET_ACCESS_KEY: 'secret' });
  assert.deepEqual(config.s3, {
    bucket: 'realty-media',
    region: 'garage',
    endpoint: 'http://garage:3900',
    forcePathStyle: true,
    publicUrl: undefined,
    credentials: { accessKeyId: 'GK1', secretAccessKey: 'secret' },
  });
  assert.equal(loadConfig({ S3_BUCKET: 'realty-media' }).s3?.forcePathStyle, false, 'AWS itself: virtual-host style');
  assert.equal(loadConfig({ S3_BUCKET: 'realty-media' }).s3?.region, 'us-east-1');
  assert.equal(loadConfig({ S3_BUCKET: 'realty-media', S3_ENDPOINT: 'https://x.r2.cloudflarestorage.com', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle, false);
  const bad: Array<[Record<string, string>, RegExp]> = [
    [{ S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET: must be a bucket name/],
    [{ S3_BUCKET: 'realty', S3_ENDPOINT: 'ftp://x' }, /S3_ENDPOINT: must be a URL/],
    [{ S3_BUCKET: 'realty', S3_PUBLIC_URL: 'cdn.example' }, /S3_PUBLIC_URL: must be a URL/],
    [{ S3_BUCKET: 'realty', S3_REGION: 'EU West' }, /S3_REGION: must be a region name/],
    [{ S3_BUCKET: 'realty', S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE/],
    [{ S3_ENDPOINT: 'http://garage:3900' }, /S3_ENDPOINT: needs S3_BUCKET/],
    [{ S3_BUCKET: 'realty', AWS_ACCESS_KEY_ID: 'GK1' }, /AWS_SECRET_ACCESS_KEY: must be set together with AWS_ACCESS_KEY_ID/],
  ];
  for (const [env, message] of bad) assert.throws(() => loadConfig(env), message, JSON.stringify(env));
  assert.equal(loadConfig({ AWS_ACCESS_KEY_ID: 'only-for-another-tool' }).s3, undefined, 'AWS keys alone do not matter without S3_BUCKET');
});
