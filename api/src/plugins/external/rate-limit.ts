// @fastify/rate-limit, opt-in per route (`config: { rateLimit: { max, timeWindow } }`), on the shared Redis
// connection when REDIS_URL is set, else in memory (per process, reset by a restart). Limits that must
// survive a restart (sign-in, registration, forgot-password, phone reveal) use `fastify.limits`
// (plugins/app/throttle.ts) instead, whose counters live in the database or Redis.
import fp from 'fastify-plugin';
import fastifyRateLimit from '@fastify/rate-limit';
import type { AppOptions } from '../../app';

export default fp<AppOptions>(
  async (fastify) => {
    const redis = fastify.redis;
    await fastify.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'realty-rl:', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Too many requests, retry in ${context.after}`), { statusCode: context.statusCode }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
