// GET /api/get-path?url=/{lang}/real-estate/{dealType}[-{propertyType}]/{region}[-{city}]:
// slugs and titles, plus the page's SEO data. An unknown path answers `{ data: null }` (not an error).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPathQuerySchema, getPathReplySchema } from '@realty/shared/contracts/catalog';
import { publicRead } from '../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  publicRead(
    fastify,
    '/',
    {
      tag: 'catalogue',
      summary: 'Resolve a catalogue path to property type, region and city (with SEO title and description)',
      input: { querystring: getPathQuerySchema },
      reply: getPathReplySchema,
      maxAge: 300,
    },
    (request) => fastify.catalog.resolvePath(request.query.url, request.lang),
  );
};

export default route;
