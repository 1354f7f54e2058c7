// GET /{lang}/api/pages/{page path}?{page query}: a page's reply, the same one its HTML inlines (web/pages.ts).
// `/en/api/pages/real-estate/sale-villa/antalya-alanya?filter&rooms=2%2B1` answers for the page
// `/en/real-estate/sale-villa/antalya-alanya?filter&rooms=2%2B1`; `/en/api/pages` for the home page `/en`.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute } from '@realty/shared/routes';
import { CATALOG_MESSAGES } from '@realty/shared/catalog';
import { authMessage, pageReplySchema } from '@realty/shared/schemas';
import { edgeCache, noStore } from '../../../http-cache';
import { answerNotModified, weakEtag } from '../../../web/edge-cache';

const route: FastifyPluginAsync = async (fastify) => {
  const handler = async (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
    const rest = request.params['*'] ?? '';
    const queryAt = request.url.indexOf('?');
    const search = queryAt === -1 ? '' : request.url.slice(queryAt);
    const path = `/${request.lang}${rest ? `/${rest}` : ''}`;
    const match = matchRoute(path);
    const result = match
      ? await fastify.web.pages.load({ request, lang: match.lang, route: match.route, rest: match.rest, path, query: new URLSearchParams(search) })
      : null;
    if (!match || !result || result.status === 404) {
      return noStore(reply).code(404).send({ message: CATALOG_MESSAGES[request.lang].errors.pageNotFound });
    }
    if (result.status === 401) return noStore(reply).code(401).send({ message: authMessage('unauthenticated', request.lang) });
    const maxAge = result.maxAge ?? 60;
    const payload = { route: match.route.id, data: result.data };
    if (maxAge === 0) return noStore(reply).send(payload);
    // Kept at the edge for visitors: validated by the body's hash, as the HTML that inlines the same data.
    const body = JSON.stringify(payload);
    if (answerNotModified(request, edgeCache(fastify.config, request, reply, maxAge), weakEtag(body))) return reply;
    return reply.type('application/json; charset=utf-8').send(body);
  };
  const schema = {
    tags: ['pages'],
    summary: 'A page reply: everything the page needs for its first paint (the same data its HTML inlines)',
    description: 'The path after `/api/pages` is the page path after the language prefix; the query is the page query.',
    response: { 200: pageReplySchema },
  };
  fastify.get('/', { schema, config: { public: true } }, handler);
  fastify.get('/*', { schema, config: { public: true } }, handler);
};

export default route;
