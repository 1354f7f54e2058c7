// Rate limits are opt-in per route (`config: { rateLimit: { max, timeWindow } }`), kept in Redis when
// REDIS_URL is set so several API instances share the counters, else in memory.
import fp from 'fastify-plugin';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { AppOptions } from '../../app';

export default fp<AppOptions>(
  async (fastify, opts) => {
    const redis = opts.config.redisUrl
      ? new Redis(opts.config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) {
      fastify.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    await fastify.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'realty-rl:', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Too many requests, retry in ${context.after}`), { statusCode: context.statusCode }),
    });
  },
  { name: 'rate-limit' },
);
