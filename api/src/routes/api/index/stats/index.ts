// GET /api/index/stats: counts of active listings (per deal type), agencies and agents (partners page).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsReplySchema } from '@realty/shared/schemas';
import { publicCache } from '../../../../http-cache';
import { publicRoute } from '../../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    publicRoute('data', 'Site statistics (partners page)', { response: { 200: statsReplySchema } }),
    async (_request, reply) => {
      const data = await fastify.catalog.siteStats();
      publicCache(reply, 300).send({ data });
      return reply;
    },
  );
};

export default route;
