// The one Redis connection of the app, shared by every Redis user (sign-in locks and the request limits
// in plugins/app/throttle.ts, @fastify/rate-limit in plugins/external/rate-limit.ts, the reply cache in
// plugins/app/reply-cache.ts). `fastify.redis` is null without REDIS_URL: those users then keep their
// counters in PostgreSQL/PGlite (or, for @fastify/rate-limit and the reply cache, in memory).
//
// Redis down must cost a request milliseconds, not the 15-30 s ioredis' defaults add up to (10 s connect
// timeout, commands queued while disconnected, 20 retries per command). So: no offline queue (a command
// while the connection is not ready fails at once), a short connect timeout (a port that drops packets), a
// socket timeout (a server that accepts and never answers: the handshake, or any command, with no reply
// destroys the socket and reconnects), a command timeout (a reply that never comes), one retry per command,
// and reconnects every ≤ 2 s. Its users check `redisReady()` and skip Redis (caches) or refuse (limits,
// 503 + Retry-After) when it is down; `/api/health/ready` reports it unready.
import { once } from 'node:events';
import fp from 'fastify-plugin';
import { Redis, type RedisOptions } from 'ioredis';
import type { AppOptions } from '../../app-options';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

export const REDIS_OPTIONS = {
  connectTimeout: 1000,
  socketTimeout: 1000,
  commandTimeout: 500,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  retryStrategy: (times: number) => Math.min(100 * 2 ** times, 2000),
} as const satisfies RedisOptions;

/** How long start-up waits for the first connection (without it, the first requests would find it not ready yet). */
const FIRST_CONNECT_WAIT_MS = 1000;

/** True when commands can be sent now (connected and past the handshake). */
export function redisReady(redis: { status: string } | null | undefined): boolean {
  return redis?.status === 'ready';
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const url = opts.config.redisUrl;
    if (!url) {
      fastify.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, REDIS_OPTIONS);
    let lastError = '';
    redis.on('error', (error: Error) => {
      // One line per kind of failure, not one per reconnect attempt every 2 s.
      if (error.message !== lastError) fastify.log.warn({ err: error }, 'redis error');
      lastError = error.message;
    });
    redis.on('ready', () => {
      if (lastError) fastify.log.info('redis connection back');
      lastError = '';
    });
    fastify.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    fastify.decorate('redis', redis);
    // Wait (briefly) for the first connection; Redis down does not stop the start: readiness reports it.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), FIRST_CONNECT_WAIT_MS);
    await Promise.race([once(redis, 'ready', { signal: abort.signal }), once(redis, 'error', { signal: abort.signal })]).catch(() => undefined);
    clearTimeout(timer);
    abort.abort();
  },
  { name: 'redis' },
);
