// GET /api/realty/map (issue 28): the catalogue filter (or a catalogue `path`) inside the map's viewport `bbox` at `zoom`:
// server clusters and single listings. Public pages are cached like the catalogue; favourites and own listings need the
// signed-in user, as in GET /api/realty.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorSchema as errorSchema, catalogMapQuerySchema, catalogMapReplySchema, MAP_MARKERS_MAX } from '@realty/shared/schemas';
import { publicRoute } from '../../route-options';
import { answerFilter } from './filter-reply';

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
    async (request, reply) =>
      answerFilter(fastify, request, reply, request.query, 'map', (query, extras) => fastify.catalog.map(query, request.lang, extras)),
  );
};

export default route;
