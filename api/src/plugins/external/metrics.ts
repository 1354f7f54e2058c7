// Prometheus metrics at GET /metrics (prom-client), off unless METRICS=1; with METRICS_TOKEN the scrape must send
// `Authorization: Bearer <token>` (401 otherwise). Never cached (no-store), hidden from OpenAPI, not a page (no
// sitemap entry). Off: no route (404), no hooks, no wrapper, nothing measured.
//
//   realty_http_request_duration_seconds{method,route,status_code}  histogram; `route` is the route pattern
//       (`/api/realty/:id`, the language prefix dropped; `/*` for pages; `unmatched` for 404s), never the raw URL
//   realty_reply_cache_hits_total{state="hit"|"stale"}, realty_reply_cache_misses_total   (hit ratio; from the
//       X-Reply-Cache header of the catalogue, listing and page replies)
//   realty_job_runs_total{job,result="ok"|"failed"}, realty_job_run_duration_seconds{job}   (jobs/metrics.ts)
//   realty_job_queue_depth{queue}, realty_job_queue_failed{queue}   read at scrape time from the tables that hold
//       the work today: photos (photo_uploads processing / failed), imports (pending or running / failed in the
//       last 24 h), import-feeds (feeds due)
//   realty_db_query_duration_seconds{result}, realty_db_queries_in_flight, realty_db_pool_max   (every
//       `database.execute`, both drivers; drizzle's own queries are not counted; postgres.js exposes no idle/busy
//       connection counts, so in-flight queries against the pool size is the saturation signal)
//   realty_redis_up   1 while the Redis connection is ready (only with REDIS_URL)
//   process_*, nodejs_*   prom-client's default process metrics
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { accountMessage } from '@realty/shared/schemas';
import type { AppOptions } from '../../app-options';
import type { Database, Row } from '../../db/client';
import { onJobRun } from '../../jobs/metrics';
import { redisReady } from './redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics registry (null with METRICS off). */
    metrics: Registry | null;
  }
}

export const METRICS_PATH = '/metrics';

