// GET /api/health: version and database status (for load balancers and uptime checks).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiVersion } from '../../../plugins/external/swagger';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
});

const version = apiVersion();

const health: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['system'],
        summary: 'Service health: version and database status',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const { database } = fastify;
      const started = performance.now();
      let ok = true;
      try {
        await database.execute('select 1');
      } catch (error) {
        ok = false;
        fastify.log.error({ err: error }, 'health: database check failed');
      }
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      return reply
        .code(ok ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ status: ok ? 'ok' : 'degraded', version, database: { kind: database.kind, ok, latencyMs } });
    },
  );
};

export default health;
