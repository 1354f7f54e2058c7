// GET /api/health: liveness, version and database status (cheap, for uptime checks).
// GET /api/health/ready: readiness for a load balancer: database, Redis (when configured), storage, the job queue, the
// start-up work done after listening (plugins/app/startup-work.ts: seeding, server bundles) and the remotes configuration
// in force (a refused remotes.json is reported; the last good one keeps serving, so it stays ready).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiVersion } from '../../../plugins/external/swagger';
import { publicRoute } from '../../route-options';

const databaseSchema = z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() });

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: databaseSchema,
});

export const readinessSchema = z.object({
  status: z.enum(['ready', 'unready']),
  version: z.string(),
  database: databaseSchema,
  redis: z.object({ configured: z.boolean(), ok: z.boolean(), latencyMs: z.number().optional() }),
  storage: z.object({ kind: z.enum(['local', 's3']), ok: z.boolean(), latencyMs: z.number() }).describe('uploads storage: the folder writable, or the bucket answering HeadBucket within 1 s'),
  startup: z
    .object({ done: z.boolean(), pending: z.array(z.string()), failed: z.array(z.string()) })
    .describe('work done after listening (seeding an empty database, loading the server-rendering bundles): unready until done'),
  queue: z
    .object({ kind: z.enum(['pg-boss', 'in-process']), ok: z.boolean(), working: z.boolean(), latencyMs: z.number() })
    .describe('the job queue: pg-boss answering within 1 s (PostgreSQL) or the in-process runner; `working`: this instance runs jobs (RUN_JOBS)'),
  remotes: z.object({
    source: z.enum(['file', 'default']),
    ok: z.boolean().describe('false while remotes.json on disk is refused and the last good configuration serves'),
    reason: z.string().optional(),
    loadedAt: z.string(),
  }),
});

const version = apiVersion();
const REDIS_PING_TIMEOUT_MS = 1000;
const STORAGE_CHECK_TIMEOUT_MS = 1000;
const QUEUE_CHECK_TIMEOUT_MS = 1000;

const elapsed = (started: number) => Math.round((performance.now() - started) * 100) / 100;

const health: FastifyPluginAsyncZod = async (fastify) => {
  async function checkDatabase(): Promise<z.infer<typeof databaseSchema>> {
    const started = performance.now();
    let ok = true;
    try {
      await fastify.database.execute('select 1');
    } catch (error) {
      ok = false;
      fastify.log.error({ err: error }, 'health: database check failed');
    }
    return { kind: fastify.database.kind, ok, latencyMs: elapsed(started) };
  }

  async function checkRedis(): Promise<z.infer<typeof readinessSchema>['redis']> {
    const { redis } = fastify;
    if (!redis) return { configured: false, ok: true };
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${REDIS_PING_TIMEOUT_MS} ms`)), REDIS_PING_TIMEOUT_MS);
      });
      await Promise.race([redis.ping(), timeout]);
      return { configured: true, ok: true, latencyMs: elapsed(started) };
    } catch (error) {
      fastify.log.error({ err: error }, 'health: redis check failed');
      return { configured: true, ok: false, latencyMs: elapsed(started) };
    } finally {
      clearTimeout(timer);
    }
  }

  fastify.get(
    '/',
    publicRoute('system', 'Liveness: version and database status', {
      response: { 200: healthSchema, 503: healthSchema },
    }),
    async (_request, reply) => {
      const database = await checkDatabase();
      return reply
        .code(database.ok ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ status: database.ok ? 'ok' : 'degraded', version, database });
    },
  );

  fastify.get(
    '/ready',
    publicRoute('system', 'Readiness: database, Redis, storage, the job queue, start-up work and the remotes configuration in force', {
      response: { 200: readinessSchema, 503: readinessSchema },
    }),
    async (_request, reply) => {
      const [database, redis, storageCheck, queue] = await Promise.all([
        checkDatabase(),
        checkRedis(),
        fastify.storage.check(STORAGE_CHECK_TIMEOUT_MS),
        fastify.jobs.check(QUEUE_CHECK_TIMEOUT_MS),
      ]);
      if (!storageCheck.ok) fastify.log.error({ storage: fastify.storage.location, reason: storageCheck.error }, 'health: storage check failed');
      const storage = { kind: fastify.storage.kind, ok: storageCheck.ok, latencyMs: storageCheck.latencyMs };
      const startup = fastify.startupWork.status();
      const ready = database.ok && redis.ok && storage.ok && queue.ok && startup.done;
      return reply
        .code(ready ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ status: ready ? 'ready' : 'unready', version, database, redis, storage, queue, startup, remotes: fastify.remotesSource.status() });
    },
  );
};

export default health;
