// GET /api/get-path?url=/{lang}/real-estate/{dealType}[-{propertyType}]/{region}[-{city}]:
// slugs and titles, plus the page's SEO data. An unknown path answers `{ data: null }` (not an error).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorSchema as errorSchema } from '@realty/shared/schemas';
import { getPathQuerySchema, getPathReplySchema } from '@realty/shared/contracts/catalog';
import { publicCache } from '../../../http-cache';
import { publicRoute } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    publicRoute('catalogue', 'Resolve a catalogue path to property type, region and city (with SEO title and description)', {
      querystring: getPathQuerySchema,
      response: { 200: getPathReplySchema, 422: errorSchema },
    }),
    async (request, reply) => {
      const data = await fastify.catalog.resolvePath(request.query.url, request.lang);
      return publicCache(reply, 300).send({ data });
    },
  );
};

export default route;
