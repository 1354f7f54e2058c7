// Reply cache of the public read API (the catalogue list and the listing detail): the serialised JSON body and its
// gzip and brotli forms are kept for REPLY_CACHE_TTL seconds, so a hit costs neither a query nor serialising nor
// compressing. In memory per process; with REDIS_URL the bodies live in Redis only (several API instances see one
// copy, and one invalidation drops it for all of them; a hit then costs a Redis read and a compression). Any listing write calls
// `fastify.replyCache.invalidate()`; successful writes under the folders the domains declare (`dropAfterWritesUnder`) do it by themselves (hook below).
//
// Expiry without a storm: an expired entry is rebuilt by one request (the others asking for the same key meanwhile
// share that rebuild, which is serialised and compressed once), and while that rebuild runs they get the expired
// copy (`X-Reply-Cache: stale`) instead of waiting for it, at most one TTL past its expiry. Measured before this, at
// 50 connections on one page: every expiry held all 50 connections for the whole render (~0.6 s) and each of them
// compressed the same HTML again. An invalidation drops every copy, stale ones too: after a write nothing older is
// served.
//
// Redis down (not connected: no command is even tried; or no reply within the client's command timeout): the cache
// is skipped, every request is answered from the database, and nothing is kept in memory either (another instance's
// invalidation could not reach it). A write meanwhile cannot drop the copies kept in Redis, so when the connection
// comes back this instance drops them all before serving from Redis again.
//
// Read replicas (DATABASE_READ_URLS): a purge followed by a rebuild read on a replica that has not replayed the write
// yet would keep the old reply for everybody. So every invalidation notes the primary's WAL position (in Redis too,
// keeping the highest, so every instance sees the last purge made anywhere) and a rebuild that will be kept reads a
// replica only once it has replayed that position; until then it reads the primary.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppOptions } from '../../app-options';
import { redisReady } from '../external/redis';
import { answerNotModified, weakEtag } from '../../web/edge-cache';

export interface CachedReply {
  body: string;
  gzip: Buffer;
  br: Buffer;
  /** Weak ETag of the body (web/edge-cache.ts): equal on every instance for equal content. */
  etag: string;
}

/** How a reply was answered: `hit`, `stale` (expired, served while one request rebuilds it), `miss`, `off` (TTL 0). */
export type CacheState = 'hit' | 'stale' | 'miss' | 'off';

/** What a rebuild produced: its result for the caller, and the body to keep (null: nothing to keep). */
export interface Built<T> {
  result: T;
  body: string | null;
}

/** A copy that was kept (`hit`, `stale`), or what a rebuild made (`miss`, `off`; `own`: this caller's build ran). */
export type Lookup<T> =
  | { kept: true; state: 'hit' | 'stale'; cached: CachedReply }
  | { kept: false; state: 'miss' | 'off'; cached: CachedReply | null; result: T; own: boolean };

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
  /**
   * The reply kept under `key` (fresh, or expired while another request rebuilds it), else the one `build` makes: it
   * runs once for concurrent callers, and the body it returns is compressed once and kept. With TTL 0 every caller
   * builds its own and nothing is kept.
   */
  lookup<T>(key: string, build: () => Promise<Built<T>>): Promise<Lookup<T>>;
  /** Drop every cached reply (after any write that changes a listing, its photos, prices or its agent). */
  invalidate(): Promise<void>;
  /**
   * A domain declares the API folders (`/api/listings`) whose successful writes may change the public listing replies:
   * each such POST/PUT/PATCH/DELETE drops the cache before its reply leaves (under /{lang}/api too).
   */
  dropAfterWritesUnder(...folders: string[]): void;
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
/** A sorted set with one member: the WAL position of the last purge by any instance (ZADD GT keeps the highest; it expires). */
const REDIS_FLOOR = 'realty:reply-floor';
/** At most this many bodies in memory per process (oldest dropped first). */
const MAX_ENTRIES = 2000;

export function compressBody(body: string): CachedReply {
  const raw = Buffer.from(body);
  return {
    body,
    etag: weakEtag(raw),
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

/** Send a cached body in the encoding the client accepts, with its ETag (304 when the client has this version). */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedReply, type = 'application/json; charset=utf-8'): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const vary = reply.getHeader('Vary'); // e.g. `Cookie` of a page with REMOTE_OVERRIDES on: kept
  reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (answerNotModified(request, reply, cached.etag)) return reply;
  reply.header('Content-Type', type);
  if (!encoding) return reply.send(cached.body);
  return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? cached.br : cached.gzip);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The request paths of those folders, with or without a language prefix. */
