import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../../../../test/helper';
import { apiVersion } from '../../../plugins/external/swagger';

/** A fresh app's answer at `url`: 200, never cached; its app and JSON body. */
async function healthy(t: TestContext, url: string) {
  const app = await build(t);
  const res = await app.inject({ url });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['cache-control'], 'no-store');
  return { app, body: res.json() };
}

test('GET /api/health reports version and database status', async (t) => {
  const { body } = await healthy(t, '/api/health');
  assert.equal(body.status, 'ok');
  assert.equal(body.version, apiVersion());
  assert.equal(body.database.kind, process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  assert.equal(body.database.ok, true);
  assert.equal(typeof body.database.latencyMs, 'number');
});

test('the health route answers under every language prefix and is listed once in OpenAPI', async (t) => {
  const app = await build(t);
  for (const url of ['/tr/api/health', '/en/api/health', '/ru/api/health']) {
    assert.equal((await app.inject({ url })).statusCode, 200, url);
  }
  const spec = (await app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
  assert.ok(spec.paths['/api/health'], 'health is documented');
  assert.deepEqual(
    Object.keys(spec.paths).filter((path) => /^\/(tr|en|ru)\/api/.test(path)),
    [],
    'language copies are hidden',
  );
  assert.equal((await app.inject({ url: '/api/docs' })).statusCode, 200);
  // The document and the UI were never served under a language prefix (lang-api.ts leaves them alone).
  for (const url of ['/en/api/openapi.json', '/ru/api/docs', '/tr/api/docs/static/index.html']) {
    assert.equal((await app.inject({ url })).statusCode, 404, url);
  }
});

test('readiness is 503 while the start-up work runs, liveness answers meanwhile; a failed work keeps it unready', async (t) => {
  const app = await build(t);
  let finish: () => void = () => {};
  const work = app.startupWork.run('warm-up', () => new Promise<void>((resolve) => (finish = resolve)));
  assert.equal((await app.inject({ url: '/api/health' })).statusCode, 200);
  const waiting = await app.inject({ url: '/en/api/health/ready' });
  assert.equal(waiting.statusCode, 503);
  assert.equal(waiting.json().status, 'unready');
  assert.deepEqual(waiting.json().startup, { done: false, pending: ['warm-up'], failed: [] });
  finish();
  await work;
  const ready = await app.inject({ url: '/api/health/ready' });
  assert.equal(ready.statusCode, 200);
  assert.deepEqual(ready.json().startup, { done: true, pending: [], failed: [] });

  await app.startupWork.run('seed and administrators', async () => {
    throw new Error('seed failed');
  });
  const failed = await app.inject({ url: '/api/health/ready' });
  assert.equal(failed.statusCode, 503);
  assert.deepEqual(failed.json().startup, { done: false, pending: [], failed: ['seed and administrators'] });
  assert.equal((await app.inject({ url: '/api/health' })).statusCode, 200);
});

test('a failing database gives 503: degraded liveness, unready readiness', async (t) => {
  const app = await build(t);
  const { execute } = app.database;
  app.database.execute = async () => {
    throw new Error('connection refused');
  };
  t.after(() => {
    app.database.execute = execute;
  });
  const res = await app.inject({ url: '/api/health' });
  assert.equal(res.statusCode, 503);
  assert.equal(res.json().status, 'degraded');
  assert.equal(res.json().database.ok, false);
  const ready = await app.inject({ url: '/api/health/ready' });
  assert.equal(ready.statusCode, 503);
  assert.equal(ready.json().status, 'unready');
});

test('readiness reports the database, the job queue, and Redis as not configured in tests', async (t) => {
  const { app, body } = await healthy(t, '/en/api/health/ready');
  assert.equal(body.status, 'ready');
  assert.equal(body.database.ok, true);
  assert.deepEqual(body.redis, { configured: false, ok: true });
  assert.deepEqual(body.startup, { done: true, pending: [], failed: [] }, 'no start-up work in tests: the server starts it after listening');
  assert.equal(body.remotes.source, 'default');
  // the job queue of the database (tests do not work it: RUN_JOBS is off)
  assert.deepEqual([body.queue.kind, body.queue.ok, body.queue.working], [app.database.kind === 'postgres' ? 'pg-boss' : 'in-process', true, false]);
});

test('readiness is unready (503) within about a second when Redis does not answer', async (t) => {
  const app = await build(t);
  const hanging = { ping: () => new Promise<string>(() => {}) };
  Object.defineProperty(app, 'redis', { value: hanging, configurable: true });
  const started = Date.now();
  const res = await app.inject({ url: '/api/health/ready' });
  assert.equal(res.statusCode, 503);
  assert.deepEqual({ configured: res.json().redis.configured, ok: res.json().redis.ok }, { configured: true, ok: false });
  assert.ok(Date.now() - started < 2000, 'answered within the ping timeout');
});
