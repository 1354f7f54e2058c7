// GET /api/realty/filter/get (optionally ?url=): property type and rooms options (+ deal types, sorts,
// currencies, regions) for the catalogue filter, in the reply language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filterOptionsQuerySchema, filterOptionsReplySchema } from '@realty/shared/schemas';
import { errorSchema } from '../../../../services/catalog-schemas';
import { publicCache } from '../../../../http-cache';
import { filterOptions } from '../../../../plugins/app/catalog/filter-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/get',
    {
      config: { public: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Filter options: propertyType and rooms (for a catalogue url, when given)',
        querystring: filterOptionsQuerySchema,
        response: { 200: filterOptionsReplySchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await filterOptions(fastify.database, request.lang, request.query);
      publicCache(reply, 300).send({ data });
      return reply;
    },
  );
};

export default route;