export const writesUnder = (folders: readonly string[]): RegExp | null =>
  folders.length === 0 ? null : new RegExp(`^(?:/(?:tr|en|ru))?(?:${folders.map(escapeRegExp).join('|')})(?:[/?]|$)`);

export default fp<AppOptions>(
  async (fastify, opts) => {
    const ttl = opts.config.replyCacheTtl;
    const memory = new Map<string, { until: number; value: CachedReply }>();
    const redis = fastify.redis;

    const remember = (key: string, value: CachedReply) => {
      memory.delete(key); // re-inserted at the end: the oldest entry is the first one dropped
      if (memory.size >= MAX_ENTRIES) memory.delete(memory.keys().next().value as string);
      memory.set(key, { until: Date.now() + ttl * 1000, value });
    };
    /** An expired copy that may still be sent while its rebuild runs (at most one TTL past expiry). */
    const staleCopy = (key: string): CachedReply | undefined => {
      const local = memory.get(key);
      return local && local.until + ttl * 1000 > Date.now() ? local.value : undefined;
    };

    const inflight = new Map<string, Promise<unknown>>();
    /** Bumped by invalidate(): a rebuild that started before a write does not keep what it read. */
    let generation = 0;
    /** An invalidation could not reach Redis: its copies are not used until they are dropped. */
    let flushPending = false;
    const replicas = fastify.readReplicas;
    // A purge's position matters for the replicas' lag bound only: past it, every replica still in use has replayed
    // it anyway. So it is forgotten then (a primary rebuilt from a dump starts its positions low again).
    const floorMs = opts.config.databaseReadMaxLagMs + 1000;
    /** With replicas: the WAL position of this instance's last purge (a rebuild to keep reads nothing older). */
    let floor = { lsn: 0n, at: 0 };

    /** The position a kept rebuild must see: the last purge here or, with Redis, on any instance. */
    async function purgeFloor(): Promise<bigint> {
      const local = Date.now() - floor.at < floorMs ? floor.lsn : 0n;
      if (!redis || !redisReady(redis)) return local;
      try {
        const shared = await redis.zscore(REDIS_FLOOR, 'lsn');
        // Positions are bytes of WAL: exact in a double below 2^53 (8 PiB of WAL).
        const remote = shared === null ? 0n : BigInt(Math.trunc(Number(shared)));
        return remote > local ? remote : local;
      } catch (error) {
        fastify.log.warn({ err: error }, 'reply cache: redis read of the purge position failed');
        return local;
      }
    }

    /** Note the position of a purge (before the copies go: a rebuild that starts after the purge sees it). */
    async function raiseFloor(): Promise<void> {
      if (!replicas) return;
      try {
        const lsn = await replicas.primaryLsn();
        floor = { lsn: lsn > floor.lsn || Date.now() - floor.at >= floorMs ? lsn : floor.lsn, at: Date.now() };
        if (redis && redisReady(redis)) {
          await redis.multi().zadd(REDIS_FLOOR, 'GT', Number(lsn), 'lsn').pexpire(REDIS_FLOOR, floorMs).exec();
        }
      } catch (error) {
        fastify.log.warn({ err: error }, 'reply cache: the purge position could not be noted');
      }
    }

    let dropping: Promise<void> | null = null;
    function dropRedisCopies(): Promise<void> {
      dropping ??= dropNow().finally(() => {
        dropping = null;
      });
      return dropping;
    }
    async function dropNow(): Promise<void> {
      if (!redis) return;
      if (!redisReady(redis)) {
        flushPending = true;
        return;
      }
      try {
        const keys = await redis.smembers(REDIS_KEYS);
        await redis.del(REDIS_KEYS, ...keys);
        flushPending = false;
      } catch (error) {
        flushPending = true;
        fastify.log.warn({ err: error }, 'reply cache: redis invalidation failed');
      }
    }
    if (redis) {
      // A reconnection: writes made meanwhile (here, or on an instance that lost Redis too) could not drop the
      // copies kept there. Every reconnection drops them (the first connection has nothing to drop).
      let connectedBefore = redisReady(redis);
      const onReady = () => {
        if (connectedBefore) {
          flushPending = true;
          void dropRedisCopies();
        }
        connectedBefore = true;
      };
      redis.on('ready', onReady);
      fastify.addHook('onClose', async () => {
        redis.off('ready', onReady);
      });
    }

    // The write folders the domains declared (dropAfterWritesUnder).
    const writeFolders: string[] = [];
    let listingWrites: RegExp | null = null;

    const cache: ReplyCache = {
      dropAfterWritesUnder(...folders) {
        writeFolders.push(...folders);
        listingWrites = writesUnder(writeFolders);
      },
      ttl,
      once<T>(key: string, produce: () => Promise<T>): Promise<T> {
        const running = inflight.get(key);
        if (running) return running as Promise<T>;
        const started = produce().finally(() => {
          if (inflight.get(key) === started) inflight.delete(key);
        });
        inflight.set(key, started);
        return started;
      },
      async get(key) {
        if (ttl === 0) return undefined;
        const local = memory.get(key);
        if (local && local.until > Date.now()) return local.value;
        // An expired copy stays until its rebuild replaces it (lookup may send it meanwhile) or it is too old.
        if (local && !staleCopy(key)) memory.delete(key);
        if (!redis || !redisReady(redis)) return undefined;
        if (flushPending) {
          void dropRedisCopies(); // Redis answers again: the copies an invalidation missed go first
          return undefined;
        }
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
        if (redis && redisReady(redis) && !flushPending) {
          try {
            await redis.multi().set(REDIS_PREFIX + key, body, 'EX', ttl).sadd(REDIS_KEYS, REDIS_PREFIX + key).expire(REDIS_KEYS, ttl * 2).exec();
          } catch (error) {
            fastify.log.warn({ err: error }, 'reply cache: redis write failed');
          }
        }
        return value;
      },
      async invalidate() {
        // The position first: a rebuild started from here on (after the bump below) reads nothing older.
        await raiseFloor();
        generation += 1;
        memory.clear();
        inflight.clear(); // later readers start a rebuild of their own instead of joining one that read old data
        if (!redis) return;
        await dropNow(); // its own SMEMBERS, read after this write: never one that started before it
      },
      async lookup<T>(key: string, build: () => Promise<Built<T>>): Promise<Lookup<T>> {
        if (ttl === 0) {
          const { result, body } = await build();
          return { kept: false, state: 'off', cached: body === null ? null : compressBody(body), result, own: true };
        }
        const hit = await cache.get(key);
        if (hit) return { kept: true, state: 'hit', cached: hit };
        const stale = inflight.has(key) ? staleCopy(key) : undefined;
        if (stale) return { kept: true, state: 'stale', cached: stale };
        let own = false;
        const built = await cache.once(key, async () => {
          own = true;
          const started = generation;
          const { result, body } = replicas ? await replicas.requiring(await purgeFloor(), build) : await build();
          if (body === null) return { result, cached: null };
          return { result, cached: started === generation ? await cache.set(key, body) : compressBody(body) };
        });
        return { kept: false, state: 'miss', ...built, own };
      },
      async serve(request, reply, key, load) {
        const found = await cache.lookup(key, async () => {
          const payload = await load();
          if (payload === null || reply.sent) return { result: null, body: null };
          const serialised = reply.serialize(payload);
          return { result: payload, body: typeof serialised === 'string' ? serialised : Buffer.from(serialised as ArrayBuffer).toString('utf8') };
        });
        if (found.kept) return sendCached(request, reply.header('X-Reply-Cache', found.state), found.cached);
        if (found.cached) return sendCached(request, reply.header('X-Reply-Cache', found.state), found.cached);
        if (found.own) return reply; // `load` answered (e.g. a 404)
        // Another request's rebuild answered its own reply (e.g. a 404): this one loads for itself.
        const payload = await load();
        return payload === null || reply.sent ? reply : reply.send(payload);
      },
    };

    fastify.decorate('replyCache', cache);
    // Before the write's reply leaves: a client that reads right after its write never gets the old copy.
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && listingWrites?.test(request.url)) {
        await cache.invalidate();
      }
      return payload;
    });
  },
  { name: 'reply-cache', dependencies: ['redis', 'database'] },
);
