// Cache-Control of API replies, for the routes of every domain: public (browsers and shared caches), shareable at the
// edge (listing writes purge it), or private. Errors are thrown (plugins/app/errors.ts), never sent from here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { shareable } from './web/edge-cache';

/** Cache-Control of a public reply browsers and shared caches may keep for `maxAge` seconds. */
export const publicPolicy = (maxAge: number): string => `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}`;

/** Public, not user-specific replies: shared caches may keep them briefly. */
export function publicCache(reply: FastifyReply, maxAge = 60): FastifyReply {
  return reply.header('Cache-Control', publicPolicy(maxAge));
}

/**
 * Public replies that change with listing writes (the catalogue, a listing, page replies): kept at the edge for
 * anonymous visitors and revalidated by ETag (web/edge-cache.ts), private for a session; with EDGE_CACHE_SECONDS=0
 * the `maxAge` policy of publicCache.
 */
export function edgeCache(config: Config, request: FastifyRequest, reply: FastifyReply, maxAge = 60): FastifyReply {
  return shareable(config, request, reply, publicPolicy(maxAge));
}

/** Anything that depends on the visitor or the signed-in user. */
export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'private, no-store');
}
