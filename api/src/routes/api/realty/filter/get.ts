// GET /api/realty/filter/get (optionally ?url=): property type and rooms options (+ deal types, sorts,
// currencies, regions) for the catalogue filter, in the reply language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorSchema as errorSchema, filterOptionsReplySchema } from '@realty/shared/schemas';
import { filterOptionsQuerySchema } from '@realty/shared/contracts/catalog';
import { publicCache } from '../../../../http-cache';
import { publicRoute } from '../../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/get',
    publicRoute('catalogue', 'Filter options: propertyType and rooms (for a catalogue url, when given)', {
      querystring: filterOptionsQuerySchema,
      response: { 200: filterOptionsReplySchema, 422: errorSchema },
    }),
    async (request, reply) => {
      const data = await fastify.catalog.filterOptions(request.lang, request.query);
      return publicCache(reply, 300).send({ data });
    },
  );
};

export default route;
