// GET /api/similar-ads/{id}: same deal type, property type and city, closest in price.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardListReplySchema, idParamSchema } from '@realty/shared/schemas';
import { errorSchema } from '../../../services/catalog-schemas';
import { publicCache, sendError } from '../../../http-cache';
import { similarAds } from '../../../plugins/app/catalog/listings-related';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    {
      config: { public: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Similar ads: same deal type, property type and city, close in price',
        params: idParamSchema,
        response: { 200: cardListReplySchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await similarAds(fastify.readDatabase, request.params.id, request.lang);
      if (!data) return sendError(request, reply, 404, 'listingNotFound');
      publicCache(reply, 120).send({ data });
      return reply;
    },
  );
};

export default route;
