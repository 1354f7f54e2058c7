// HTTP helpers shared by the public read routes: cache headers, translated 404s, the visitor key.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CATALOG_MESSAGES } from '@realty/shared/catalog';
import { visitorHash } from './plugins/app/catalog/views';
import { addressKey } from './services/auth-throttle';
import type { Config } from './config';
import { shareable } from './web/edge-cache';

export type PublicError = keyof (typeof CATALOG_MESSAGES)['en']['errors'];

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

export function sendError(request: FastifyRequest, reply: FastifyReply, status: 401 | 403 | 404, key: PublicError) {
  return noStore(reply).code(status).send({ message: CATALOG_MESSAGES[request.lang].errors[key] });
}

/**
 * One viewer for the view count: the account when signed in, else the client address (IPv6 by its /64).
 * Nothing the client chooses (a cookie, the user agent) makes a new viewer.
 */
export async function viewerOf(request: FastifyRequest): Promise<string> {
  const user = await request.currentUser();
  return user ? visitorHash(['user', String(user.id)]) : visitorHash(['ip', addressKey(request.ip)]);
}
