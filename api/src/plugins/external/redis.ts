// The one Redis connection of the app, shared by every Redis user (sign-in locks and the request limits
// in plugins/app/throttle.ts, @fastify/rate-limit in plugins/external/rate-limit.ts). `fastify.redis` is
// null without REDIS_URL: those users then keep their counters in PostgreSQL/PGlite (or, for
// @fastify/rate-limit, in memory).
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppOptions } from '../../app';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const url = opts.config.redisUrl;
    if (!url) {
      fastify.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 2 });
    redis.on('error', (error: Error) => fastify.log.warn({ err: error }, 'redis error'));
    fastify.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    fastify.decorate('redis', redis);
  },
  { name: 'redis' },
);
