// GET /api/similar-ads/{id}: same deal type, property type and city, closest in price.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorSchema as errorSchema, idParamSchema } from '@realty/shared/schemas';
import { cardListReplySchema } from '@realty/shared/contracts/catalog';
import { publicCache } from '../../../http-cache';
import { catalogError } from '../../../plugins/app/errors';
import { publicRoute } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    publicRoute('catalogue', 'Similar ads: same deal type, property type and city, close in price', {
      params: idParamSchema,
      response: { 200: cardListReplySchema, 404: errorSchema, 422: errorSchema },
    }),
    async (request, reply) => {
      const data = await fastify.catalog.similarAds(request.params.id, request.lang);
      if (!data) throw catalogError(404, 'listingNotFound');
      return publicCache(reply, 120).send({ data });
    },
  );
};

export default route;
