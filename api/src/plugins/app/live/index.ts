// Live events of a signed-in user (issue 30): a new message, a read receipt, a viewing's change, the unread count.
// Services publish to users; the events stream (GET /api/events) delivers to that user's open pages. With REDIS_URL
// the hub fans events out to every instance over Redis pub/sub (hub.ts); without, in this process only.
import fp from 'fastify-plugin';
import type { AppOptions } from '../../../app-options';
import { REDIS_OPTIONS } from '../../external/redis';
import { LocalLiveHub, RedisLiveHub, type LiveHub } from './hub';

export { LocalLiveHub, RedisLiveHub, LIVE_CHANNEL, type LiveHub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

export default fp<AppOptions>(
  async (fastify) => {
    const log = { warn: (obj: object, msg: string) => fastify.log.warn(obj, msg) };
    if (!fastify.redis) {
      fastify.decorate('live', new LocalLiveHub(log));
      return;
    }
    // Subscribe mode needs its own connection. Unlike the app's connection it queues commands while disconnected
    // (the SUBSCRIBE sent before the first connect) and has no command timeout (it only waits for messages).
    const subscriber = fastify.redis.duplicate({ ...REDIS_OPTIONS, enableOfflineQueue: true, commandTimeout: undefined, socketTimeout: undefined });
    let lastError = '';
    subscriber.on('error', (error: Error) => {
      if (error.message !== lastError) fastify.log.warn({ err: error }, 'redis error (live events subscriber)');
      lastError = error.message;
    });
    const hub = new RedisLiveHub(fastify.redis, subscriber, log);
    // Not awaited: Redis down must not stop the start; the queued SUBSCRIBE runs once connected.
    hub.start().catch((error: unknown) => fastify.log.warn({ err: error }, 'live events: subscribe failed'));
    fastify.addHook('onClose', async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    });
    fastify.decorate('live', hub);
  },
  { name: 'live', dependencies: ['redis'] },
);
