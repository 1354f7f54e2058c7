// The API under each language prefix: /{lang}/api/... answers as /api/... with the language of its prefix.
// Fastify routes /{lang}/api/... as /api/... (the `rewriteUrl` server option) instead of every route under routes/api
// being registered once more per language (which tripled the route registration at start-up), and the first
// onRequest hook gives the request back the URL the client sent: `request.url`, hence `request.lang`, the logs and the
// cache keys, stay those of /{lang}/api/... as when the copies were real routes.
import type { FastifyInstance, FastifyRequest, RawRequestDefaultExpression } from 'fastify';
import { LANGS } from '@realty/shared/routes';
import { SWAGGER_PATHS } from './plugins/external/swagger';

/** `/en` of `/en/api/...` (also `/en/api` and `/en/api?x`): the part the rewrite removes. */
const LANG_API = new RegExp(`^/(?:${LANGS.join('|')})(?=/api(?:[/?#]|$))`);

/** The OpenAPI document and UI are served at /api only (they were never part of routes/api). */
const notPrefixed = (path: string): boolean => SWAGGER_PATHS.some((own) => path === own || path.startsWith(`${own}/`) || path.startsWith(`${own}?`));

/** `/en/api/realty?x` -> `/api/realty?x`; any other URL unchanged. */
export function rewriteLangApi(url: string): string {
  const match = LANG_API.exec(url);
  if (!match) return url;
  const rewritten = url.slice(match[0].length);
  return notPrefixed(rewritten) ? url : rewritten;
}

/** The `rewriteUrl` server option. */
export function rewriteUrl(this: FastifyInstance, req: RawRequestDefaultExpression): string {
  return rewriteLangApi(req.url ?? '/');
}

/** The first onRequest hook: routing is done, the request carries the URL the client sent again. */
export function restoreOriginalUrl(request: FastifyRequest, _reply: unknown, done: () => void): void {
  const original = request.originalUrl;
  if (original !== request.raw.url) request.raw.url = original;
  done();
}
