// The back office's Jobs: a job that fails every retry (with backoff) is listed by GET /api/admin/jobs as a dead
// letter, administrators only, and POST …/retry puts it back in its queue (pg-boss on PostgreSQL, the in-process
// runner on PGlite).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { build, CookieJar } from '../helper';
import { send, signUp, withCsrf } from '../accounts/helpers';
import { signUpAdmin } from './helpers';
import type { AdminJobsReply } from '@realty/shared/contracts/admin';

test('a job out of retries is a dead letter in the back office, and can be retried', async (t) => {
  const app = await build(t);
  const admin = await signUpAdmin(app);
  const user = await signUp(app);
  let healed = false;
  const attempts: number[] = [];
  app.jobs.define<{ listing: number }>(
    'test-flaky',
    async () => {
      attempts.push(Date.now());
      if (!healed) throw new Error('the bucket did not answer');
    },
    { retryLimit: 1, retryDelaySeconds: 1 },
  );
  await app.jobs.start();
  const id = await app.jobs.send('test-flaky', { listing: 42 });

  let reply: AdminJobsReply | undefined;
  for (let i = 0; i < 150 && !reply?.data.length; i += 1) {
    await sleep(100);
    const res = await admin.jar.inject({ url: '/en/api/admin/jobs' });
    assert.equal(res.statusCode, 200, res.body);
    reply = res.json<AdminJobsReply>();
  }
  assert.equal(attempts.length, 2, 'the first try and one retry');
  assert.ok((attempts[1] ?? 0) - (attempts[0] ?? 0) >= 900, 'the retry waited for its delay');
  assert.equal(reply?.queue.kind, app.database.kind === 'postgres' ? 'pg-boss' : 'in-process');
  assert.equal(reply?.queue.working, true);
  const [letter] = reply?.data ?? [];
  assert.deepEqual(
    { id: letter?.id, queue: letter?.queue, data: letter?.data, error: letter?.error, retries: letter?.retries },
    { id, queue: 'test-flaky', data: { listing: 42 }, error: 'the bucket did not answer', retries: 1 },
  );

  assert.equal((await user.jar.inject({ url: '/en/api/admin/jobs' })).statusCode, 403);
  assert.equal((await new CookieJar(app).inject({ url: '/en/api/admin/jobs' })).statusCode, 401);
  const adminJar = await withCsrf(admin.jar);
  const missing = await send(adminJar, { method: 'POST', url: '/tr/api/admin/jobs/test-flaky/00000000-0000-4000-8000-000000000000/retry' });
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().message, 'Bu kimliğe sahip başarısız bir iş yok.');
  assert.equal((await send(adminJar, { method: 'POST', url: '/en/api/admin/jobs/test-flaky/not-an-id/retry' })).statusCode, 404);

  healed = true;
  const retried = await send(adminJar, { method: 'POST', url: `/en/api/admin/jobs/test-flaky/${id}/retry` });
  assert.equal(retried.statusCode, 200, retried.body);
  assert.equal(retried.json().message, 'The job is back in its queue.');
  for (let i = 0; i < 100 && attempts.length < 3; i += 1) await sleep(100);
  assert.equal(attempts.length, 3, 'run again, and it worked');
  assert.deepEqual((await admin.jar.inject({ url: '/en/api/admin/jobs' })).json<AdminJobsReply>().data, []);
});
