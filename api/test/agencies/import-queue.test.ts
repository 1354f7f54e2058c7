// Import runs on the job queue (jobs/import-runs.ts): an uploaded file waits in the shared storage under
// `queue/imports/<run>` and is imported by whichever instance works jobs (on PostgreSQL an API instance with
// RUN_JOBS=false and a worker; on PGlite the one process), then removed; a run cancelled while it waits never starts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../helper';
import { createTestDatabase } from '../db';
import { send, signUp, type TestUser } from '../accounts/helpers';
import { settleImports } from '../support/imports';
import { villaFeed } from './villa-feed';
import { uploadKey } from '../../src/plugins/app/agencies/import-runs';
import type { FastifyInstance } from 'fastify';

const FEED = villaFeed('Q-1');

const boundary = '----realty-import-queue';

async function upload(app: FastifyInstance, owner: TestUser): Promise<number> {
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="full_feed"\r\n\r\n0\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="feed.xml"\r\nContent-Type: application/xml\r\n\r\n`),
    Buffer.from(FEED),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await send(owner.jar, { method: 'POST', url: '/en/api/import', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  assert.equal(res.statusCode, 202, res.body);
  return res.json<{ data: { id: number } }>().data.id;
}

async function runOf(app: FastifyInstance, id: number) {
  const { rows } = await app.database.execute('SELECT status, error, created_count, started_at FROM imports WHERE id = $1', [id]);
  return rows[0] as { status: string; error: string | null; created_count: number; started_at: unknown };
}

test('an uploaded file waits in the shared storage and is imported by the instance working jobs', async (t) => {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const database = await createTestDatabase();
  const uploads = await mkdtemp(path.join(tmpdir(), 'realty-import-queue-'));
  const env = { IMPORT_FEED_POLL_SECONDS: '0', IMPORT_IMAGES: '0', UPLOADS_DIR: uploads };
  // PostgreSQL: the instance taking the upload does not work jobs, another one does. PGlite: one process works them.
  const api = await build(t, { database, env, config: { runJobs: !onPostgres } });
  await api.ready();
  const worker = onPostgres ? await build(t, { database, env, config: { runJobs: true } }) : api;
  await worker.ready();
  // After hooks run in the order they were added: the apps (and their job queues) close before the database is dropped;
  // dropped first, a queue still failing a job answered "database does not exist" and failed the test.
  t.after(async () => {
    await database.close();
    await rm(uploads, { recursive: true, force: true });
  });

  const owner = await signUp(api, { org_type: 'corporate', agency_name: `Queue Realty ${Date.now()}` });
  const id = await upload(api, owner);
  await settleImports(worker);
  const run = await runOf(api, id);
  assert.equal(run.status, 'done', JSON.stringify(run));
  assert.equal(Number(run.created_count), 1);
  assert.equal(await api.uploads.storage.head(uploadKey(id)), null, 'the stored upload is removed after its run');
  const { rows } = await database.execute(
    `SELECT count(*)::int AS n FROM listings l JOIN users u ON u.id = l.user_id WHERE u.id = $1`,
    [owner.user.id],
  );
  assert.equal(Number(rows[0]?.n), 1, 'the offer became a listing');
});

test('a run cancelled while it waits for its job ends cancelled without starting, and its file goes', async (t) => {
  const app = await build(t, { env: { IMPORT_FEED_POLL_SECONDS: '0', IMPORT_IMAGES: '0' } });
  const owner = await signUp(app, { org_type: 'corporate', agency_name: `Queue Cancel Realty ${Date.now()}` });
  const id = await upload(app, owner);
  assert.equal((await runOf(app, id)).status, 'pending', 'nothing works jobs yet');
  assert.ok(await app.uploads.storage.head(uploadKey(id)), 'the file waits in the storage');
  const again = await upload(app, owner).catch((error: unknown) => error);
  assert.ok(again instanceof Error && /409/.test(again.message), 'one run at a time per user, the waiting one counts');

  const cancel = await send(owner.jar, { method: 'POST', url: `/en/api/import/${id}/cancel` });
  assert.equal(cancel.statusCode, 200, cancel.body);
  await app.jobs.start();
  await settleImports(app);
  const run = await runOf(app, id);
  assert.equal(run.status, 'cancelled');
  assert.equal(run.started_at, null, 'never started');
  assert.equal(await app.uploads.storage.head(uploadKey(id)), null);
});
