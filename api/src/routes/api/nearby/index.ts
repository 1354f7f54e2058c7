// GET /api/nearby/{id}: the closest active listings to this listing's map pin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, nearbyQuerySchema, nearbyReplySchema } from '@realty/shared/schemas';
import { errorSchema } from '../../../services/catalog-schemas';
import { publicCache, sendError } from '../../../http-cache';
import { nearby } from '../../../plugins/app/catalog/listings-related';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    {
      config: { public: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Nearby: closest active listings by distance (distance_km)',
        params: idParamSchema,
        querystring: nearbyQuerySchema,
        response: { 200: nearbyReplySchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await nearby(fastify.readDatabase, request.params.id, request.lang, request.query.limit ?? 8);
      if (!data) return sendError(request, reply, 404, 'listingNotFound');
      publicCache(reply, 120).send({ data });
      return reply;
    },
  );
};

export default route;
