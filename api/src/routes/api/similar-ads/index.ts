// GET /api/similar-ads/{id}: same deal type, property type and city, closest in price.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@realty/shared/schemas';
import { cardListReplySchema } from '@realty/shared/contracts/catalog';
import { publicRead } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  publicRead(
    fastify,
    '/:id',
    {
      tag: 'catalogue',
      summary: 'Similar ads: same deal type, property type and city, close in price',
      input: { params: idParamSchema },
      reply: cardListReplySchema,
      maxAge: 120,
      notFound: 'listingNotFound',
    },
    (request) => fastify.catalog.similarAds(request.params.id, request.lang),
  );
};

export default route;