/** `/en/api/realty/:id` → `/api/realty/:id`: one series per route, whatever the language prefix. */
export function routeLabel(pattern: string | undefined): string {
  if (!pattern) return 'unmatched';
  return pattern.replace(/^\/(?:tr|en|ru)(?=\/api(?:\/|$))/, '');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time check of `Authorization: Bearer <token>`. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

const QUEUE_SQL = `
SELECT 'photos' AS queue,
       count(*) FILTER (WHERE status = 'processing')::int AS depth,
       count(*) FILTER (WHERE status = 'failed')::int AS failed
  FROM photo_uploads
UNION ALL
SELECT 'imports',
       count(*) FILTER (WHERE status IN ('pending', 'running'))::int,
       count(*) FILTER (WHERE status = 'failed' AND coalesce(finished_at, created_at) > now() - interval '1 day')::int
  FROM imports
UNION ALL
SELECT 'import-feeds', count(*) FILTER (WHERE next_run_at <= now())::int, 0 FROM import_feeds`;

export default fp<AppOptions>(
  async (fastify, opts) => {
    if (!opts.config.metrics) {
      fastify.decorate('metrics', null);
      return;
    }
    const registers = [new Registry()];
    const [registry] = registers as [Registry];
    collectDefaultMetrics({ register: registry });

    const requestDuration = new Histogram({
      name: 'realty_http_request_duration_seconds',
      help: 'HTTP request duration by route pattern, method and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const cacheHits = new Counter({
      name: 'realty_reply_cache_hits_total',
      help: 'Replies served from the reply cache (state: hit = fresh, stale = expired copy while one request rebuilds it)',
      labelNames: ['state'] as const,
      registers,
    });
    const cacheMisses = new Counter({ name: 'realty_reply_cache_misses_total', help: 'Cacheable replies built because no copy was kept', registers });

    const jobRuns = new Counter({ name: 'realty_job_runs_total', help: 'Background job runs by job and result', labelNames: ['job', 'result'] as const, registers });
    const jobDuration = new Histogram({
      name: 'realty_job_run_duration_seconds',
      help: 'Background job run duration by job',
      labelNames: ['job'] as const,
      buckets: [0.01, 0.05, 0.25, 1, 5, 15, 60, 300, 900],
      registers,
    });
    const stopListening = onJobRun((job, ok, seconds) => {
      jobRuns.inc({ job, result: ok ? 'ok' : 'failed' });
      jobDuration.observe({ job }, seconds);
    });

    // Queue depth and failures, read at scrape time: one query per scrape, shared by both gauges (the route drops the
    // previous one before each scrape; a reader outside a scrape gets one at most 1 s old).
    let snapshot: { at: number; rows: Promise<Row[]> } | null = null;
    const queues = (): Promise<Row[]> => {
      if (snapshot && Date.now() - snapshot.at < 1000) return snapshot.rows;
      const rows = fastify.database
        .execute(QUEUE_SQL)
        .then((result) => result.rows)
        .catch((error: unknown) => {
          fastify.log.warn({ err: error }, 'metrics: job queue query failed');
          return [];
        });
      snapshot = { at: Date.now(), rows };
      return rows;
    };
    // One gauge per column of the queue snapshot, labelled by queue.
    const queueGauge = (name: string, help: string, column: 'depth' | 'failed') =>
      new Gauge({
        name,
        help,
        labelNames: ['queue'] as const,
        registers,
        async collect() {
          for (const row of await queues()) this.set({ queue: String(row.queue) }, Number(row[column]));
        },
      });
    queueGauge('realty_job_queue_depth', 'Background work waiting or running, by queue', 'depth');
    queueGauge(
      'realty_job_queue_failed',
      'Failed background work still recorded, by queue (photos: failed uploads kept; imports: failed in the last 24 h)',
      'failed',
    );

    // The database: every execute() timed, the ones running now, the pool size.
    const database: Database = fastify.database;
    const execute = database.execute;
    let inFlight = 0;
    const queryDuration = new Histogram({
      name: 'realty_db_query_duration_seconds',
      help: 'Database statements run through database.execute, by result',
      labelNames: ['result'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    new Gauge({
      name: 'realty_db_queries_in_flight',
      help: 'Statements running now (above realty_db_pool_max they wait for a connection)',
      registers,
      collect() {
        this.set(inFlight);
      },
    });
    new Gauge({
      name: 'realty_db_pool_max',
      help: 'Connections the pool may open (PGlite: 1, in process)',
      labelNames: ['kind'] as const,
      registers,
      collect() {
        this.set({ kind: database.kind }, database.kind === 'postgres' ? Number(database.sql?.options.max ?? 0) : 1);
      },
    });
    // Read replicas (DATABASE_READ_URLS): which are in use, and where the public reads went.
    const router = fastify.readReplicas;
    if (router) {
      new Gauge({
        name: 'realty_db_replica_up',
        help: 'Read replica in use: healthy, a standby, within DATABASE_READ_MAX_LAG_MS of the primary at the last check',
        labelNames: ['replica'] as const,
        registers,
        collect() {
          for (const replica of router.status()) this.set({ replica: replica.name }, replica.inUse ? 1 : 0);
        },
      });
      const reported = new Map<string, number>();
      new Counter({
        name: 'realty_db_public_reads_total',
        help: 'Statements of the public read services, by where they ran (a replica, or the primary)',
        labelNames: ['target'] as const,
        registers,
        collect() {
          // The router counts; each scrape adds what it counted since the last one.
          const totals: [string, number][] = [...router.status().map((r): [string, number] => [r.name, r.served]), ['primary', router.primaryServed]];
          for (const [target, total] of totals) {
            this.inc({ target }, total - (reported.get(target) ?? 0));
            reported.set(target, total);
          }
        },
      });
    }
    const measured: Database['execute'] = async (sql, params, options) => {
      inFlight += 1;
      const end = queryDuration.startTimer();
      try {
        const result = await execute.call(database, sql, params, options);
        end({ result: 'ok' });
        return result;
      } catch (error) {
        end({ result: 'error' });
        throw error;
      } finally {
        inFlight -= 1;
      }
    };
    database.execute = measured;

    const redis = fastify.redis;
    if (redis) {
      new Gauge({
        name: 'realty_redis_up',
        help: '1 while the Redis connection is ready',
        registers,
        collect() {
          this.set(redisReady(redis) ? 1 : 0);
        },
      });
    }

    fastify.addHook('onResponse', async (request, reply) => {
      const pattern = request.routeOptions.url;
      if (pattern === METRICS_PATH) return;
      requestDuration.observe({ method: request.method, route: routeLabel(pattern), status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      const state = reply.getHeader('x-reply-cache');
      if (state === 'hit' || state === 'stale') cacheHits.inc({ state });
      else if (state === 'miss') cacheMisses.inc();
    });

    const token = opts.config.metricsToken;
    fastify.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (token && !bearerMatches(request.headers.authorization, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .type('application/json; charset=utf-8')
          .send({ message: accountMessage('unauthenticated', request.lang) });
      }
      snapshot = null;
      return reply.type(registry.contentType).send(await registry.metrics());
    });

    fastify.decorate('metrics', registry);
    fastify.addHook('onClose', async () => {
      stopListening();
      if (database.execute === measured) database.execute = execute;
    });
  },
  { name: 'metrics', dependencies: ['database', 'redis'] },
);
