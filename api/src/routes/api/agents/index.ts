// POST /api/agents/{id}/phone: reveal an agent's phone (like a listing's: rate-limited per address, never in a page).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyMessage } from '@realty/shared/agencies';
import { accountErrorSchema as errorSchema, contactPhonesReplySchema, idParamSchema } from '@realty/shared/schemas';
import { noStore } from '../../../http-cache';
import { agentPhones } from '../../../services/agencies/public';

const agents: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/:id/phone',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: (request) => `agent-phone:${request.ip}` } },
      schema: {
        tags: ['agents'],
        summary: "Reveal an agent's phone (rate-limited per address)",
        params: idParamSchema,
        response: { 200: contactPhonesReplySchema, 404: errorSchema, 419: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await agentPhones(fastify.database, request.params.id);
      if (!data) return noStore(reply).code(404).send({ message: agencyMessage('agentNotFound', request.lang) });
      if (!data.phones.length) return noStore(reply).code(404).send({ message: agencyMessage('noPhone', request.lang) });
      return noStore(reply).send({ data });
    },
  );
};

export default agents;
