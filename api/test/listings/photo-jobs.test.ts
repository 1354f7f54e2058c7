// Large listing photos on the job queue (jobs/photo-processing.ts), with no `runOnce`: the queue runs them.
// On PostgreSQL (pg-boss) as the operator ran it: instance A with RUN_JOBS=false takes the uploads, a worker B
// on the same database and storage processes them: every photo arrives once, none is lost (the originals live in
// the shared storage, not on A's disk). On PGlite (one process) the app itself works the in-process queue.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { build, fileUpload } from '../helper';
import { createTestDatabase } from '../db';
import { send, signUp, type TestUser } from '../accounts/helpers';

const multipart = (file: { name: string; data: Buffer }) => fileUpload('photo', { ...file, type: 'image/jpeg' });
const upload = (who: TestUser, url: string, file: { name: string; data: Buffer }) => send(who.jar, { method: 'POST', url, ...multipart(file) });
const jpeg = (w: number, h: number, r: number) => sharp({ create: { width: w, height: h, channels: 3, background: { r, g: 120, b: 200 } } }).jpeg().toBuffer();

test('large photos uploaded through one instance are processed once by the queue, none lost', async (t) => {
  const database = await createTestDatabase();
  const shared = await mkdtemp(path.join(tmpdir(), 'realty-photo-jobs-'));
  t.after(async () => {
    await database.close();
    await rm(shared, { recursive: true, force: true });
  });
  const onPostgres = database.kind === 'postgres';
  const config = { photoInlineMaxPixels: 50_000, uploadsDir: path.join(shared, 'uploads') };
  // A takes requests; on PostgreSQL it only queues (RUN_JOBS=false) and B, a worker, runs the jobs
  const a = await build(t, { database, config: { ...config, runJobs: !onPostgres } });
  if (onPostgres) await (await build(t, { database, config: { ...config, runJobs: true } })).ready();
  await a.ready();

  const alice = await signUp(a);
  const draftId: number = (await send(alice.jar, { method: 'POST', url: '/en/api/listings/draft' })).json().data.draft_id;
  const photosUrl = `/en/api/listings/draft/${draftId}/photos`;
  for (let i = 0; i < 4; i += 1) {
    const res = await upload(alice, photosUrl, { name: `IMG_${i}.jpg`, data: await jpeg(400, 300, 10 + i * 40) });
    assert.equal(res.statusCode, 202, res.body);
  }
  const deadline = Date.now() + 30_000;
  let list: { photos: { card: string }[]; pending: unknown[] } = { photos: [], pending: [] };
  while (Date.now() < deadline) {
    list = (await send(alice.jar, { method: 'GET', url: photosUrl })).json().data;
    if (list.pending.length === 0) break;
    await sleep(200);
  }
  assert.deepEqual(list.pending, [], 'every upload processed');
  assert.equal(list.photos.length, 4, 'each photo once');
  for (const photo of list.photos) assert.equal((await a.inject({ url: photo.card })).statusCode, 200, `${photo.card} served through A`);
  const originals: string[] = [];
  for await (const { key } of a.storage.list('queue/photos/')) originals.push(key);
  assert.deepEqual(originals, [], 'the originals are dropped once processed');
  assert.deepEqual(await a.jobs.deadLetters(10), []);
});
