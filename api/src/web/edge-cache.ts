// Edge caching of anonymous pages and public API replies (issue 26, item 5): a CDN or nginx's proxy_cache may keep
// them for EDGE_CACHE_SECONDS (`s-maxage`) and answer with an expired copy for EDGE_STALE_SECONDS more while it
// revalidates (`stale-while-revalidate`). Browsers keep nothing (`max-age=0`) and revalidate with the weak ETag,
// which is a hash of the body: the same content gives the same ETag on every instance, and a write that changes the
// content changes it (the reply cache drops its copies on every instance first), so a 304 is never a lie.
//
// Personal requests stay `private, no-cache`: a session (the httpOnly session cookie, or the shell's readable
// `realty_auth` hint) or remote overrides (REMOTE_OVERRIDES' signed cookie). A shared cache must not hand them the
// anonymous copy either: it bypasses its cache when one of these cookies is present (deploy/nginx/realty.conf). The
// anonymous page embeds nothing per visitor: no user name or favourites (a signed-in shell fetches them itself), no
// CSRF token (it travels in the XSRF-TOKEN cookie from /sanctum/csrf-cookie), and no CSP nonce (the one inline
// script, the hydration loader, is allowed by its hash: plugins/external/helmet.ts), so one copy fits every visitor.
// The server-rendered prices follow the `currency` cookie: shared caches key pages on it (nginx: $realty_currency).
//
// Open-source nginx cannot purge: after a write the edge may answer with its copy until s-maxage runs out (the
// first request after a quiet period may still get a copy at most s-maxage + stale-while-revalidate old, while its
// refresh runs). Keep EDGE_CACHE_SECONDS short; 0 turns edge caching off (the replies' previous headers).
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { SESSION_COOKIE } from '../services/sessions';
import { SESSION_HINT_COOKIE } from '../plugins/app/session-hint';
import { REMOTE_OVERRIDES_COOKIE } from './remote-overrides';

/** A signed-in or overridden request: its replies are never shared. */
export const PRIVATE_REVALIDATE = 'private, no-cache';

/** Cookies that make a request personal (a shared cache bypasses itself when one is present). */
export const PERSONAL_COOKIES = [SESSION_COOKIE, SESSION_HINT_COOKIE, REMOTE_OVERRIDES_COOKIE] as const;

/** The request carries a session (or its hint) or remote overrides. */
export function isPersonal(request: FastifyRequest): boolean {
  const cookies = request.cookies;
  return PERSONAL_COOKIES.some((name) => Boolean(cookies[name]));
}

/** `public, max-age=0, s-maxage=…, stale-while-revalidate=…`, or undefined when edge caching is off. */
export function edgeCacheControl(config: Pick<Config, 'edgeCacheSeconds' | 'edgeStaleSeconds'>): string | undefined {
  if (config.edgeCacheSeconds <= 0) return undefined;
  const stale = config.edgeStaleSeconds > 0 ? `, stale-while-revalidate=${config.edgeStaleSeconds}` : '';
  return `public, max-age=0, s-maxage=${config.edgeCacheSeconds}${stale}`;
}

/**
 * Cache-Control of a reply everybody may share: private for a personal request, the edge policy for the others,
 * or `fallback` (the reply's own policy) when edge caching is off.
 */
export function sharedCacheControl(config: Config, request: FastifyRequest, fallback: string): string {
  if (isPersonal(request)) return PRIVATE_REVALIDATE;
  return edgeCacheControl(config) ?? fallback;
}

/** Set the shared Cache-Control on `reply` (see sharedCacheControl). */
export function shareable(config: Config, request: FastifyRequest, reply: FastifyReply, fallback: string): FastifyReply {
  return reply.header('Cache-Control', sharedCacheControl(config, request, fallback));
}

/** A weak validator of a body: the same bytes give the same value on every instance. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match names `etag` (weak comparison, as RFC 9110 asks for this header) or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === opaque;
  });
}

/** Set the ETag; when the request already has this version, answer 304 (no body) and return true. */
export function answerNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('ETag', etag);
  if (!etagMatches(request.headers['if-none-match'], etag)) return false;
  reply.code(304).send();
  return true;
}
