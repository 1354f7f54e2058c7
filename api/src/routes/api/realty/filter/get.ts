// GET /api/realty/filter/get (optionally ?url=): property type and rooms options (+ deal types, sorts,
// currencies, regions) for the catalogue filter, in the reply language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filterOptionsReplySchema } from '@realty/shared/schemas';
import { filterOptionsQuerySchema } from '@realty/shared/contracts/catalog';
import { publicRead } from '../../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  publicRead(
    fastify,
    '/get',
    {
      tag: 'catalogue',
      summary: 'Filter options: propertyType and rooms (for a catalogue url, when given)',
      input: { querystring: filterOptionsQuerySchema },
      reply: filterOptionsReplySchema,
      maxAge: 300,
    },
    (request) => fastify.catalog.filterOptions(request.lang, request.query),
  );
};

export default route;
