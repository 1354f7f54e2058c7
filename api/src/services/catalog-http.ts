// HTTP helpers shared by the public read routes: cache headers, translated 404s, the visitor key.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CATALOG_MESSAGES } from '@realty/shared/catalog';
import { visitorHash } from './views';
import { addressKey } from './auth-throttle';

export type PublicError = keyof (typeof CATALOG_MESSAGES)['en']['errors'];

/** Public, not user-specific replies: shared caches may keep them briefly. */
export function publicCache(reply: FastifyReply, maxAge = 60): FastifyReply {
  return reply.header('Cache-Control', `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}`);
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
