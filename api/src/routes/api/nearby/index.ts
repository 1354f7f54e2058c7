// GET /api/nearby/{id}: the closest active listings to this listing's map pin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorSchema as errorSchema, idParamSchema } from '@realty/shared/schemas';
import { nearbyQuerySchema, nearbyReplySchema } from '@realty/shared/contracts/catalog';
import { publicCache } from '../../../http-cache';
import { catalogError } from '../../../plugins/app/errors';
import { publicRoute } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    publicRoute('catalogue', 'Nearby: closest active listings by distance (distance_km)', {
      params: idParamSchema,
      querystring: nearbyQuerySchema,
      response: { 200: nearbyReplySchema, 404: errorSchema, 422: errorSchema },
    }),
    async (request, reply) => {
      const data = await fastify.catalog.nearby(request.params.id, request.lang, request.query.limit ?? 8);
      if (!data) throw catalogError(404, 'listingNotFound');
      return publicCache(reply, 120).send({ data });
    },
  );
};

export default route;
