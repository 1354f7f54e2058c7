// GET /api/realty (catalogue), GET /api/realty/{id} (detail), POST /api/realty/{id}/phone (reveal),
// POST /api/realty/{id}/view (count a view). Thin: validate, one service call, reply.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountErrorSchema as errorSchema,
  catalogQuerySchema,
  catalogReplySchema,
  idParamSchema,
} from '@realty/shared/schemas';
import { listingReplySchema, phoneReplySchema, viewReplySchema } from '@realty/shared/contracts/catalog';
import { edgeCache, noStore } from '../../../http-cache';
import { catalogError } from '../../../plugins/app/errors';
import contact from './contact';
import map from './map';
import report from './report';
import { publicRoute } from '../../route-options';

const realty: FastifyPluginAsyncZod = async (fastify) => {
  // POST /:id/contact (autoload loads only index.ts of a folder that has one)
  await fastify.register(contact);
  // POST /:id/report ("report this listing", the back office's moderation queue)
  await fastify.register(report);
  // GET /map: the catalogue's map mode (clusters and single listings in a viewport)
  await fastify.register(map);

  fastify.get(
    '/',
    publicRoute('catalogue', 'Catalogue: active listings matching the filter, one page', {
      description:
        'Price bounds are in `currency` (default TRY) and compare against each price converted with the current rates. ' +
        '`total` is exact up to 10,000; above that it is an estimate and `meta.total_is_estimate` is true. ' +
        '`isFavorite` and `user_id` need the signed-in user (user_id must be your own id).',
      querystring: catalogQuerySchema,
      response: { 200: catalogReplySchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema },
    }),
    async (request, reply) => {
      let q = request.query;
      if (q.path !== undefined) {
        const fromPath = await fastify.catalog.filterOfPath(q.path);
        if (!fromPath) throw catalogError(404, 'pageNotFound');
        q = { ...q, dealType: fromPath.dealType, propertyType: fromPath.propertyType, region: fromPath.region, city: fromPath.city };
      }
      const personal = q.isFavorite === true || q.user_id !== undefined;
      if (!personal) {
        // Public pages of the catalogue: served serialised from the reply cache (REPLY_CACHE_TTL).
        const query = q;
        return fastify.replyCache.serve(request, edgeCache(fastify.config, request, reply), `list:${request.lang}:${request.url}`, () =>
          fastify.catalog.page(query, request.lang),
        );
      }
      const user = await request.currentUser();
      if (!user) throw catalogError(401, 'signInRequired');
      if (q.user_id !== undefined && q.user_id !== user.id) throw catalogError(403, 'forbidden');
      const page = await fastify.catalog.page(q, request.lang, q.isFavorite ? { favoritesOf: user.id } : { ownerId: user.id });
      return noStore(reply).send(page);
    },
  );

  fastify.get(
    '/:id',
    publicRoute('catalogue', 'One active listing with default_tab (never the phone number)', {
      params: idParamSchema,
      response: { 200: listingReplySchema, 404: errorSchema, 422: errorSchema },
    }),
    async (request, reply) =>
      fastify.replyCache.serve(request, edgeCache(fastify.config, request, reply), `detail:${request.lang}:${request.params.id}`, async () => {
        const data = await fastify.catalog.listing(request.params.id, request.lang);
        if (!data) throw catalogError(404, 'listingNotFound');
        return { data, default_tab: data.default_tab };
      }),
  );

  fastify.post(
    '/:id/phone',
    {
      config: { public: true },
      // Per address, and per account when signed in (a client-chosen cookie does not make a new visitor).
      preHandler: fastify.limits.guard(fastify.limits.rules.phone, 'visitor'),
      schema: {
        tags: ['catalogue'],
        summary: "Reveal the agent's phone (rate-limited per address and account, counted for the owner)",
        params: idParamSchema,
        response: { 200: phoneReplySchema, 404: errorSchema, 419: errorSchema, 422: errorSchema, 429: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await fastify.catalog.revealPhone(request.params.id);
      if (!data) throw catalogError(404, 'listingNotFound');
      return noStore(reply).send({ data });
    },
  );

  fastify.post(
    '/:id/view',
    publicRoute('catalogue', 'Count a view: one per address (or account when signed in) per listing per day, never for the owner', {
      params: idParamSchema,
      body: z.unknown().optional(),
      response: { 200: viewReplySchema, 404: errorSchema, 419: errorSchema, 422: errorSchema },
    }),
    async (request, reply) => {
      // Never a view for the owner (DECISIONS.md "Listings").
      const user = await request.currentUser();
      const own = user ? await fastify.catalog.ownListingViews(request.params.id, user.id) : null;
      if (own !== null) return noStore(reply).send({ data: { views: own, counted: false } });
      const data = await fastify.catalog.recordView(request.params.id, request);
      if (!data) throw catalogError(404, 'listingNotFound');
      return noStore(reply).send({ data });
    },
  );
};

export default realty;
