// @fastify/rate-limit, opt-in per route (`config: { rateLimit: { max, timeWindow } }`), on the shared Redis
// connection when REDIS_URL is set, else in memory (per process, reset by a restart). Limits that must
// survive a restart (sign-in, registration, forgot-password, phone reveal) use `fastify.limits`
// (plugins/app/throttle.ts) instead, whose counters live in the database or Redis.
//
// Redis down: these limits (agency and agent phone, the contact form) count in this process's memory until
// Redis answers again (still limited, per instance), decided in a millisecond: the client has no offline
// queue, so a command while Redis is not connected fails at once.
import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import fastifyRateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { AppOptions } from '../../app-options';
import { redisReady } from './redis';

type Counted = { current: number; ttl: number };
type StoreCallback = (error: Error | null, result?: Counted) => void;
/** The package's own stores (CommonJS, untyped): the same `incr`/`child` contract as FastifyRateLimitStore. */
interface BuiltInStore {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): BuiltInStore;
}
const load = createRequire(import.meta.url);
const RedisStore = load('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => BuiltInStore;
const LocalStore = load('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean) => BuiltInStore;

/** Redis while it answers, else this process's memory. */
class RedisOrMemoryStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: BuiltInStore,
    private readonly local: BuiltInStore,
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    if (!redisReady(this.redis)) {
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(key, (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)), timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new RedisOrMemoryStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The store class the plugin instantiates (it passes its resolved global parameters, which include these two). */
function storeClass(redis: Redis): FastifyRateLimitStoreCtor {
  return class implements FastifyRateLimitStore {
    private readonly inner: RedisOrMemoryStore;
    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      this.inner = new RedisOrMemoryStore(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, 'realty-rl:'),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      this.inner.incr(key, callback, timeWindow, max);
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return this.inner.child(routeOptions);
    }
  };
}

export default fp<AppOptions>(
  async (fastify) => {
    const redis = fastify.redis;
    await fastify.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { store: storeClass(redis) } : {}),
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Too many requests, retry in ${context.after}`), { statusCode: context.statusCode }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
