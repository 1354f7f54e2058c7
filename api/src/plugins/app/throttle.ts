// Counters that must survive a restart and be shared by every API instance: the sign-in locks
// (`fastify.loginThrottle`) and the request limits of registration, forgot-password and the phone reveal
// (`fastify.limits`). They live in Redis when REDIS_URL is set (the shared connection of
// plugins/external/redis.ts), else in the `auth_throttles` table.
//
//   fastify.post('/', { preHandler: fastify.limits.guard(PHONE_LIMIT, 'visitor') }, handler)
//
// answers 429 `{ message }` with Retry-After once a key is over its limit.
//
// Redis down: the limits fail closed. Every counted request (sign-in, registration, forgot-password, phone
// reveal, ...) is refused at once with 503 `{ message }` (SERVER_MESSAGES.limitsUnavailable) and Retry-After, instead of being
// let through uncounted, kept waiting, or answered 500. Not a fallback to the database store: its counters would
// start from zero in the middle of an outage (an account locked in Redis could try again), and the write load an
// operator moved to Redis would land on the database at the worst time. Readiness (/api/health/ready) reports
// Redis down, so a load balancer stops sending traffic to an instance that lost it.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authMessage } from '@realty/shared/schemas';
import type { AppOptions } from '../../app-options';
import { UnavailableError } from './errors';
import {
  DatabaseThrottleStore,
  LoginThrottle,
  RedisThrottleStore,
  REQUEST_LIMITS,
  RequestLimits,
  ThrottleUnavailableError,
  addressKey,
  type RequestLimit,
  type ThrottleStore,
} from '../../services/auth-throttle';

/**
 * Who a request limit counts: the client address; the address and (signed in) the account too; or the signed-in
 * account alone (an office behind one address is not one user), the address when signed out.
 */
export type LimitSubject = 'address' | 'visitor' | 'account';

export interface Limits {
  /** Count the request; 0 when allowed, else seconds to wait. */
  take(request: FastifyRequest, limit: RequestLimit, by: LimitSubject): Promise<number>;
  /** A route hook answering 429 over the limit (preValidation to count every request, preHandler for valid ones). */
  guard(limit: RequestLimit, by: LimitSubject): preHandlerAsyncHookHandler;
  /** The request limits of the routes (REQUEST_LIMITS): `fastify.limits.guard(fastify.limits.rules.register, 'address')`. */
  readonly rules: typeof REQUEST_LIMITS;
  /** The key an address counts on (an IPv6 /64 as one), for a route's own rate-limit key. */
  addressKey(ip: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
    limits: Limits;
    throttleStore: ThrottleStore;
  }
}

/** The keys a request counts on: `ip:<address>` and, when signed in and asked for, `user:<id>`. */
export async function limitKeys(request: FastifyRequest, by: LimitSubject): Promise<string[]> {
  if (by === 'account') {
    const user = await request.currentUser();
    return [user ? `user:${user.id}` : `ip:${addressKey(request.ip)}`];
  }
  const keys = [`ip:${addressKey(request.ip)}`];
  if (by === 'visitor') {
    const user = await request.currentUser();
    if (user) keys.push(`user:${user.id}`);
  }
  return keys;
}

/** A store whose "cannot count now" becomes the translated 503 + Retry-After of the error handler. */
export function failClosed(store: ThrottleStore): ThrottleStore {
  const guarded = <T>(run: () => Promise<T>): Promise<T> =>
    run().catch((error: unknown) => {
      if (error instanceof ThrottleUnavailableError) throw new UnavailableError('limitsUnavailable', error.retryAfter, { cause: error.cause ?? error });
      throw error;
    });
  return {
    hit: (key, windowSeconds) => guarded(() => store.hit(key, windowSeconds)),
    peek: (key) => guarded(() => store.peek(key)),
    clear: (key) => guarded(() => store.clear(key)),
    release: (key) => guarded(() => store.release(key)),
  };
}

export default fp<AppOptions>(
  async (fastify) => {
    const base: ThrottleStore = fastify.redis ? new RedisThrottleStore(fastify.redis) : new DatabaseThrottleStore(fastify.database);
    const store = fastify.redis ? failClosed(base) : base;
    const requestLimits = new RequestLimits(store);
    const limits: Limits = {
      rules: REQUEST_LIMITS,
      addressKey,
      async take(request, limit, by) {
        return requestLimits.take(limit, await limitKeys(request, by));
      },
      guard(limit, by) {
        return async function limitGuard(this: unknown, request: FastifyRequest, reply: FastifyReply) {
          const wait = await limits.take(request, limit, by);
          if (wait <= 0) return;
          await reply
            .code(429)
            .header('retry-after', String(wait))
            .header('cache-control', 'private, no-store')
            .type('application/json; charset=utf-8')
            .send({ message: authMessage('tooManyRequests', request.lang, { seconds: wait }) });
        };
      },
    };
    fastify.decorate('throttleStore', store);
    fastify.decorate('loginThrottle', new LoginThrottle(store));
    fastify.decorate('limits', limits);

    // Housekeeping every 6 hours: closed throttle windows (Redis expires its keys by itself).
    if (base instanceof DatabaseThrottleStore) {
      const purge = setInterval(() => {
        base.purge().catch((error: unknown) => fastify.log.warn({ err: error }, 'throttle housekeeping failed'));
      }, 6 * 60 * 60 * 1000);
      purge.unref();
      fastify.addHook('onClose', async () => clearInterval(purge));
    }
  },
  { name: 'throttle', dependencies: ['database', 'redis', 'session', 'lang'] },
);
