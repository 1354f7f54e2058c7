// GET /api/index/stats: counts of active listings (per deal type), agencies and agents (partners page).
import type { FastifyPluginAsync } from 'fastify';
import { siteStats } from '../../../../services/fees';
import { publicCache } from '../../../../services/catalog-http';

const route: FastifyPluginAsync = async (fastify) => {
  fastify.get('/', { schema: { tags: ['data'], summary: 'Site statistics (partners page)' } }, async (_request, reply) => {
    const data = await siteStats(fastify.database);
    return publicCache(reply, 300).send({ data });
  });
};

export default route;
