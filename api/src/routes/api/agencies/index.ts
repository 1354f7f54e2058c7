// POST /api/agencies/{id}/phone: reveal an agency's phones (like a listing's: rate-limited per address, never in a page).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactPhonesReplySchema } from '@realty/shared/contracts/agencies';
import { idParamSchema, accountErrorSchema as errorSchema } from '@realty/shared/schemas';
import { noStore } from '../../../http-cache';

const agencies: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/:id/phone',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: (request) => `agency-phone:${request.ip}` } },
      schema: {
        tags: ['agents'],
        summary: "Reveal an agency's phones (rate-limited per address)",
        params: idParamSchema,
        response: { 200: contactPhonesReplySchema, 404: errorSchema, 419: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => noStore(reply).send({ data: await fastify.agencies.phones('agency', request.params.id) }),
  );
};

export default agencies;
