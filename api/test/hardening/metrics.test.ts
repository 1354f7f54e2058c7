// Issue 26 item 9: Prometheus metrics at /metrics (prom-client). Off by default (404); METRICS=1 serves the text
// exposition with request latency by route pattern, the reply cache's hits and misses, job runs and queue depth,
// database statements and the process metrics; METRICS_TOKEN asks for a bearer token; never cached, not in OpenAPI.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../helper';
import { insertListing, signUp } from '../accounts/helpers';
import { loadConfig } from '../../src/config';
import { registerListingPurgeJob } from '../../src/jobs/listing-purge';
import type { ListingTrash } from '../../src/plugins/app/listing/listing-trash';

const TOKEN = 'metrics-token-0123456789';
const quiet = { info: () => undefined, warn: () => undefined };

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

test('metrics are off by default: /metrics is 404', async (t) => {
  const app = await build(t);
  assert.equal(app.metrics, null);
  const res = await app.inject({ url: '/metrics' });
  assert.equal(res.statusCode, 404);
  assert.doesNotMatch(res.body, /realty_http_request_duration_seconds/);
});

test('METRICS=1: request latency by route pattern, reply cache, jobs, database, process metrics', async (t) => {
  const app = await build(t, { env: { METRICS: '1' }, config: { replyCacheTtl: 60 } });
  const owner = await signUp(app);
  const id = await insertListing(app, owner.user.id);

  const list = '/api/realty?page=1&per_page=5';
  assert.equal((await app.inject({ url: list })).headers['x-reply-cache'], 'miss');
  assert.equal((await app.inject({ url: list })).headers['x-reply-cache'], 'hit');
  assert.equal((await app.inject({ url: `/en/api/realty/${id}` })).statusCode, 200);
  assert.equal((await app.inject({ url: `/ru/api/realty/${id}` })).statusCode, 200);
  assert.equal((await app.inject({ url: '/api/no-such-route' })).statusCode, 404);

  // One job run that works and one that fails.
  await registerListingPurgeJob(app.listingTrash, { everySeconds: 0, log: quiet }).runOnce();
  const broken = { purge: async () => Promise.reject(new Error('disk gone')) } as unknown as ListingTrash; // only purge() is called
  assert.equal(await registerListingPurgeJob(broken, { everySeconds: 0, log: quiet }).runOnce(), false);

  const res = await app.inject({ url: '/metrics' });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  assert.equal(res.headers['cache-control'], 'no-store');
  const text = res.body;

  // Latency by route pattern: one series for the listing whatever the language prefix, never the raw URL.
  assert.equal(sample(text, 'realty_http_request_duration_seconds_count{method="GET",route="/api/realty/:id",status_code="200"}'), 2);
  assert.equal(sample(text, 'realty_http_request_duration_seconds_count{method="GET",route="/api/realty",status_code="200"}'), 2);
  assert.ok(sample(text, 'realty_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}'));
  assert.match(text, /realty_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/realty\/:id",status_code="200"\}/);
  assert.doesNotMatch(text, new RegExp(`route="[^"]*${id}`), 'no raw URL in a label');
  assert.doesNotMatch(text, /route="\/metrics"/);

  assert.equal(sample(text, 'realty_reply_cache_hits_total{state="hit"}'), 1);
  assert.equal(sample(text, 'realty_reply_cache_misses_total'), 3, 'the list once, the listing once per language');

  assert.equal(sample(text, 'realty_job_runs_total{job="listing-purge",result="ok"}'), 1);
  assert.equal(sample(text, 'realty_job_runs_total{job="listing-purge",result="failed"}'), 1);
  assert.equal(sample(text, 'realty_job_run_duration_seconds_count{job="listing-purge"}'), 2);
  for (const queue of ['photos', 'imports', 'import-feeds']) {
    assert.equal(sample(text, `realty_job_queue_depth{queue="${queue}"}`), 0, queue);
    assert.equal(sample(text, `realty_job_queue_failed{queue="${queue}"}`), 0, queue);
  }

  const kind = app.database.kind;
  assert.ok((sample(text, 'realty_db_query_duration_seconds_count{result="ok"}') ?? 0) > 0);
  assert.ok(sample(text, `realty_db_pool_max{kind="${kind}"}`)! >= 1);
  assert.notEqual(sample(text, 'realty_db_queries_in_flight'), undefined);
  assert.doesNotMatch(text, /realty_redis_up/, 'no Redis configured');

  assert.notEqual(sample(text, 'process_cpu_user_seconds_total'), undefined);
  assert.match(text, /^nodejs_eventloop_lag_seconds /m);
  assert.match(text, /^nodejs_heap_size_used_bytes /m);

  // A waiting photo shows in the queue depth.
  await app.database.execute(`INSERT INTO photo_uploads (user_id, cover, original, name) VALUES ($1, true, 'x', 'x.jpg')`, [owner.user.id]);
  assert.equal(sample((await app.inject({ url: '/metrics' })).body, 'realty_job_queue_depth{queue="photos"}'), 1);

  // Not documented in OpenAPI, not a page in the sitemap.
  const spec = (await app.inject({ url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>();
  assert.equal(spec.paths['/metrics'], undefined);
  const sitemap = await app.inject({ url: '/sitemap.xml' });
  assert.doesNotMatch(sitemap.body, /\/metrics/);
});

test('METRICS_TOKEN: the scrape needs Authorization: Bearer <token>', async (t) => {
  const app = await build(t, { env: { METRICS: '1', METRICS_TOKEN: TOKEN } });
  const missing = await app.inject({ url: '/metrics' });
  assert.equal(missing.statusCode, 401);
  assert.equal(missing.headers['www-authenticate'], 'Bearer realm="metrics"');
  assert.equal(missing.headers['cache-control'], 'no-store');
  assert.doesNotMatch(missing.body, /realty_/);
  assert.equal((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode, 401);
  assert.equal((await app.inject({ url: '/metrics', headers: { authorization: TOKEN } })).statusCode, 401);
  assert.equal((await app.inject({ url: '/tr/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode === 200, false);
  const ok = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  assert.equal(ok.statusCode, 200);
  assert.match(ok.body, /^# HELP realty_http_request_duration_seconds /m);
});

test('METRICS_TOKEN shorter than 16 characters is refused at start', () => {
  assert.throws(() => loadConfig({ METRICS: '1', METRICS_TOKEN: 'short' }), /METRICS_TOKEN/);
  assert.equal(loadConfig({}).metrics, false);
  assert.equal(loadConfig({ METRICS: '1' }).metrics, true);
});
