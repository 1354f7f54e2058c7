// Reply cache of the public read API (the catalogue list and the listing detail): the serialised JSON body and its
// gzip and brotli forms are kept for REPLY_CACHE_TTL seconds, so a hit costs neither a query nor serialising nor
// compressing. In memory per process; with REDIS_URL the bodies live in Redis only (several API instances see one
// copy, and one invalidation drops it for all of them; a hit then costs a Redis read and a compression). Any listing write calls
// `fastify.replyCache.invalidate()`; successful writes under the listing routes do it by themselves (hook below).
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppOptions } from '../../app';

export interface CachedReply {
  body: string;
  gzip: Buffer;
  br: Buffer;
}

export interface ReplyCache {
  /** Seconds a reply is kept; 0: the cache is off. */
  readonly ttl: number;
  get(key: string): Promise<CachedReply | undefined>;
  set(key: string, body: string): Promise<CachedReply>;
  /**
   * Run `produce` once for concurrent callers of the same key (they share its promise): when a popular entry expires,
   * one request rebuilds it instead of every waiting one at the same time.
   */
  once<T>(key: string, produce: () => Promise<T>): Promise<T>;
  /** Drop every cached reply (after any write that changes a listing, its photos, prices or its agent). */
  invalidate(): Promise<void>;
  /**
   * Serve `key` from the cache, or build the reply with `load` (an object for the route's serializer, or null when
   * the handler answered otherwise, e.g. a 404) and keep its serialised body.
   */
  serve(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    replyCache: ReplyCache;
  }
}

const REDIS_PREFIX = 'realty:reply:';
const REDIS_KEYS = 'realty:reply-keys';
/** At most this many bodies in memory per process (oldest dropped first). */
const MAX_ENTRIES = 2000;

export function compressBody(body: string): CachedReply {
  const raw = Buffer.from(body);
  return {
    body,
    gzip: gzipSync(raw, { level: 6 }),
    br: brotliCompressSync(raw, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
  };
}

/** The encoding to send for an Accept-Encoding header: br, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return undefined;
}

/** Send a cached body in the encoding the client accepts. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedReply, type = 'application/json; charset=utf-8'): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply.header('Content-Type', type).header('Vary', 'Accept-Encoding');
  if (!encoding) return reply.send(cached.body);
  return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? cached.br : cached.gzip);
}

/** Write routes after which the public listing replies may have changed (successful POST/PUT/PATCH/DELETE). */
const LISTING_WRITES = /^(?:\/(?:tr|en|ru))?\/api\/(?:listings|profile|import|agency|agencies|agents|user\/list|admin|invoices)(?:[/?]|$)/;

export default fp<AppOptions>(
  async (fastify, opts) => {
    const ttl = opts.config.replyCacheTtl;
    const memory = new Map<string, { until: number; value: CachedReply }>();
    const redis = fastify.redis;

    const remember = (key: string, value: CachedReply) => {
      if (memory.size >= MAX_ENTRIES) memory.delete(memory.keys().next().value as string);
      memory.set(key, { until: Date.now() + ttl * 1000, value });
    };

    const inflight = new Map<string, Promise<unknown>>();

    const cache: ReplyCache = {
      ttl,
      once<T>(key: string, produce: () => Promise<T>): Promise<T> {
        const running = inflight.get(key);
        if (running) return running as Promise<T>;
        const started = produce().finally(() => inflight.delete(key));
        inflight.set(key, started);
        return started;
      },
      async get(key) {
        if (ttl === 0) return undefined;
        const local = memory.get(key);
        if (local && local.until > Date.now()) return local.value;
        if (local) memory.delete(key);
        if (!redis) return undefined;
        try {
          const body = await redis.get(REDIS_PREFIX + key);
          return body === null ? undefined : compressBody(body);
        } catch (error) {
          fastify.log.warn({ err: error }, 'reply cache: redis read failed');
          return undefined;
        }
      },
      async set(key, body) {
        const value = compressBody(body);
        if (ttl === 0) return value;
        // With Redis there is no copy in this process: another instance's invalidation must reach every reader.
        if (!redis) remember(key, value);
        if (redis) {
          try {
            await redis.multi().set(REDIS_PREFIX + key, body, 'EX', ttl).sadd(REDIS_KEYS, REDIS_PREFIX + key).expire(REDIS_KEYS, ttl * 2).exec();
          } catch (error) {
            fastify.log.warn({ err: error }, 'reply cache: redis write failed');
          }
        }
        return value;
      },
      async invalidate() {
        memory.clear();
        if (!redis) return;
        try {
          const keys = await redis.smembers(REDIS_KEYS);
          await redis.del(REDIS_KEYS, ...keys);
        } catch (error) {
          fastify.log.warn({ err: error }, 'reply cache: redis invalidation failed');
        }
      },
      async serve(request, reply, key, load) {
        const hit = await cache.get(key);
        if (hit) return sendCached(request, reply.header('X-Reply-Cache', 'hit'), hit);
        const payload = await load();
        if (payload === null || reply.sent) return reply;
        const serialised = reply.serialize(payload);
        const body = typeof serialised === 'string' ? serialised : Buffer.from(serialised as ArrayBuffer).toString('utf8');
        const stored = await cache.set(key, body);
        return sendCached(request, reply.header('X-Reply-Cache', ttl === 0 ? 'off' : 'miss'), stored);
      },
    };

    fastify.decorate('replyCache', cache);
    // Before the write's reply leaves: a client that reads right after its write never gets the old copy.
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && LISTING_WRITES.test(request.url)) {
        await cache.invalidate();
      }
      return payload;
    });
  },
  { name: 'reply-cache', dependencies: ['redis'] },
);
