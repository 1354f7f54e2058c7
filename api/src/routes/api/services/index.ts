// GET /api/services (also /{lang}/api/services): the paid services of the fees page, titled in the request's language.
import type { FastifyPluginAsync } from 'fastify';
import { listServices } from '../../../services/fees';
import { publicCache } from '../../../services/catalog-http';

const route: FastifyPluginAsync = async (fastify) => {
  fastify.get('/', { schema: { tags: ['data'], summary: 'Paid services (fees page)' } }, async (request, reply) => {
    const data = await listServices(fastify.database, request.lang);
    return publicCache(reply, 300).send({ data });
  });
};

export default route;
