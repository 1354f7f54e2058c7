// GET /api/get-path?url=/{lang}/real-estate/{dealType}[-{propertyType}]/{region}[-{city}]:
// slugs and titles, plus the page's SEO data. An unknown path answers `{ data: null }` (not an error).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPathQuerySchema, getPathReplySchema } from '@realty/shared/schemas';
import { errorSchema } from '../../../services/catalog-schemas';
import { publicCache } from '../../../http-cache';
import { resolveCatalogPath } from '../../../plugins/app/catalog/paths';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { public: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Resolve a catalogue path to property type, region and city (with SEO title and description)',
        querystring: getPathQuerySchema,
        response: { 200: getPathReplySchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await resolveCatalogPath(fastify.readDatabase, request.query.url, request.lang);
      publicCache(reply, 300).send({ data });
      return reply;
    },
  );
};

export default route;
