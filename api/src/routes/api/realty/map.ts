// GET /api/realty/map (issue 28): the catalogue filter (or a catalogue `path`) inside the map's viewport `bbox` at `zoom`:
// server clusters and single listings. Public pages are cached like the catalogue; favourites and own listings need the
// signed-in user, as in GET /api/realty.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorSchema as errorSchema, catalogMapQuerySchema, catalogMapReplySchema, MAP_MARKERS_MAX } from '@realty/shared/schemas';
import { edgeCache, noStore } from '../../../http-cache';
import { catalogError } from '../../../plugins/app/errors';
import { publicRoute } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/map',
    publicRoute('catalogue', 'Catalogue map: clusters and single listings of the filter in a viewport', {
      description:
        `The filter fields of GET /api/realty, a required \`bbox\` and the map \`zoom\`. Listings are grouped on a grid of about ` +
        `60 screen pixels at that zoom; a cell with one listing is a \`listings\` entry, more make a cluster. At most ` +
        `${MAP_MARKERS_MAX} markers (the grid is coarsened to fit); \`meta.total\` counts every match in the viewport. ` +
        'Prices are in `currency` (default TRY).',
      querystring: catalogMapQuerySchema,
      response: { 200: catalogMapReplySchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema },
    }),
    async (request, reply) => {
      let q = request.query;
      if (q.path !== undefined) {
        const fromPath = await fastify.catalog.filterOfPath(q.path);
        if (!fromPath) throw catalogError(404, 'pageNotFound');
        q = { ...q, dealType: fromPath.dealType, propertyType: fromPath.propertyType, region: fromPath.region, city: fromPath.city };
      }
      if (q.isFavorite !== true && q.user_id === undefined) {
        const query = q;
        return fastify.replyCache.serve(request, edgeCache(fastify.config, request, reply), `map:${request.lang}:${request.url}`, () =>
          fastify.catalog.map(query, request.lang),
        );
      }
      const user = await request.currentUser();
      if (!user) throw catalogError(401, 'signInRequired');
      if (q.user_id !== undefined && q.user_id !== user.id) throw catalogError(403, 'forbidden');
      const map = await fastify.catalog.map(q, request.lang, q.isFavorite ? { favoritesOf: user.id } : { ownerId: user.id });
      return noStore(reply).send(map);
    },
  );
};

export default route;
